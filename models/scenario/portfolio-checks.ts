// docs/model.md › Demand plan: the rules of a demand plan (`portfolio`) that involve more than one field or an element's
// place in a list (docs/model.md › Demand plan). Like cross-checks.ts, it reads the raw document defensively: a
// value of the wrong type is left to the field check.
import type { Bilingual } from './messages';
import { formatPath, got, issueAt } from './messages';
import type { PathSegment } from './numeric-paths';
import { isPlainRecord } from './safety';
import type { ScenarioIssue } from './types';
import { LIMITS } from './limits';
import { OFFER_KIND_FIELDS } from './field-specs';
import { portfolioScenarioIssues } from './portfolio-scenario-checks';

import type { Doc } from '../path';

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const COMMIT_ONLY = OFFER_KIND_FIELDS.commit;
const SPOT_ONLY = OFFER_KIND_FIELDS.spot;

export function portfolioIssues(doc: Doc): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const p = doc.portfolio;
  if (!isPlainRecord(p)) return issues;
  const add = (path: PathSegment[], rule: Bilingual): void => {
    issues.push(issueAt(formatPath(['portfolio', ...path]), rule));
  };
  const months = Number.isInteger(p.months) && (p.months as number) >= 1 ? (p.months as number) : null;

  // Demand steps: the first from month 1, then strictly later months within the plan.
  if (Array.isArray(p.demand)) {
    if (p.demand.length === 0) add(['demand'], { en: 'must have at least one step (from month 1)', 'zh-CN': '至少要有一个阶段（自第 1 个月起）' });
    if (p.demand.length > LIMITS.maxPortfolioMonths) {
      add(['demand'], { en: `must have at most ${LIMITS.maxPortfolioMonths} steps, got ${p.demand.length}`, 'zh-CN': `最多 ${LIMITS.maxPortfolioMonths} 个阶段，实际 ${p.demand.length} 个` });
    }
    let previous: number | null = null;
    p.demand.forEach((step: unknown, i: number) => {
      if (!isPlainRecord(step) || !Number.isInteger(step.fromMonth)) return;
      const from = step.fromMonth as number;
      if (i === 0 && from !== 1) add(['demand', 0, 'fromMonth'], got({ en: 'must be 1: the first step starts the plan', 'zh-CN': '必须为 1：第一个阶段从计划开始' }, from));
      if (previous !== null && from <= previous) {
        add(['demand', i, 'fromMonth'], got({ en: `must be later than the step before (month ${previous})`, 'zh-CN': `必须晚于上一阶段（第 ${previous} 个月）` }, from));
      }
      if (months !== null && from > months) {
        add(['demand', i, 'fromMonth'], got({ en: `must be within the plan (months 1–${months})`, 'zh-CN': `必须在计划期内（第 1–${months} 个月）` }, from));
      }
      previous = from;
    });
  } else if (p.demand === undefined || p.demand === null) {
    add(['demand'], { en: 'is required: the GPUs needed at the peak, from month 1 on (missing)', 'zh-CN': '为必填项：自第 1 个月起高峰所需的 GPU 数量（缺失）' });
  }

  // Profile: at most 24 blocks whose shares of the month's hours add to 100 %.
  if (Array.isArray(p.profile) && p.profile.length > 0) {
    if (p.profile.length > LIMITS.maxProfileBlocks) {
      add(['profile'], { en: `must have at most ${LIMITS.maxProfileBlocks} load blocks, got ${p.profile.length}`, 'zh-CN': `最多 ${LIMITS.maxProfileBlocks} 个负载时段，实际 ${p.profile.length} 个` });
    }
    const shares = p.profile.map((b: unknown) => (isPlainRecord(b) ? b.share : undefined));
    if (shares.every(finite)) {
      const sum = (shares as number[]).reduce((a, b) => a + b, 0);
      if (Math.abs(sum - 1) > 1e-9) {
        const pct = Math.round(sum * 1e6) / 1e4;
        add(['profile'], { en: `shares must add up to 100 % of the month's hours; they add up to ${pct} %`, 'zh-CN': `各时段占比之和必须为月内小时数的 100%；当前合计 ${pct}%` });
      }
    }
  }

  // Offers: at most 20, unique names, each kind's own fields; none at all needs rentVsBuy.
  if (Array.isArray(p.offers)) {
    if (p.offers.length === 0 && !isPlainRecord(doc.rentVsBuy)) {
      add(['offers'], { en: 'must list at least one offer (or add a rent-vs-buy section to offer its prices)', 'zh-CN': '至少要列出一个报价（或添加租用与购买比较部分以使用其价格）' });
    }
    if (p.offers.length > LIMITS.maxOffers) {
      add(['offers'], { en: `must have at most ${LIMITS.maxOffers} offers, got ${p.offers.length}`, 'zh-CN': `最多 ${LIMITS.maxOffers} 个报价，实际 ${p.offers.length} 个` });
    }
    const names = new Map<string, number>();
    p.offers.forEach((o: unknown, i: number) => {
      if (!isPlainRecord(o)) return;
      if (typeof o.name === 'string' && o.name.trim() !== '') {
        const first = names.get(o.name);
        if (first === undefined) names.set(o.name, i);
        else add(['offers', i, 'name'], got({ en: `duplicates the name of offers[${first}]`, 'zh-CN': `与 offers[${first}] 的名称重复` }, o.name));
      }
      const present = (k: string): boolean => o[k] !== undefined && o[k] !== null;
      if (o.kind === 'commit') {
        // A term longer than the plan is allowed (model: Demand plan › K_i may be empty): the offer
        // is left out of the plan with a warning (models/portfolio/outside-plan.ts).
        if (!present('termMonths')) add(['offers', i, 'termMonths'], { en: 'is required for a commit offer (missing)', 'zh-CN': '承诺类报价为必填项（缺失）' });
      }
      if (o.kind === 'commit' || o.kind === 'onDemand' || o.kind === 'spot') {
        const wrong = [...(o.kind === 'commit' ? [] : COMMIT_ONLY), ...(o.kind === 'spot' ? [] : SPOT_ONLY)];
        for (const k of wrong) {
          if (present(k)) {
            const only = (COMMIT_ONLY as readonly string[]).includes(k) ? { en: 'commit', zh: '承诺' } : { en: 'spot', zh: '竞价' };
            add(['offers', i, k], got({ en: `applies only to ${only.en} offers (this one is ${o.kind})`, 'zh-CN': `仅适用于${only.zh}类报价（此报价为 ${o.kind}）` }, o[k]));
          }
        }
      }
    });
  } else if ((p.offers === undefined || p.offers === null) && !isPlainRecord(doc.rentVsBuy)) {
    add(['offers'], { en: 'is required when the plan has no rent-vs-buy section to take prices from (missing)', 'zh-CN': '方案没有可提供价格的租用与购买比较部分时为必填项（缺失）' });
  }
  portfolioScenarioIssues(doc, p, months, add);
  return issues;
}
