// docs/model.md › Rent vs buy › Without a site and per token: the rules of a rent-vs-buy section that involve more than one field. A renter needs
// no site (this lifts the plans without a site's rule); buying is costed only with power figures, the site's or the
// section's own `kwPerGPU` and `pue` (both or neither), and then needs `capexPerGPU` and `lifeYears`.
// Like cross-checks.ts it reads the raw document defensively: a wrong type is left to the field check.
import type { Bilingual } from './messages';
import { formatPath, issueAt } from './messages';
import { isPlainRecord } from './safety';
import type { ScenarioIssue } from './types';

import type { Doc } from '../path';

const present = (v: unknown): boolean => v !== undefined && v !== null;

function needsPartner(other: 'pue' | 'kwPerGPU'): Bilingual {
  return other === 'pue'
    ? {
        en: 'needs rentVsBuy.pue as well: buying is costed from the power per GPU and the PUE together (rentVsBuy.pue missing)',
        'zh-CN': '还需要 rentVsBuy.pue：购买成本由每张 GPU 的功率与 PUE 一起算出（缺少 rentVsBuy.pue）',
      }
    : {
        en: 'needs rentVsBuy.kwPerGPU as well: buying is costed from the power per GPU and the PUE together (rentVsBuy.kwPerGPU missing)',
        'zh-CN': '还需要 rentVsBuy.kwPerGPU：购买成本由每张 GPU 的功率与 PUE 一起算出（缺少 rentVsBuy.kwPerGPU）',
      };
}

const NEEDED_TO_BUY: Bilingual = {
  en: 'is required when buying is compared (the plan has a site, or rentVsBuy.kwPerGPU and rentVsBuy.pue) (missing)',
  'zh-CN': '比较购买方案时为必填项（方案有场地，或填写了 rentVsBuy.kwPerGPU 与 rentVsBuy.pue）（缺失）',
};

/** True when the document gives buying its power figures: a site, or the section's kwPerGPU and pue. */
export function rentVsBuyCanBuy(doc: Doc): boolean {
  const r = doc.rentVsBuy;
  if (!isPlainRecord(r)) return false;
  return isPlainRecord(doc.site) || (present(r.kwPerGPU) && present(r.pue));
}

export function rentVsBuyIssues(doc: Doc): ScenarioIssue[] {
  const r = doc.rentVsBuy;
  if (!isPlainRecord(r)) return [];
  const issues: ScenarioIssue[] = [];
  const add = (field: string, rule: Bilingual): void => {
    issues.push(issueAt(formatPath(['rentVsBuy', field]), rule));
  };
  if (present(r.kwPerGPU) && !present(r.pue)) add('kwPerGPU', needsPartner('pue'));
  if (present(r.pue) && !present(r.kwPerGPU)) add('pue', needsPartner('kwPerGPU'));
  if (rentVsBuyCanBuy(doc)) {
    if (!present(r.capexPerGPU)) add('capexPerGPU', NEEDED_TO_BUY);
    if (!present(r.lifeYears)) add('lifeYears', NEEDED_TO_BUY);
  }
  return issues;
}
