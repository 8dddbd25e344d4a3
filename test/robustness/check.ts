// What "handled as specified" means for a case, shared by every entry point of the corpus.
//
// - No exception escapes and the call returns within its time limit.
// - A refusal is a non-empty list of issues; every issue has a path (a dotted field path, or "" for
//   the whole file) and a message in English and Chinese; a message with a path starts with that
//   path ("site.pue: …"), one without says what is wrong with the whole file.
// - Where the case names a field, an issue with that path (or one below it) exists.
// - An accepted input gives results without NaN or Infinity anywhere.
// - No built-in prototype gained a property.

export type EntryPointName = 'loader' | 'engine' | 'expression' | 'form' | 'catalogue' | 'backup' | 'cli';

export type Expectation =
  /** Refused, with an issue whose path equals `path` or starts with `path` followed by "." or "[". */
  | { expect: 'issues'; path?: string; messageIncludes?: string }
  /** Accepted; the output holds no NaN or Infinity. */
  | { expect: 'ok' }
  /** Either, as long as it is one of the two well-formed answers (fuzzed inputs). */
  | { expect: 'either' };

export interface CaseReport {
  entry: EntryPointName;
  id: string;
  handled: boolean;
  /** Why the case was not handled as specified (empty when it was). */
  problems: string[];
  ms: number;
}

export function report(entry: EntryPointName, id: string, problems: string[], ms: number): CaseReport {
  return { entry, id, handled: problems.length === 0, problems, ms };
}

/** A problem when a call took longer than its limit (the corpus's hang detector). */
export function slow(ms: number, limit: number): string[] {
  return ms > limit ? [`took ${Math.round(ms)} ms (limit ${limit} ms)`] : [];
}

export interface IssueLike {
  path: unknown;
  message: unknown;
}

/** The label a message may name its field by instead of its path (e.g. a backup's parts), or null. */
export type FieldLabel = (path: string, lang: 'en' | 'zh-CN') => string | null;

/** Does the message start by naming its field: its path, or (given `labelOf`) its label? */
function namesField(path: string, m: { en: string; 'zh-CN': string }, labelOf?: FieldLabel): boolean {
  if (m.en.startsWith(`${path}: `) && m['zh-CN'].startsWith(`${path}：`)) return true;
  const en = labelOf?.(path, 'en');
  const zh = labelOf?.(path, 'zh-CN');
  return Boolean(en && zh && m.en.startsWith(`${en}: `) && m['zh-CN'].startsWith(`${zh}：`));
}

/** Problems with the shape of an issue list (empty when every issue is well formed). */
export function issueShapeProblems(issues: unknown, labelOf?: FieldLabel): string[] {
  if (!Array.isArray(issues)) return ['issues is not a list'];
  if (issues.length === 0) return ['refused with an empty issue list'];
  const problems: string[] = [];
  for (const issue of issues as IssueLike[]) {
    if (problems.length >= 3) break;
    if (typeof issue !== 'object' || issue === null) {
      problems.push('an issue is not an object');
      continue;
    }
    const { path, message } = issue;
    if (typeof path !== 'string') {
      problems.push(`an issue has no path (${JSON.stringify(issue).slice(0, 120)})`);
      continue;
    }
    const m = message as { en?: unknown; 'zh-CN'?: unknown } | null;
    if (!m || typeof m.en !== 'string' || typeof m['zh-CN'] !== 'string' || m.en.trim() === '' || m['zh-CN'].trim() === '') {
      problems.push(`issue at "${path}" lacks an English or Chinese message`);
      continue;
    }
    if (path !== '' && !namesField(path, m as { en: string; 'zh-CN': string }, labelOf)) {
      problems.push(`message does not name its field "${path}": ${m.en.slice(0, 120)}`);
    }
    if (/\bat .+:\d+:\d+\)?$/m.test(m.en)) problems.push(`message carries a stack trace: ${m.en.slice(0, 120)}`);
  }
  return problems;
}

/** True when `path` is `want` or a field below it (`want.x`, `want[0]`). */
export function pathMatches(path: string, want: string): boolean {
  return path === want || path.startsWith(`${want}.`) || path.startsWith(`${want}[`);
}

/** Problems of a loader-style answer against an expectation. */
export function loadAnswerProblems(
  answer: { ok: boolean; issues?: unknown; scenario?: unknown },
  expectation: Expectation,
  nonFinite: (v: unknown) => string[],
  labelOf?: FieldLabel,
): string[] {
  if (answer.ok) {
    if (expectation.expect === 'issues') return [`accepted, expected an issue${expectation.path !== undefined ? ` at "${expectation.path}"` : ''}`];
    const bad = nonFinite(answer.scenario);
    return bad.length > 0 ? [`accepted scenario holds ${bad.join(', ')}`] : [];
  }
  const problems = issueShapeProblems(answer.issues, labelOf);
  if (expectation.expect === 'ok') {
    const first = Array.isArray(answer.issues) ? (answer.issues as IssueLike[]).slice(0, 2).map((i) => (i.message as { en: string }).en) : [];
    problems.unshift(`refused, expected ok: ${first.join(' | ').slice(0, 300)}`);
  } else if (expectation.expect === 'issues' && Array.isArray(answer.issues)) {
    const issues = answer.issues as IssueLike[];
    if (expectation.path !== undefined && !issues.some((i) => typeof i.path === 'string' && pathMatches(i.path, expectation.path!))) {
      problems.push(`no issue at "${expectation.path}" (got: ${issues.slice(0, 4).map((i) => JSON.stringify(i.path)).join(', ')})`);
    }
    if (expectation.messageIncludes !== undefined && !issues.some((i) => String((i.message as { en?: string })?.en).includes(expectation.messageIncludes!))) {
      problems.push(`no message includes "${expectation.messageIncludes}"`);
    }
  }
  return problems;
}

export interface EntrySummary {
  tried: number;
  handled: number;
}

/** Per entry point: how many cases were tried and how many were handled as specified. */
export function summarize(reports: readonly CaseReport[]): Record<EntryPointName, EntrySummary> {
  const out: Record<EntryPointName, EntrySummary> = {
    loader: { tried: 0, handled: 0 },
    engine: { tried: 0, handled: 0 },
    expression: { tried: 0, handled: 0 },
    form: { tried: 0, handled: 0 },
    catalogue: { tried: 0, handled: 0 },
    backup: { tried: 0, handled: 0 },
    cli: { tried: 0, handled: 0 },
  };
  for (const r of reports) {
    out[r.entry].tried++;
    if (r.handled) out[r.entry].handled++;
  }
  return out;
}
