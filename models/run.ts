// The one path from a scenario to its results: JSON text or parsed data in, the loaded scenario,
// the document as written and every section's results out — or every problem found. The app's
// worker, its compare page, the CLI and the report all call this; nothing else loads and
// evaluates. `result` is whatever evaluateScenario returns, passed along whole, so a new output
// section reaches every caller without a change here.
import { evaluateScenario, type EvaluateOptions, type ScenarioResult } from './evaluate';
import { loadScenario, parseScenarioJson, type LoadOptions } from './scenario/load';
import type { Scenario, ScenarioIssue } from './scenario/types';

export type LoadedScenario =
  | {
      ok: true;
      scenario: Scenario;
      /** The document as read (after migration): unknown fields and what was left to defaults. */
      raw: unknown;
      /** The file's version when it was migrated, else null. */
      migratedFrom: number | null;
    }
  | { ok: false; issues: ScenarioIssue[] };

export type RunOutcome =
  | (Extract<LoadedScenario, { ok: true }> & { result: ScenarioResult; leftOut?: LeftOut })
  | Extract<LoadedScenario, { ok: false }>;

/**
 * Sections evaluated without (partial evaluation): the optional sections whose fields have issues,
 * left out so that the rest of the plan still shows, with the issues that left them out.
 */
export interface LeftOut {
  sections: string[];
  issues: ScenarioIssue[];
}

/** Options of the evaluation; `raw` always comes from the input itself. */
export type RunOptions = Omit<EvaluateOptions, 'raw'> &
  LoadOptions & {
    /**
     * Evaluate what does not depend on a broken optional section (the app): when every issue lies
     * in optional sections, those are left out and the rest is evaluated (`leftOut` says which and why).
     * Off by default: the CLI refuses a file with any issue.
     */
    partial?: boolean;
  };

/**
 * Optional sections a plan can be evaluated without (model: Outputs: each section's results need
 * only its own inputs and those of the sections it reads: site, node, workload). Dropping one can
 * break a section that reads it (an investment priced from a market generation, uncertainty over
 * investment inputs): those are left out in turn.
 */
const DROPPABLE: ReadonlySet<string> = new Set(['market', 'investment', 'rentVsBuy', 'sizing', 'quotes', 'workload', 'portfolio', 'fleetPlan', 'uncertainty']);
/** Sections that go with a left-out one: the quotes are measured against the workload. */
const GOES_WITH: Readonly<Record<string, string>> = { workload: 'quotes' };

function topSection(path: string): string {
  const m = /^[^.[]*/.exec(path);
  return m ? m[0] : '';
}

/** The document without its broken optional sections, loaded; undefined when an issue is elsewhere. */
function loadWithout(input: unknown, first: ScenarioIssue[], options: LoadOptions): { loaded: Extract<LoadedScenario, { ok: true }>; leftOut: LeftOut } | undefined {
  let data: unknown = input;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data.charCodeAt(0) === 0xfeff ? data.slice(1) : data);
    } catch {
      return undefined;
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const doc: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  const leftOut: LeftOut = { sections: [], issues: [] };
  let issues = first;
  // Each pass leaves out at least one more section, so this ends within DROPPABLE.size passes.
  for (let pass = 0; pass <= DROPPABLE.size; pass += 1) {
    const sections = [...new Set(issues.map((i) => topSection(i.path)))];
    if (sections.some((s) => !DROPPABLE.has(s) || !Object.hasOwn(doc, s))) return undefined;
    for (const s of sections) if (Object.hasOwn(GOES_WITH, s) && Object.hasOwn(doc, GOES_WITH[s]) && !sections.includes(GOES_WITH[s])) sections.push(GOES_WITH[s]);
    for (const s of sections) delete doc[s];
    leftOut.sections.push(...sections);
    leftOut.issues.push(...issues);
    const loaded = readScenario(doc, options);
    if (loaded.ok) return { loaded, leftOut };
    issues = loaded.issues;
  }
  return undefined;
}

/** The first half of the path (for `validate`): text is parsed as JSON, anything else loaded as data. */
export function readScenario(input: unknown, options: LoadOptions = {}): LoadedScenario {
  const loaded = typeof input === 'string' ? parseScenarioJson(input, options) : loadScenario(input, options);
  if (!loaded.ok) return { ok: false, issues: loaded.issues };
  return { ok: true, scenario: loaded.scenario, raw: loaded.raw, migratedFrom: loaded.migratedFrom ?? null };
}

/**
 * Loads and evaluates one scenario. Bad input gives `{ ok: false, issues }`; it throws only when
 * the engine itself fails on a document the loader accepted.
 */
export function runScenario(input: unknown, options: RunOptions = {}): RunOutcome {
  const { migrations, partial, ...evaluate } = options;
  const loadOptions = migrations ? { migrations } : {};
  const loaded = readScenario(input, loadOptions);
  if (loaded.ok) return { ...loaded, result: evaluateScenario(loaded.scenario, { ...evaluate, raw: loaded.raw }) };
  const without = partial ? loadWithout(input, loaded.issues, loadOptions) : undefined;
  if (!without) return loaded;
  const result = evaluateScenario(without.loaded.scenario, { ...evaluate, raw: without.loaded.raw });
  return { ...without.loaded, result, leftOut: without.leftOut };
}
