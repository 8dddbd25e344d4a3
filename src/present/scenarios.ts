// The demand plan under scenarios as figures and tables (model: Demand plan › scenarios): what to
// sign now, the expected cost, CVaR, the worst regret, VSS and EVPI; the scenario table and the
// regret table ("what a wrong guess costs"). React-free: the CLI's --table prints them and the app,
// report and workbook can map over the same rows. Money comes formatted by the caller (its currency
// and display rate), so a number is never relabelled here.
import type { Language } from '../../models/language';
import type { CommitmentResult, FixedCommitmentInput, PortfolioResult, RegretRow } from '../../models/portfolio/types';
import { demandScenariosMessages, type DemandScenariosMessages } from '../i18n/areas/demand-scenarios';
import type { Figure } from './figure';

export interface ScenarioFormat {
  lang: Language;
  /** An amount in the file's currency, as the front end writes money. */
  money: (v: number) => string;
  /** An offer's name in the output language. */
  offer: (name: string) => string;
}

export interface TextTable {
  header: string[];
  rows: string[][];
}

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

function count(v: number, lang: Language): string {
  return v.toLocaleString(lang, { maximumFractionDigits: 0 });
}

export function percent(v: number, lang: Language): string {
  const n = (v * 100).toLocaleString(lang, { maximumFractionDigits: 1 });
  return lang === 'zh-CN' ? `${n}%` : `${n} %`;
}

/** Commitments that start in month 1, less what is already fixed there; and the GPUs fixed. */
export function signNow(commitments: readonly CommitmentResult[], fixed: readonly FixedCommitmentInput[]): { now: { offer: string; gpus: number }[]; fixedGPUs: number; later: CommitmentResult[] } {
  const now: { offer: string; gpus: number }[] = [];
  let fixedGPUs = 0;
  for (const c of commitments.filter((k) => k.startMonth === 1)) {
    const pinned = fixed.filter((f) => f.offer === c.offer && f.startMonth === 1).reduce((sum, f) => sum + f.gpus, 0);
    fixedGPUs += Math.min(pinned, c.gpus);
    if (c.gpus > pinned) now.push({ offer: c.offer, gpus: c.gpus - pinned });
  }
  return { now, fixedGPUs, later: commitments.filter((k) => k.startMonth > 1) };
}

/** The largest regret of a plan row and the scenario it happens in. */
export function worstRegret(row: RegretRow, p: PortfolioResult): { scenario: string; regret: number } {
  let worst = { scenario: '', regret: -Infinity };
  for (const s of p.scenarios ?? []) {
    const regret = row.cost[s.name] - s.ownOptimum;
    if (regret > worst.regret) worst = { scenario: s.name, regret };
  }
  return worst;
}

function signNowFigure(p: PortfolioResult, fixed: readonly FixedCommitmentInput[], f: ScenarioFormat, m: DemandScenariosMessages): Figure {
  const { now, fixedGPUs, later } = signNow(p.commitments, fixed);
  const items = now.map((k) => fill(m.signNowItem, { gpus: count(k.gpus, f.lang), offer: f.offer(k.offer) }));
  if (fixedGPUs > 0) items.push(fill(m.alreadyFixed, { gpus: count(fixedGPUs, f.lang) }));
  const laterItems = later.map((k) => fill(m.laterItem, { gpus: count(k.gpus, f.lang), offer: f.offer(k.offer), month: k.startMonth }));
  return {
    key: 'signNow',
    label: m.signNow,
    value: now.length > 0 ? items.join(f.lang === 'zh-CN' ? '；' : '; ') : fixedGPUs > 0 ? fill(m.signNowOnlyFixed, { gpus: count(fixedGPUs, f.lang) }) : m.signNowNothing,
    ...(laterItems.length > 0 ? { note: fill(m.laterNote, { list: laterItems.join(f.lang === 'zh-CN' ? '；' : '; ') }) } : {}),
  };
}

/** The key figures of a plan under scenarios; [] for a plan without scenarios. */
export function scenarioKeyFigures(p: PortfolioResult, fixed: readonly FixedCommitmentInput[], cvarLevel: number, f: ScenarioFormat): Figure[] {
  if (!p.scenarios || p.expectedObjective === undefined || p.cvar === undefined || p.vss === undefined || p.evpi === undefined) return [];
  const m = demandScenariosMessages(f.lang);
  const chosen = p.regretTable?.find((r) => r.plan === 'chosen');
  const worst = chosen ? worstRegret(chosen, p) : null;
  return [
    signNowFigure(p, fixed, f, m),
    { key: 'expectedObjective', label: m.expectedObjective, value: f.money(p.expectedObjective) },
    { key: 'cvar', label: fill(m.cvar, { tail: percent(1 - cvarLevel, f.lang) }), value: f.money(p.cvar) },
    ...(worst ? [{ key: 'worstRegret', label: m.worstRegret, value: f.money(worst.regret), note: fill(m.worstRegretNote, { scenario: worst.scenario }) }] : []),
    { key: 'vss', label: m.vss, value: f.money(p.vss) },
    { key: 'evpi', label: m.evpi, value: f.money(p.evpi) },
  ];
}

/** One row per scenario under the chosen plan. */
export function scenarioTable(p: PortfolioResult, f: ScenarioFormat): TextTable {
  const m = demandScenariosMessages(f.lang);
  return {
    header: [m.scenario, m.probability, m.presentCost, m.objective, m.unserved, m.ownOptimum, m.regret],
    rows: (p.scenarios ?? []).map((s) => [
      s.name,
      percent(s.probability, f.lang),
      f.money(s.presentCost),
      f.money(s.objective),
      count(s.unservedGPUHours, f.lang),
      f.money(s.ownOptimum),
      f.money(s.regret),
    ]),
  };
}

export function planLabel(plan: string, m: DemandScenariosMessages): string {
  return plan === 'chosen' ? m.planChosen : plan === 'ev' ? m.planEv : fill(m.planOwn, { scenario: plan });
}

/** Rows: the chosen plan, the plan for the average, each scenario's own best plan; columns: each scenario, then the worst regret. */
export function regretTable(p: PortfolioResult, f: ScenarioFormat): TextTable {
  const m = demandScenariosMessages(f.lang);
  const names = (p.scenarios ?? []).map((s) => s.name);
  return {
    header: [m.plan, m.atStart, ...names, m.worst],
    rows: (p.regretTable ?? []).map((row) => {
      const worst = worstRegret(row, p);
      const atStart = row.commitments.filter((c) => c.startMonth === 1).reduce((sum, c) => sum + c.gpus, 0);
      return [planLabel(row.plan, m), count(atStart, f.lang), ...names.map((n) => f.money(row.cost[n])), fill(m.worstCell, { money: f.money(worst.regret), scenario: worst.scenario })];
    }),
  };
}

/** VSS, EVPI and the worst case, one sentence each. */
export function scenarioSentences(p: PortfolioResult, f: ScenarioFormat): string[] {
  if (p.vss === undefined || p.evpi === undefined) return [];
  const m = demandScenariosMessages(f.lang);
  const chosen = p.regretTable?.find((r) => r.plan === 'chosen');
  const worst = chosen ? worstRegret(chosen, p) : null;
  // Differences below a cent are no difference (both figures come from optimised plans).
  const vss = Math.abs(p.vss) < 0.005 ? fill(m.vssZero, {}) : fill(p.vss > 0 ? m.vssPositive : m.vssNegative, { money: f.money(Math.abs(p.vss)) });
  return [
    vss,
    fill(m.evpiSentence, { money: f.money(p.evpi) }),
    ...(worst ? [fill(m.worstSentence, { scenario: worst.scenario, money: f.money(worst.regret) })] : []),
  ];
}

/**
 * "What to sign now" as one sentence with money: the GPUs to commit in month 1 (less those already
 * fixed), the expected cost and the chosen plan's worst regret with the scenario it happens in.
 * null for a plan without scenarios.
 */
export function signNowSentence(p: PortfolioResult, fixed: readonly FixedCommitmentInput[], f: ScenarioFormat): string | null {
  const chosen = p.regretTable?.find((r) => r.plan === 'chosen');
  if (!p.scenarios || p.expectedObjective === undefined || !chosen) return null;
  const m = demandScenariosMessages(f.lang);
  const { now, fixedGPUs } = signNow(p.commitments, fixed);
  const worst = worstRegret(chosen, p);
  const items = now.map((k) => fill(m.signNowItem, { gpus: count(k.gpus, f.lang), offer: f.offer(k.offer) }));
  if (fixedGPUs > 0) items.push(fill(m.alreadyFixed, { gpus: count(fixedGPUs, f.lang) }));
  const values = { list: items.join(f.lang === 'zh-CN' ? '，' : ', '), expected: f.money(p.expectedObjective), worst: f.money(worst.regret), scenario: worst.scenario };
  if (now.length === 0 && fixedGPUs > 0) return fill(m.signNowSentenceFixed, { ...values, gpus: count(fixedGPUs, f.lang) });
  return fill(now.length > 0 ? m.signNowSentence : m.signNowSentenceNothing, values);
}
