// The robustness corpus: bad inputs for every entry point (loader, engine, expression, catalogue,
// CLI), each with the handling it must get, and the runner that checks it (see check.ts).
// Used by `npm run test:robustness` (scripts/robustness.ts), a step of `npm test` that runs
// every case with its time limit (a unit-test copy of the smaller corpus ran the same cases twice).
// First: Dexie reads the indexedDB global when its module loads (the backup cases use a database).
import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import { formatCsv, formatRentVsBuyCsv, formatSizingCsv, formatTable } from '../../cli/format';
import { CATALOGUE, mergeCatalogueWithReport } from '../../models/catalogue';
import { evaluateScenario } from '../../models/evaluate';
import { compileMonthExpression } from '../../models/expression';
import type { LoadResult, ScenarioIssue } from '../../models/scenario';
import { loadScenario, parseScenarioJson } from '../../models/scenario';
import { LIMITS } from '../../models/scenario/limits';
import type { CaseReport, EntryPointName, Expectation } from './check';
import { loadAnswerProblems, report, slow } from './check';
import { catalogueProblems } from './catalogue-invariants';
import type { CatalogueCase } from './corpus-catalogue';
import { catalogueCases } from './corpus-catalogue';
import { cliCases } from './corpus-cli';
import type { EngineCase } from './corpus-engine';
import { engineCases } from './corpus-engine';
import type { ExpressionCase } from './corpus-expression';
import { expressionCases } from './corpus-expression';
import type { LoaderCase } from './corpus-loader';
import { loaderCases } from './corpus-loader';
import { CLI_CONCURRENCY, inParallel, runCliCase } from './run-cli';
import type { FormCase } from './corpus-form';
import { formCases } from './corpus-form';
import { editorMessages } from '../../src/present/messages';
import { inputErrorText } from '../../src/editor/input-error-text';
import { parseFieldInput } from '../../src/editor/unit-input';
import { setIn } from '../../src/store/path';
import { renameGeneration } from '../../src/store/doc-edits';
import { issueShapeProblems, pathMatches } from './check';
import type { BackupCase } from './corpus-backup';
import { backupCases, sampleBackupData } from './corpus-backup';
import { checkBackupText, readBackupData, restoreBackup, type BackupCheck, type BackupData } from '../../src/storage/backup';
import { backupPartLabel } from '../../src/storage/backup-issue-words';
import { createGpuplanDb, type GpuplanDb } from '../../src/storage/db';
import { colo, describeError, fingerprint, fleet, nonFinitePaths, lender, planned, scenarioPlan, prototypeChanges, prototypeSnapshot, sizingSection, timed, uncertain, withValue } from './support';

export { backupCases, catalogueCases, cliCases, engineCases, expressionCases, formCases, loaderCases, runCliCase };

const DEFAULT_MAX_MS = 2000;

/** Every entry point, in the order they run and print. */
export const ENTRY_POINTS: readonly EntryPointName[] = ['loader', 'engine', 'expression', 'form', 'catalogue', 'backup', 'cli'];
/** Monte Carlo trials for engine cases: enough to run every code path, few enough to be quick. */
const ENGINE_TRIALS = 32;

/**
 * parseScenarioJson on the text (or loadScenario on the case's data); for JSON that parses,
 * loadScenario on the data must not change it.
 */
export function runLoaderCase(c: LoaderCase): CaseReport {
  const before = prototypeSnapshot();
  if (c.data !== undefined) return runLoaderDataCase(c, before);
  const r = timed(() => parseScenarioJson(c.text));
  const problems: string[] = [];
  if (r.error !== undefined) problems.push(`threw ${describeError(r.error)}`);
  else problems.push(...loadAnswerProblems(r.value as LoadResult, c.expect, nonFinitePaths));
  problems.push(...slow(r.ms, c.maxMs ?? DEFAULT_MAX_MS));
  if (c.text.length < 1_000_000) problems.push(...inputUnchanged(c.text));
  problems.push(...prototypeChanges(before));
  return report('loader', c.id, problems, r.ms);
}

function runLoaderDataCase(c: LoaderCase, before: Map<string, string[]>): CaseReport {
  const r = timed(() => loadScenario(c.data));
  const problems: string[] = [];
  if (r.error !== undefined) problems.push(`threw ${describeError(r.error)}`);
  else problems.push(...loadAnswerProblems(r.value as LoadResult, c.expect, nonFinitePaths));
  problems.push(...slow(r.ms, c.maxMs ?? DEFAULT_MAX_MS), ...prototypeChanges(before));
  return report('loader', c.id, problems, r.ms);
}

function inputUnchanged(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const was = fingerprint(data);
  const r = timed(() => loadScenario(data));
  if (r.error !== undefined) return [`loadScenario(data) threw ${describeError(r.error)}`];
  return fingerprint(data) === was ? [] : ['loadScenario changed the document it was given'];
}

/**
 * Load (must be accepted: other docs are no engine case), evaluate, and print as the CLI's --table
 * and --csv do; null when the loader refuses the document.
 */
export function runEngineCase(c: EngineCase): CaseReport | null {
  const loaded = loadScenario(c.doc);
  if (!loaded.ok) return null;
  const before = prototypeSnapshot();
  const r = timed(() => evaluateScenario(loaded.scenario, { raw: loaded.raw, trials: ENGINE_TRIALS }));
  const problems: string[] = [];
  if (r.error !== undefined) problems.push(`threw ${describeError(r.error)}`);
  else {
    const bad = nonFinitePaths(r.value);
    if (bad.length > 0) problems.push(`result holds ${bad.join(', ')}`);
    if (r.value?.horizonMonths !== loaded.scenario.horizonMonths) problems.push('result lacks its horizon');
    if (loaded.scenario.uncertainty && loaded.scenario.investment && !r.value?.uncertainty) problems.push('no uncertainty result');
    // What `gpuplan evaluate --table / --csv` prints from it.
    for (const [name, print] of [
      ['--table', () => formatTable(r.value!, 'en')],
      ['--csv', () => formatCsv(r.value!, false)],
      ['--csv --part rent-vs-buy', () => formatRentVsBuyCsv(r.value!, false)],
      ['--csv --part sizing', () => formatSizingCsv(r.value!, false)],
    ] as const) {
      const printed = timed(print);
      if (printed.error !== undefined) problems.push(`${name} threw ${describeError(printed.error)}`);
      else if (/\b(NaN|undefined|Infinity)\b/.test(printed.value!)) problems.push(`${name} prints ${/.{0,40}\b(NaN|undefined|Infinity)\b/.exec(printed.value!)?.[0]}`);
    }
  }
  problems.push(...slow(r.ms, DEFAULT_MAX_MS), ...prototypeChanges(before));
  return report('engine', c.id, problems, r.ms);
}

const LAST_MONTH = LIMITS.maxHorizonMonths;

/**
 * compileMonthExpression, then every month 0..240; the same source through the loader (as the price
 * expression of a 240-month scenario) must be refused at its field, or accepted and evaluated.
 */
export function runExpressionCase(c: ExpressionCase): CaseReport {
  const before = prototypeSnapshot();
  const problems: string[] = [];
  let largest = -Infinity;
  const r = timed((): 'ok' | 'error' => {
    const compiled = compileMonthExpression(c.src);
    if (!compiled.ok) {
      problems.push(...bilingualProblems(compiled.error));
      return 'error';
    }
    for (let m = 0; m <= LAST_MONTH; m++) {
      const v = compiled.evaluate(m);
      if (!v.ok) {
        problems.push(...bilingualProblems(v.error));
        const threw = timed(() => compiled.fn(m));
        if (!(threw.error instanceof Error)) problems.push(`fn(${m}) did not throw an Error`);
        return 'error';
      }
      if (!Number.isFinite(v.value)) problems.push(`evaluate(${m}) gave ${v.value}`);
      largest = Math.max(largest, v.value);
    }
    return 'ok';
  });
  if (r.error !== undefined) problems.push(`threw ${describeError(r.error)}`);
  const outcome = r.value ?? 'error';
  if (outcome !== c.expect) problems.push(`expected ${c.expect}, got ${outcome}`);
  problems.push(...slow(r.ms, 250));
  // Through the loader and the engine.
  const field = 'market.generations[0].priceExpression';
  const doc = withValue(withValue(colo(), ['horizonMonths'], LAST_MONTH), ['market', 'generations', 0, 'priceExpression'], c.src);
  const expectation: Expectation = outcome === 'error' || largest > LIMITS.maxPricePerGPUHour ? { expect: 'issues', path: field } : { expect: 'ok' };
  const loaded = timed(() => loadScenario(doc));
  if (loaded.error !== undefined) problems.push(`loader threw ${describeError(loaded.error)}`);
  else {
    const answer = loaded.value as LoadResult;
    problems.push(...loadAnswerProblems(answer, expectation, nonFinitePaths).map((p) => `loader: ${p}`));
    if (answer.ok) {
      const evaluated = timed(() => evaluateScenario(answer.scenario, { raw: answer.raw }));
      if (evaluated.error !== undefined) problems.push(`engine threw ${describeError(evaluated.error)}`);
      else {
        const bad = nonFinitePaths(evaluated.value);
        if (bad.length > 0) problems.push(`engine result holds ${bad.join(', ')}`);
      }
    }
  }
  problems.push(...prototypeChanges(before));
  return report('expression', c.id, problems, r.ms);
}

function bilingualProblems(e: unknown): string[] {
  const m = e as { en?: unknown; 'zh-CN'?: unknown } | null;
  if (!m || typeof m.en !== 'string' || typeof m['zh-CN'] !== 'string' || m.en === '' || m['zh-CN'] === '') return ['error without an English and Chinese message'];
  if (m.en.length > 2000) return [`error message of ${m.en.length} characters`];
  return [];
}

const CATALOGUE_BEFORE = JSON.stringify(CATALOGUE);
const AS_OF = '2026-12-01';

/** mergeCatalogueWithReport; the base must stay as it was and the merged catalogue valid. */
export function runCatalogueCase(c: CatalogueCase): CaseReport {
  const before = prototypeSnapshot();
  const r = timed(() => mergeCatalogueWithReport(CATALOGUE, c.overrides as Parameters<typeof mergeCatalogueWithReport>[1], AS_OF));
  const problems: string[] = [];
  if (r.error !== undefined) problems.push(`threw ${describeError(r.error)}`);
  else {
    const { catalogue, ignored, issues } = r.value!;
    problems.push(...catalogueProblems(catalogue).slice(0, 3));
    // The same report as bilingual issues, each naming its path (what the catalogue page shows).
    if (issues.length !== ignored.length || issues.some((i, k) => i.message.en !== ignored[k])) problems.push('issues do not mirror the ignored list');
    if (issues.length > 0) problems.push(...issueShapeProblems(issues));
    for (const line of ignored.slice(0, 50)) {
      if (!/^\S.*?: \S/.test(line)) problems.push(`report line without "path: reason": ${line.slice(0, 100)}`);
      if (line.length > 500) problems.push(`report line of ${line.length} characters`);
    }
    const e = c.expect;
    if (e.expect === 'ignored' && !ignored.some((line) => line.startsWith(e.path))) {
      problems.push(`nothing ignored at "${e.path}" (got: ${ignored.slice(0, 3).join(' | ').slice(0, 300)})`);
    }
    if (e.expect === 'applied') {
      if (ignored.length > 0) problems.push(`ignored: ${ignored.slice(0, 3).join(' | ').slice(0, 300)}`);
      let node: unknown = catalogue;
      for (const seg of e.at) node = node !== null && typeof node === 'object' && Object.hasOwn(node, seg) ? (node as Record<string, unknown>)[seg] : undefined;
      const leaf = node as { value?: unknown; source?: unknown } | undefined;
      if (!leaf || !isDeepStrictEqual(leaf.value, e.value) || leaf.source !== 'user') {
        problems.push(`value at ${e.at.join('.')} is ${String(JSON.stringify(leaf)).slice(0, 120)}, expected ${JSON.stringify(e.value)} from the user`);
      }
    }
  }
  if (JSON.stringify(CATALOGUE) !== CATALOGUE_BEFORE) problems.push('the base catalogue changed');
  problems.push(...slow(r.ms, c.maxMs ?? DEFAULT_MAX_MS), ...prototypeChanges(before));
  return report('catalogue', c.id, problems, r.ms);
}

/** With a sizing section (docs/model.md › Sizing), so the sizing form fields have a section to go into. */
// Every section the editor has a field for, the demand plan included (its fields need the plan's other fields).
const FORM_BASE = (() => {
  const base = uncertain();
  // docs/model.md › Investment › Covenant and DSCR: the lender example's renewal and exit, so their fields have a complete sub-section to go into.
  const { renewal, exit } = lender().investment as Record<string, unknown>;
  return { ...base, investment: { ...(base.investment as Record<string, unknown>), renewal, exit }, sizing: sizingSection(), portfolio: planned().portfolio };
})();
// The v4 form groups go into the worked examples that have their whole section: a fleet's tranches,
// resale curve, debt sizing and fleet plan into the fleet example; growth, fixed commitments,
// scenarios and the risk weights into the demand-scenarios example.
const FLEET_GROUPS = new Set<string>(['tranche', 'resalePoint', 'debtSizing', 'fleetPlan', 'fleetCandidate', 'fleetExisting']);
const SCENARIO_GROUPS = new Set<string>(['growth', 'fixedCommitment', 'demandScenario', 'portfolioRisk']);
const FORM_BASE_FLEET = fleet();
const FORM_BASE_SCENARIOS = scenarioPlan();
const formBase = (group: string) => (FLEET_GROUPS.has(group) ? FORM_BASE_FLEET : SCENARIO_GROUPS.has(group) ? FORM_BASE_SCENARIOS : FORM_BASE);
const EDITOR_EN = editorMessages('en');
const EDITOR_ZH = editorMessages('zh-CN');

/**
 * What the editor does with typed text: parse it (a refusal shows a reason in both languages and
 * leaves the document alone), else set it at the field's path and load the document (accepted with
 * finite results, or refused with an issue at that field).
 */
export function runFormCase(c: FormCase): CaseReport {
  const before = prototypeSnapshot();
  const problems: string[] = [];
  const r = timed(() => {
    let value: unknown;
    if (c.format) {
      const parsed = parseFieldInput(c.text, c.format, c.optional);
      if (!parsed.ok) {
        for (const text of [inputErrorText(EDITOR_EN, parsed.error), inputErrorText(EDITOR_ZH, parsed.error)]) {
          if (text.trim() === '' || text.includes('{{') || text.length > 300) problems.push(`refusal text ${JSON.stringify(text.slice(0, 80))}`);
        }
        return;
      }
      value = parsed.value;
      if (value !== undefined) {
        if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`parsed to ${String(value)}`);
        else {
          if (c.format.kind === 'number' && c.format.integer && !Number.isInteger(value)) problems.push(`integer field took ${value}`);
          const negativeOk = c.format.kind !== 'power' && c.format.allowNegative === true;
          if (value < 0 && !negativeOk) problems.push(`non-negative field took ${value}`);
        }
      } else if (!c.optional) problems.push('a required field was emptied');
    } else {
      value = c.text === '' && c.optional ? undefined : c.text;
    }
    // A generation's id is renamed with its references, as the market section does.
    const doc =
      c.group === 'generation' && c.key === 'id' ? renameGeneration(FORM_BASE, 0, typeof value === 'string' ? value : '') : setIn(formBase(c.group), c.path, value);
    const loaded = loadScenario(doc);
    if (loaded.ok) {
      const result = evaluateScenario(loaded.scenario, { raw: loaded.raw, skipUncertainty: true });
      const bad = nonFinitePaths(result);
      if (bad.length > 0) problems.push(`result holds ${bad.join(', ')}`);
      return;
    }
    problems.push(...issueShapeProblems(loaded.issues));
    // Named at its path, or by a cross-check at another field whose message names it (by path, or
    // by key on a sibling field: "quotes[0].promoPrice: is required when promoGPUHours > 0", or by
    // key on the list the field is in).
    const parent = c.path.slice(0, c.path.length - c.key.length);
    const names = (i: ScenarioIssue) =>
      pathMatches(i.path, c.path) ||
      i.message.en.includes(c.path) ||
      (i.path.startsWith(parent) && new RegExp(`\\b${c.key}\\b`).test(i.message.en)) ||
      // A rule on the list the field is in, naming the field ("portfolio.profile: shares must add up to 100 %").
      (c.path.startsWith(`${i.path}[`) && new RegExp(`\\b${c.key}`).test(i.message.en));
    if (!loaded.issues.some(names)) {
      problems.push(`refused without naming ${c.path}: ${loaded.issues.slice(0, 2).map((i) => i.message.en).join(' | ').slice(0, 200)}`);
    }
  });
  if (r.error !== undefined) problems.push(`threw ${describeError(r.error)}`);
  problems.push(...slow(r.ms, 250), ...prototypeChanges(before));
  return report('form', c.id, problems, r.ms);
}

/** A database of its own, holding a user's data (sampleBackupData) between cases. */
let backupDb: GpuplanDb | null = null;
let seedPrint = '';

async function seededDb(): Promise<GpuplanDb> {
  if (!backupDb) {
    backupDb = createGpuplanDb('gpuplan-robustness');
    await backupDb.delete();
    await backupDb.open();
    await restoreBackup(sampleBackupData(), backupDb);
    seedPrint = fingerprint(await readBackupData(backupDb));
  }
  return backupDb;
}

/** What restoring an accepted backup must give: the same records, read back. */
function restoredProblems(data: BackupData, back: BackupData): string[] {
  const problems: string[] = [];
  for (const table of ['scenarios', 'versions', 'quotes', 'catalogueOverrides', 'settings'] as const) {
    if (back[table].length !== data[table].length) problems.push(`restored ${back[table].length} ${table} of ${data[table].length}`);
  }
  const ids = (list: readonly { id?: unknown }[]) => list.map((r) => r.id).sort().join(',');
  if (ids(back.scenarios) !== ids(data.scenarios)) problems.push('restored scenario ids differ');
  const docs = new Map(data.scenarios.map((s) => [s.id, fingerprint(s.doc)]));
  if (back.scenarios.some((s) => docs.get(s.id) !== fingerprint(s.doc))) problems.push('a restored document differs');
  return problems;
}

/**
 * checkBackupText on the file; a refused file leaves the database as it was (and names the field);
 * an accepted one is restored and read back (then the user's data is put back for the next case).
 */
export async function runBackupCase(c: BackupCase): Promise<CaseReport> {
  const database = await seededDb();
  const before = prototypeSnapshot();
  const problems: string[] = [];
  const t0 = performance.now();
  let check: BackupCheck | undefined;
  try {
    check = await checkBackupText(c.text);
  } catch (e) {
    problems.push(`threw ${describeError(e)}`);
  }
  let ms = performance.now() - t0;
  if (check) {
    // A backup's problems name the part of the file by its labels (backup-issue-words.ts), the path kept on the issue.
    problems.push(...loadAnswerProblems(check.ok ? { ok: true } : { ok: false, issues: check.issues }, c.expect, nonFinitePaths, backupPartLabel));
    if (check.ok) {
      const t1 = performance.now();
      try {
        await restoreBackup(check.data, database);
        ms += performance.now() - t1;
        problems.push(...restoredProblems(check.data, await readBackupData(database)));
      } catch (e) {
        problems.push(`restore threw ${describeError(e)}`);
      }
      await restoreBackup(sampleBackupData(), database);
    }
    if (fingerprint(await readBackupData(database)) !== seedPrint) {
      problems.push('the stored data changed');
      await restoreBackup(sampleBackupData(), database);
    }
  }
  problems.push(...slow(ms, c.maxMs ?? DEFAULT_MAX_MS), ...prototypeChanges(before));
  return report('backup', c.id, problems, ms);
}

/** Runs backup cases one after another (they share the database). */
export async function runBackupCases(cases: readonly BackupCase[]): Promise<CaseReport[]> {
  const out: CaseReport[] = [];
  for (const c of cases) {
    try {
      out.push(await runBackupCase(c));
    } catch (e) {
      out.push(report('backup', c.id, [`harness error: ${describeError(e)}`], 0));
    }
  }
  return out;
}

export interface CorpusOptions {
  entries?: readonly EntryPointName[];
  scale?: 'quick' | 'full';
  /** Called after each entry point with its reports (for progress output). */
  onEntry?: (entry: EntryPointName, reports: CaseReport[], ms: number) => void;
}

/** Run the corpus of the chosen entry points (all by default). */
export async function runCorpus(options: CorpusOptions = {}): Promise<CaseReport[]> {
  const entries = options.entries ?? ENTRY_POINTS;
  const all: CaseReport[] = [];
  for (const entry of entries) {
    const t0 = performance.now();
    const reports = await runEntry(entry, options.scale ?? 'full');
    options.onEntry?.(entry, reports, performance.now() - t0);
    all.push(...reports);
  }
  return all;
}

/** A checker that throws is a harness failure, reported on the case rather than ending the run. */
function guarded<C extends { id: string }>(entry: EntryPointName, run: (c: C) => CaseReport | null) {
  return (c: C): CaseReport | null => {
    try {
      return run(c);
    } catch (e) {
      return report(entry, c.id, [`harness error: ${describeError(e)}`], 0);
    }
  };
}

function present(r: CaseReport | null): r is CaseReport {
  return r !== null;
}

async function runEntry(entry: EntryPointName, scale: 'quick' | 'full'): Promise<CaseReport[]> {
  switch (entry) {
    case 'loader':
      return loaderCases().map(guarded(entry, runLoaderCase)).filter(present);
    case 'engine':
      return engineCases({ scale }).map(guarded(entry, runEngineCase)).filter(present);
    case 'expression':
      return expressionCases().map(guarded(entry, runExpressionCase)).filter(present);
    case 'catalogue':
      return catalogueCases().map(guarded(entry, runCatalogueCase)).filter(present);
    case 'form':
      return formCases().map(guarded(entry, runFormCase)).filter(present);
    case 'backup':
      return runBackupCases(await backupCases({ huge: scale === 'full' }));
    case 'cli':
      // In-process cases share this thread; process cases run two at a time beside them.
      return inParallel(cliCases(), CLI_CONCURRENCY, runCliCase);
  }
}

