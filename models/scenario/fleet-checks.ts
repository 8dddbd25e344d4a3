// The fleet's rules that involve more than one field or an element's place in a list (model:
// Investment › fleet): tranche count and names, delivery and exit months within the horizon, a
// resale curve increasing in age, loans and debt sizing with a term. Read defensively, as
// cross-checks.ts: a value of the wrong type is left to its field check.
import type { Bilingual } from './messages';
import { got } from './messages';
import type { PathSegment } from './numeric-paths';
import { isPlainRecord } from './safety';
import { LIMITS } from './limits';

import type { Doc } from '../path';
type Add = (path: PathSegment[], rule: Bilingual) => void;

const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function hasTerm(investment: Doc): boolean {
  return finite(investment.debtTermMonths) && investment.debtTermMonths >= 1;
}

function trancheIssues(investment: Doc, H: number | null, add: Add): void {
  const list = investment.tranches;
  if (!Array.isArray(list)) return;
  if (list.length > LIMITS.maxTranches) {
    add(['investment', 'tranches'], { en: `must have at most ${LIMITS.maxTranches} tranches, got ${list.length}`, 'zh-CN': `最多 ${LIMITS.maxTranches} 个批次，实际 ${list.length} 个` });
  }
  const firstOf = new Map<string, number>();
  list.forEach((t: unknown, i: number) => {
    if (!isPlainRecord(t)) return;
    const at = (field: string): PathSegment[] => ['investment', 'tranches', i, field];
    if (typeof t.name === 'string' && t.name.trim() !== '') {
      const first = firstOf.get(t.name);
      if (first === undefined) firstOf.set(t.name, i);
      else add(at('name'), got({ en: `duplicates the name of tranche ${first + 1} in the list: each tranche needs its own name`, 'zh-CN': `与列表中第 ${first + 1} 个批次重名：每个批次须有自己的名称` }, t.name));
    }
    const d = t.deliveryMonth;
    if (whole(d) && H !== null && d > H - 1) {
      add(at('deliveryMonth'), got({ en: `must be a month 0–${H - 1}: delivered GPUs must run at least one month of the ${H}-month horizon`, 'zh-CN': `必须为第 0–${H - 1} 个月：交付的 GPU 须在 ${H} 个月的期限内至少运行一个月` }, d));
    }
    const e = t.exitMonth;
    if (whole(e) && whole(d) && e <= d) {
      add(at('exitMonth'), got({ en: `must be after the delivery month (${d}): the GPUs are sold at the end of their last month in service`, 'zh-CN': `必须晚于交付月（第 ${d} 个月）：GPU 在最后一个在役月末出售` }, e));
    } else if (whole(e) && H !== null && e > H) {
      add(at('exitMonth'), got({ en: `must be at most the horizon (month ${H})`, 'zh-CN': `不能晚于期限（第 ${H} 个月）` }, e));
    }
    if (finite(t.debtFraction) && t.debtFraction > 0 && !hasTerm(investment)) {
      add(at('debtFraction'), got({ en: 'needs investment.debtTermMonths of at least 1 (the loan\'s term)', 'zh-CN': '需要 investment.debtTermMonths 不小于 1（贷款期限）' }, t.debtFraction));
    }
  });
  if (list.length === 0) add(['investment', 'tranches'], { en: 'must list at least one tranche, or be left out for a single purchase', 'zh-CN': '至少要有一个批次；单次购买请删除此项' });
}

function resaleCurveIssues(investment: Doc, add: Add): void {
  const curve = investment.resaleCurve;
  if (!Array.isArray(curve)) return;
  if (curve.length > LIMITS.maxResalePoints) {
    add(['investment', 'resaleCurve'], { en: `must have at most ${LIMITS.maxResalePoints} points, got ${curve.length}`, 'zh-CN': `最多 ${LIMITS.maxResalePoints} 个点，实际 ${curve.length} 个` });
  }
  let previous: number | null = null;
  curve.forEach((pt: unknown, i: number) => {
    if (!isPlainRecord(pt) || !finite(pt.ageMonths)) return;
    if (i === 0 && pt.ageMonths !== 0) {
      add(['investment', 'resaleCurve', 0, 'ageMonths'], got({ en: 'must be 0 months: the curve starts at a new GPU', 'zh-CN': '必须为 0 个月：曲线从新 GPU 开始' }, pt.ageMonths));
    }
    if (previous !== null && pt.ageMonths <= previous) {
      add(['investment', 'resaleCurve', i, 'ageMonths'], got({ en: `must be older than the point before (${previous} months): ages increase along the curve`, 'zh-CN': `必须大于上一个点（${previous} 个月）：曲线上的机龄须递增` }, pt.ageMonths));
    }
    previous = pt.ageMonths;
  });
}

/** Issues of the fleet fields of `investment` (a raw record); H the horizon when it is valid. */
export function fleetIssues(investment: Doc, H: number | null, add: Add): void {
  trancheIssues(investment, H, add);
  resaleCurveIssues(investment, add);
  if (isPlainRecord(investment.debtSizing) && !hasTerm(investment)) {
    add(['investment', 'debtTermMonths'], got({ en: 'must be at least 1 with debtSizing: the largest loan is sized over the loan\'s term', 'zh-CN': '使用 debtSizing 时必须不小于 1：最大贷款按贷款期限测算' }, investment.debtTermMonths));
  }
}
