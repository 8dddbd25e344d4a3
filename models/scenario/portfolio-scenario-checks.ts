// The demand plan's growth, fixed commitments and scenarios (model: Demand plan › scenarios): the
// rules that involve more than one field. Reads the raw document defensively like portfolio-checks.ts:
// a value of the wrong type is left to the field check. Messages name the field and give values in
// its unit (months, GPUs, %).
import { DEFAULT_GPU_BLOCK, offersFromRentVsBuy } from '../portfolio/offers';
import type { Bilingual } from './messages';
import { got } from './messages';
import type { PathSegment } from './numeric-paths';
import { isPlainRecord } from './safety';
import { LIMITS } from './limits';

import type { Doc } from '../path';
type Add = (path: PathSegment[], rule: Bilingual) => void;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const int = (v: unknown): v is number => Number.isInteger(v);
/** Names the regret table gives its first two rows. */
const RESERVED_PLAN_NAMES = ['chosen', 'ev'];

/** Commit offers as the plan will have them: their own list, else rentVsBuy's reservations. */
function commitOffers(doc: Doc, p: Doc): Map<string, { term: number; startFrom: number; block: number; maxGPUs: number }> {
  const out = new Map<string, { term: number; startFrom: number; block: number; maxGPUs: number }>();
  let list: unknown[] = [];
  if (Array.isArray(p.offers) && p.offers.length > 0) list = p.offers;
  else if (isPlainRecord(doc.rentVsBuy)) list = offersFromRentVsBuy(doc.rentVsBuy as never);
  for (const o of list) {
    if (!isPlainRecord(o) || o.kind !== 'commit' || typeof o.name !== 'string' || !int(o.termMonths)) continue;
    out.set(o.name, {
      term: o.termMonths,
      startFrom: int(o.startFrom) ? o.startFrom : 1,
      block: int(o.gpuBlock) ? o.gpuBlock : DEFAULT_GPU_BLOCK,
      maxGPUs: finite(o.maxGPUs) ? o.maxGPUs : Infinity,
    });
  }
  return out;
}

function growthIssues(p: Doc, months: number | null, add: Add): void {
  const g = p.growth;
  if (!isPlainRecord(g)) return;
  const from = int(g.fromMonth) ? g.fromMonth : 2;
  if (months !== null && int(g.fromMonth) && g.fromMonth > months) {
    add(['growth', 'fromMonth'], got({ en: `must be within the plan (months 2–${months})`, 'zh-CN': `必须在计划期内（第 2–${months} 个月）` }, g.fromMonth));
  }
  if (int(g.untilMonth)) {
    if (g.untilMonth < from) add(['growth', 'untilMonth'], got({ en: `must not be before the growth's first month (month ${from})`, 'zh-CN': `不能早于增长开始的月份（第 ${from} 个月）` }, g.untilMonth));
    else if (months !== null && g.untilMonth > months) add(['growth', 'untilMonth'], got({ en: `must be within the plan (months ${from}–${months})`, 'zh-CN': `必须在计划期内（第 ${from}–${months} 个月）` }, g.untilMonth));
  }
}

function scenarioIssues(p: Doc, add: Add): void {
  const list = p.scenarios;
  if (!Array.isArray(list) || list.length === 0) return;
  if (list.length < 2 || list.length > LIMITS.maxScenarios) {
    add(['scenarios'], { en: `must have 2 to ${LIMITS.maxScenarios} scenarios, got ${list.length}`, 'zh-CN': `须有 2 至 ${LIMITS.maxScenarios} 个情景，实际 ${list.length} 个` });
  }
  const probabilities = list.map((s: unknown) => (isPlainRecord(s) ? s.probability : undefined));
  if (probabilities.every(finite)) {
    const sum = (probabilities as number[]).reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 1) > 1e-9) {
      const pct = Math.round(sum * 1e6) / 1e4;
      add(['scenarios'], { en: `probabilities must add up to 100 %; they add up to ${pct} % (each scenario's probability)`, 'zh-CN': `各情景概率之和必须为 100%；当前合计 ${pct}%` });
    }
  }
  const names = new Map<string, number>();
  list.forEach((s: unknown, i: number) => {
    if (!isPlainRecord(s) || typeof s.name !== 'string') return;
    const first = names.get(s.name);
    if (first !== undefined) add(['scenarios', i, 'name'], got({ en: `duplicates the name of scenarios[${first}]`, 'zh-CN': `与 scenarios[${first}] 的名称重复` }, s.name));
    else names.set(s.name, i);
    if (RESERVED_PLAN_NAMES.includes(s.name)) {
      add(['scenarios', i, 'name'], got({ en: 'must not be "chosen" or "ev": the regret table names its first rows so', 'zh-CN': '不能为 "chosen" 或 "ev"：遗憾表的前两行使用这两个名称' }, s.name));
    }
  });
}

function fixedIssues(doc: Doc, p: Doc, months: number | null, add: Add): void {
  const list = p.fixed;
  if (!Array.isArray(list) || list.length === 0) return;
  const offers = commitOffers(doc, p);
  /** GPUs pinned per offer and month, to hold them to the offer's maxGPUs. */
  const pinned = new Map<string, number[]>();
  list.forEach((k: unknown, i: number) => {
    if (!isPlainRecord(k) || typeof k.offer !== 'string') return;
    const o = offers.get(k.offer);
    if (!o) {
      const known = [...offers.keys()].map((n) => `"${n}"`).join(', ') || '—';
      add(['fixed', i, 'offer'], got({ en: `must name one of the plan's commit offers (${known})`, 'zh-CN': `必须是计划中的承诺类报价之一（${known}）` }, k.offer));
      return;
    }
    if (int(k.startMonth) && months !== null) {
      const last = months - o.term + 1;
      if (k.startMonth < o.startFrom || k.startMonth > last) {
        const single = last === o.startFrom;
        const range = last < o.startFrom ? 'none in this plan' : single ? `month ${last} only` : `months ${o.startFrom}–${last}`;
        const rangeZh = last < o.startFrom ? '本计划中没有' : single ? `仅第 ${last} 个月` : `第 ${o.startFrom}–${last} 个月`;
        add(['fixed', i, 'startMonth'], got({ en: `must be a start month of "${k.offer}" (${range}: from its earliest start, ending inside the plan)`, 'zh-CN': `必须是“${k.offer}”可开始的月份（${rangeZh}：不早于最早开始月份，且在计划期内结束）` }, k.startMonth));
        return;
      }
    }
    if (int(k.gpus) && k.gpus % o.block !== 0) {
      add(['fixed', i, 'gpus'], got({ en: `must be a whole number of "${k.offer}"'s ${o.block}-GPU blocks`, 'zh-CN': `必须是“${k.offer}”的 ${o.block} 卡整块的整数倍` }, k.gpus));
      return;
    }
    if (!int(k.startMonth) || !int(k.gpus) || months === null) return;
    const use = pinned.get(k.offer) ?? new Array<number>(months + 1).fill(0);
    for (let m = k.startMonth; m <= Math.min(months, k.startMonth + o.term - 1); m++) use[m] += k.gpus;
    pinned.set(k.offer, use);
    const peak = Math.max(...use);
    if (peak > o.maxGPUs) {
      add(['fixed', i, 'gpus'], got({ en: `brings the GPUs fixed on "${k.offer}" to ${peak}, above its maxGPUs (${o.maxGPUs} GPUs)`, 'zh-CN': `使“${k.offer}”上固定的 GPU 达到 ${peak} 张，超过其上限（${o.maxGPUs} 张）` }, k.gpus));
    }
  });
}

/**
 * The highest peak growth and a scale can reach must stay within the GPU limit: beyond it the
 * plan's numbers leave what a solver can hold.
 */
function peakIssues(p: Doc, months: number | null, add: Add): void {
  if (months === null || !Array.isArray(p.demand)) return;
  const steps = p.demand.map((s: unknown) => (isPlainRecord(s) && finite(s.gpus) ? s.gpus : 0));
  const base = Math.max(0, ...steps);
  const g = isPlainRecord(p.growth) ? p.growth : {};
  const from = int(g.fromMonth) ? g.fromMonth : 2;
  const until = int(g.untilMonth) ? g.untilMonth : months;
  const periods = Math.max(0, Math.min(until, months) - from + 1);
  const rate = finite(g.monthlyRate) ? g.monthlyRate : 0;
  const highest = (r: number, scale: number): number => scale * base * Math.max(1, Math.pow(1 + r, periods));
  const limit = LIMITS.maxGPUs;
  const shown = (peak: number): string => (peak < 1e12 ? Math.round(peak).toLocaleString('en') : peak.toPrecision(3));
  const rule = (peak: number): Bilingual => ({
    en: `takes the peak to ${shown(peak)} GPUs, above the limit of ${limit.toLocaleString('en')} GPUs`,
    'zh-CN': `使高峰达到 ${shown(peak)} 张 GPU，超过上限 ${limit.toLocaleString('en')} 张`,
  });
  if (highest(rate, 1) > limit) add(['growth', 'monthlyRate'], rule(highest(rate, 1)));
  if (!Array.isArray(p.scenarios)) return;
  p.scenarios.forEach((s: unknown, i: number) => {
    if (!isPlainRecord(s)) return;
    const peak = highest(finite(s.monthlyRate) ? s.monthlyRate : rate, finite(s.scale) && s.scale > 0 ? s.scale : 1);
    if (peak > limit && !(highest(rate, 1) > limit && !finite(s.monthlyRate) && !finite(s.scale))) {
      // Named at the scenario's own field that takes it there: its growth rate, else its scale.
      const byRate = finite(s.monthlyRate) && highest(s.monthlyRate, 1) > limit;
      add(['scenarios', i, byRate ? 'monthlyRate' : 'scale'], rule(peak));
    }
  });
}

export function portfolioScenarioIssues(doc: Doc, p: Doc, months: number | null, add: Add): void {
  growthIssues(p, months, add);
  peakIssues(p, months, add);
  scenarioIssues(p, add);
  fixedIssues(doc, p, months, add);
}
