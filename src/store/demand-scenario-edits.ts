// Pure edits of the demand plan's growth, scenarios, risk weights and fixed commitments (model:
// Demand plan › growth, scenarios, fixed commitments). Like portfolio-edits.ts, each returns a new
// document and leaves its input alone; what each adds starts valid (a growth from month 2 to the
// plan's end, scenarios whose probabilities add up to 100 %, a signed contract on a start month of a
// commit offer in whole blocks), so adding it never blanks the results.
import { grownPeaks } from '../../models/portfolio/growth';
import { DEFAULT_GPU_BLOCK } from '../../models/portfolio/offers';
import type { DemandStep, FixedCommitmentInput, PortfolioInput } from '../../models/portfolio/types';
import { LIMITS } from '../../models/scenario/limits';
import type { Doc } from './doc-edits';
import { removeRow } from './list-edit';
import { appendAt, getIn, isPlainObject, setIn } from './path';

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function list(doc: Doc, path: string): unknown[] {
  const v = getIn(doc, path);
  return Array.isArray(v) ? v : [];
}

/** A default growth when the user adds one: 3 % a month over the whole plan (the fields' defaults). */
export const DEFAULT_MONTHLY_GROWTH = 0.03;

export function addGrowth(doc: Doc): Doc {
  return setIn(doc, 'portfolio.growth', { monthlyRate: DEFAULT_MONTHLY_GROWTH });
}

export function removeGrowth(doc: Doc): Doc {
  return setIn(doc, 'portfolio.growth', undefined);
}

/**
 * Scenario presets: three scenarios whose probabilities add up to 1, as scales of the forecast.
 * lowBaseHigh is the "could end up half or double"; narrow a tighter ±25 % band.
 */
export const SCENARIO_PRESETS = {
  lowBaseHigh: [
    { name: 'low', probability: 0.25, scale: 0.5 },
    { name: 'base', probability: 0.5, scale: 1 },
    { name: 'high', probability: 0.25, scale: 2 },
  ],
  narrow: [
    { name: 'low', probability: 0.25, scale: 0.75 },
    { name: 'base', probability: 0.5, scale: 1 },
    { name: 'high', probability: 0.25, scale: 1.25 },
  ],
} as const;

export type ScenarioPreset = keyof typeof SCENARIO_PRESETS;
export const SCENARIO_PRESET_IDS = Object.keys(SCENARIO_PRESETS) as ScenarioPreset[];

/** Replaces the scenarios with a preset's, named in the user's language (`names`: low, base, high). */
export function setScenarioPreset(doc: Doc, preset: ScenarioPreset, names: Record<'low' | 'base' | 'high', string>): Doc {
  return setIn(
    doc,
    'portfolio.scenarios',
    SCENARIO_PRESETS[preset].map((s) => ({ ...s, name: names[s.name] })),
  );
}

function scenarioNames(doc: Doc): string[] {
  return list(doc, 'portfolio.scenarios').map((s) => (isPlainObject(s) && typeof s.name === 'string' ? s.name : ''));
}

/**
 * A scenario appended with a unique name. The first two added split 100 % between them; a later
 * one takes its probability from the scenario listed last (halving it), so the sum stays 100 %.
 */
export function addScenario(doc: Doc, name: (n: number) => string): Doc {
  const items = list(doc, 'portfolio.scenarios');
  if (items.length >= LIMITS.maxScenarios) return doc;
  const taken = scenarioNames(doc);
  let n = items.length + 1;
  while (taken.includes(name(n))) n++;
  if (items.length === 0) {
    return setIn(doc, 'portfolio.scenarios', [
      { name: name(1), probability: 0.5, scale: 1 },
      { name: taken.includes(name(2)) ? name(n + 1) : name(2), probability: 0.5, scale: 1 },
    ]);
  }
  const last = items[items.length - 1];
  const p = isPlainObject(last) ? num(last.probability) : undefined;
  if (p === undefined) return appendAt(doc, 'portfolio.scenarios', { name: name(n), scale: 1 });
  const half = p / 2;
  const next = setIn(doc, `portfolio.scenarios[${items.length - 1}].probability`, half);
  return appendAt(next, 'portfolio.scenarios', { name: name(n), probability: half, scale: 1 });
}

/** Removes a scenario; removing down to one removes the list (one scenario is no scenarios). */
export function removeScenario(doc: Doc, index: number): Doc {
  return removeRow(doc, 'portfolio.scenarios', index, { dropEmpty: true });
}

export function removeScenarios(doc: Doc): Doc {
  let next = setIn(doc, 'portfolio.scenarios', undefined);
  next = setIn(next, 'portfolio.riskAversion', undefined);
  return setIn(next, 'portfolio.cvarLevel', undefined);
}

/** The scenarios' probabilities added up (a fraction); null when one is not a number yet. */
export function probabilitySum(scenarios: unknown): number | null {
  if (!Array.isArray(scenarios)) return null;
  let sum = 0;
  for (const s of scenarios) {
    const p = isPlainObject(s) ? num(s.probability) : undefined;
    if (p === undefined) return null;
    sum += p;
  }
  return sum;
}

/** The plan's commit offers as written in the file: name, earliest start, term and block. */
export function commitOffers(doc: Doc): { name: string; startFrom: number; term: number | undefined; block: number }[] {
  return list(doc, 'portfolio.offers')
    .filter((o): o is Record<string, unknown> => isPlainObject(o) && o.kind === 'commit' && typeof o.name === 'string')
    .map((o) => ({ name: o.name as string, startFrom: num(o.startFrom) ?? 1, term: num(o.termMonths), block: num(o.gpuBlock) ?? DEFAULT_GPU_BLOCK }));
}

/** A signed contract to fill in: one block of the first commit offer from its earliest start; the doc itself without one. */
export function addFixed(doc: Doc): Doc {
  const first = commitOffers(doc)[0];
  if (!first) return doc;
  return appendAt(doc, 'portfolio.fixed', { offer: first.name, startMonth: first.startFrom, gpus: first.block });
}

export function removeFixed(doc: Doc, index: number): Doc {
  return removeRow(doc, 'portfolio.fixed', index, { dropEmpty: true });
}

/**
 * "Keep this commitment": the plan's commitment of `gpus` on `offer` from `startMonth` becomes part of
 * every later plan. The plan's commitment already includes what is fixed at that offer and month, so
 * the rows fixed there are replaced by one row of the commitment's GPUs (one undo step).
 */
export function keepCommitment(doc: Doc, c: FixedCommitmentInput): Doc {
  const others = list(doc, 'portfolio.fixed').filter((f) => !(isPlainObject(f) && f.offer === c.offer && f.startMonth === c.startMonth));
  return setIn(doc, 'portfolio.fixed', [...others, { offer: c.offer, startMonth: c.startMonth, gpus: c.gpus }]);
}

/** Whether `c` is already fixed in full at its offer and month. */
export function isKept(fixed: unknown, c: { offer: string; startMonth: number; gpus: number }): boolean {
  if (!Array.isArray(fixed)) return false;
  const pinned = fixed.filter((f) => isPlainObject(f) && f.offer === c.offer && f.startMonth === c.startMonth).reduce((s: number, f) => s + (num((f as Doc).gpus) ?? 0), 0);
  return pinned >= c.gpus;
}

/**
 * The peak the growth gives at a few months (the first, the growth's first and last, the plan's
 * last), computed by the engine's growth rule; [] while the plan's months, steps or rate are not
 * numbers yet.
 */
export function growthPreview(doc: Doc): { month: number; gpus: number }[] {
  const p = getIn(doc, 'portfolio');
  if (!isPlainObject(p) || !isPlainObject(p.growth)) return [];
  const months = num(p.months);
  const rate = num(p.growth.monthlyRate);
  if (months === undefined || rate === undefined || !Number.isInteger(months) || months < 1 || months > LIMITS.maxPortfolioMonths) return [];
  const demand: DemandStep[] = [];
  for (const s of Array.isArray(p.demand) ? p.demand : []) {
    const from = isPlainObject(s) ? num(s.fromMonth) : undefined;
    const gpus = isPlainObject(s) ? num(s.gpus) : undefined;
    if (from === undefined || gpus === undefined) return [];
    demand.push({ fromMonth: from, gpus });
  }
  if (demand.length === 0) return [];
  const growth = { monthlyRate: rate, fromMonth: num(p.growth.fromMonth), untilMonth: num(p.growth.untilMonth) };
  const input = { months, demand, growth } as PortfolioInput;
  const peaks = grownPeaks(input, rate);
  const from = growth.fromMonth ?? 2;
  const until = Math.min(growth.untilMonth ?? months, months);
  const shown = [...new Set([1, from, until, months])].filter((m) => m >= 1 && m <= months).sort((a, b) => a - b);
  return shown.map((m) => ({ month: m, gpus: peaks[m] }));
}
