// Which differing inputs move a key result: each difference is applied alone to the first
// scenario (its value taken from each other scenario in turn), the copy is loaded and evaluated
// through the one path (models/run.ts, Monte Carlo skipped), and the key results that change are
// recorded. A difference that cannot be applied alone (a quote only one scenario has, a value the
// copy refuses) moves nothing here. Computed where results are computed — Node for `gpuplan
// report`, the engine worker for the app's compare page — and handed to the tables as plain data
// (DifferenceImpact[]), so the report page never loads the engine.
import { parseFieldPath, type PathSegment } from './path';
import { diffInputs, keyResults, type DifferenceImpact, type InputDifference } from './compare';
import type { ScenarioResult } from './evaluate';
import type { Leaf } from './flatten';
import type { MilpSolver } from './portfolio/solver';
import { runScenario } from './run';
import type { Scenario } from './scenario/types';

export type { DifferenceImpact };

export interface ImpactOptions {
  /**
   * docs/model.md › Demand plan: the loaded demand-plan solver. With it, a difference in `portfolio` or `rentVsBuy` (where
   * default offers come from) is solved again to see whether it moves the plan's key results; every
   * other difference cannot change the plan, so the base plan's figures stand for the copy's. Without
   * it no difference is counted as moving them.
   */
  portfolioSolver?: MilpSolver;
}

/** Top-level sections a demand plan's result depends on (docs/model.md › Demand plan). */
const PLAN_INPUTS = new Set(['portfolio', 'rentVsBuy']);


type Seg = PathSegment;

/** "quotes[1].gpus" → ['quotes', 1, 'gpus']; uncertainty input keys keep their dots. */
export function splitPath(path: string): Seg[] | null {
  const unc = /^uncertainty\.inputs\.(.+)\.(\w+)$/.exec(path);
  if (unc) return ['uncertainty', 'inputs', unc[1], unc[2]];
  return parseFieldPath(path, Infinity);
}

/** A copy of `root` with the leaf at `segs` set (or removed when `value` is undefined); null when a container is missing. */
export function withLeaf(root: unknown, segs: readonly Seg[], value: Leaf | undefined): unknown {
  if (segs.length === 0) return value;
  const [seg, ...rest] = segs;
  if (typeof seg === 'number') {
    if (!Array.isArray(root) || seg >= root.length) return null;
    const copy = root.slice();
    const next = withLeaf(copy[seg], rest, value);
    if (next === null && rest.length > 0) return null;
    copy[seg] = next;
    return copy;
  }
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return null;
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  if (rest.length === 0) {
    if (value === undefined) delete copy[seg];
    else copy[seg] = value;
    return copy;
  }
  if (!Object.hasOwn(copy, seg)) return null;
  const next = withLeaf(copy[seg], rest, value);
  if (next === null) return null;
  copy[seg] = next;
  return copy;
}

function same(a: number | string | null, b: number | string | null): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return a === b;
}

/**
 * Keys of the key results that differ between two results. Monte Carlo is left out of both (the
 * copies are evaluated without it, so a base that has it would seem to move its median every time).
 */
export function movedKeys(base: ScenarioResult, other: ScenarioResult): string[] {
  const rows = keyResults([{ ...base, uncertainty: undefined }, { ...other, uncertainty: undefined }]);
  return rows.filter((r) => !same(r.values[0], r.values[1])).map((r) => r.key);
}

/** Per differing path, the key results that applying that difference alone moves (empty: none). */
export function differenceImpacts(
  scenarios: readonly Scenario[],
  baseResult: ScenarioResult,
  differences: readonly InputDifference[],
  options: ImpactOptions = {},
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const base = scenarios[0];
  for (const d of differences) {
    const moved = new Set<string>();
    const segs = splitPath(d.path);
    if (segs && (segs[0] !== 'name' && segs[0] !== 'notes')) {
      for (let j = 1; j < d.values.length; j++) {
        if (Object.is(d.values[j], d.values[0])) continue;
        const doc = withLeaf(base, segs, d.values[j]);
        if (doc === null) continue;
        const solve = options.portfolioSolver !== undefined && base.portfolio !== undefined && PLAN_INPUTS.has(String(segs[0]));
        try {
          const run = runScenario(doc, { skipUncertainty: true, ...(solve ? { portfolioSolver: options.portfolioSolver } : {}) });
          if (!run.ok) continue;
          const result = solve ? run.result : { ...run.result, portfolio: baseResult.portfolio };
          for (const k of movedKeys(baseResult, result)) moved.add(k);
        } catch {
          // Not appliable alone: counted as moving nothing.
        }
      }
    }
    out.set(d.path, [...moved]);
  }
  return out;
}

/**
 * The impacts of every input that differs between `scenarios` (2–4, loaded), in diffInputs order:
 * `baseResult` is the first scenario's result (with its demand plan solved when it has one and a
 * solver is given). Tens of evaluations, a few ms each, plus one solve per differing plan input.
 */
export function compareImpacts(scenarios: readonly Scenario[], baseResult: ScenarioResult, options: ImpactOptions = {}): DifferenceImpact[] {
  const differences = diffInputs(scenarios);
  const map = differenceImpacts(scenarios, baseResult, differences, options);
  return differences.map((d) => ({ path: d.path, moves: map.get(d.path) ?? [] }));
}
