// The `gpuplan` CLI on bad files and bad arguments: exit 2 with every problem on stderr naming its
// field (or flag), never exit 1 ("internal error") or a stack trace. Cases marked `process` run
// `node bin/gpuplan.mjs` as a user does (the bundle, real files); the rest call cli/main.ts's
// main() in-process with the files in memory (the same code, without ~1 s of Node start-up each).
import { colo, copy, kitchenSink, uncertain, withValue } from './support';
import { upV1ToV2 } from '../../models/scenario/migrate';

export interface CliCase {
  id: string;
  /** Files written to a scratch folder before the run; `{file}` in args names the first one. */
  files: { name: string; content: string | Buffer }[];
  args: string[];
  exit: 0 | 2;
  /** Text stderr must contain (a field path, a flag). */
  stderrIncludes?: string[];
  maxMs?: number;
  /** Run as a separate process (else in-process). */
  process?: true;
}

function json(doc: unknown): string {
  return JSON.stringify(doc);
}

export function cliCases(): CliCase[] {
  const base = colo();
  const one = (name: string, content: string | Buffer) => [{ name, content }];
  const { site: _site, investment: _inv, rentVsBuy: _rvb, ...rest } = base as Record<string, unknown>;
  const rentOnly = { ...upV1ToV2(rest), version: 2 };
  const big = 10 * 1024 * 1024;
  return [
    { id: 'valid example', process: true, files: one('ok.gpuplan.json', json(base)), args: ['validate', '{file}'], exit: 0 },
    // docs/model.md › Capacity › Plans without a site: plans without a site.
    { id: 'v2 rent-only plan without site', files: one('rent.json', json(rentOnly)), args: ['evaluate', '{file}', '--table'], exit: 0 },
    { id: 'v2 rent-only plan without site (csv)', files: one('rent.json', json(rentOnly)), args: ['evaluate', '{file}', '--csv', '--quotes'], exit: 0 },
    { id: 'v2 investment without site', files: one('inv.json', json({ ...rentOnly, investment: base.investment })), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['site: is required'] },
    { id: 'v2 investment without site (zh-CN)', files: one('inv.json', json({ ...rentOnly, investment: base.investment })), args: ['validate', '{file}', '--lang', 'zh-CN'], exit: 2, stderrIncludes: ['site：'] },
    { id: 'v1 without site', files: one('v1.json', json({ ...rentOnly, version: 1 })), args: ['validate', '{file}'], exit: 2, stderrIncludes: ['site: is required in a version-1 file'] },
    { id: 'empty file', process: true, files: one('empty.json', ''), args: ['validate', '{file}'], exit: 2, stderrIncludes: ['empty'] },
    { id: 'malformed JSON', process: true, files: one('bad.json', '{"format": '), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['not valid JSON'] },
    { id: 'binary file', process: true, files: one('bin.json', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131) % 256))), args: ['evaluate', '{file}'], exit: 2 },
    { id: 'UTF-16 file', files: one('u16.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json(base), 'utf16le')])), args: ['validate', '{file}'], exit: 2 },
    { id: 'top-level list', files: one('list.json', '[]'), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['JSON object'] },
    { id: 'pue out of range', process: true, files: one('pue.json', json(withValue(base, ['site', 'pue'], 0.8))), args: ['evaluate', '{file}', '--table'], exit: 2, stderrIncludes: ['site.pue'] },
    { id: 'pue out of range (zh-CN)', files: one('pue.json', json(withValue(base, ['site', 'pue'], 0.8))), args: ['validate', '{file}', '--lang', 'zh-CN'], exit: 2, stderrIncludes: ['site.pue：'] },
    { id: 'string for a number', files: one('str.json', json(withValue(base, ['quotes', 2, 'termMonths'], '12'))), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['quotes[2].termMonths'] },
    { id: 'Infinity from 1e400', files: one('inf.json', json(base).replace('"contractedMW":100', '"contractedMW":1e400')), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['site.contractedMW'] },
    { id: 'newer version', files: one('v9.json', json({ ...base, version: 9 })), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['version'] },
    { id: '__proto__ key', files: one('proto.json', json(base).replace('{', '{"__proto__":{"polluted":1},')), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['__proto__'] },
    { id: 'deep nesting in version 0', process: true, files: one('deep.json', `{"x":${'['.repeat(10_000)}${']'.repeat(10_000)},${json({ ...base, version: 0 }).slice(1)}`), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['nested more than'] },
    { id: 'expression fails beyond the horizon', process: true, files: one('expr.json', json(withValue(withValue(base, ['market', 'generations', 0, 'priceExpression'], '1/(m-100)'), ['quotes', 0, 'termMonths'], 120))), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['market.generations[0].priceExpression'] },
    { id: '10 MB notes', files: one('notes.json', json({ ...base, notes: 'x'.repeat(big) })), args: ['validate', '{file}'], exit: 2, stderrIncludes: ['notes'], maxMs: 30_000 },
    { id: '21 MB file', process: true, files: one('huge.json', json({ ...base, vendorData: 'y'.repeat(21 * 1024 * 1024) })), args: ['validate', '{file}'], exit: 2, stderrIncludes: ['larger than'], maxMs: 30_000 },
    { id: '10,000 quotes of 100 years', files: one('q.json', json({ ...base, quotes: Array.from({ length: 10_000 }, () => ({ ...(base.quotes as object[])[0], termMonths: 1200 })) })), args: ['evaluate', '{file}'], exit: 2, stderrIncludes: ['quotes:'], maxMs: 30_000 },
    { id: 'missing file', process: true, files: [], args: ['evaluate', 'no-such-file.gpuplan.json'], exit: 2, stderrIncludes: ['file not found'] },
    { id: 'a folder', files: [], args: ['evaluate', '.'], exit: 2, stderrIncludes: ['directory'] },
    { id: 'one good, one bad', files: [{ name: 'a.json', content: json(base) }, { name: 'b.json', content: '{' }], args: ['validate', '{file}', 'b.json'], exit: 2, stderrIncludes: ['b.json'] },
    { id: 'no command', files: [], args: ['frobnicate'], exit: 2, stderrIncludes: ['unknown command'] },
    { id: 'no file', files: [], args: ['evaluate'], exit: 2, stderrIncludes: ['needs at least one'] },
    { id: '--trials abc', process: true, files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--trials', 'abc'], exit: 2, stderrIncludes: ['--trials'] },
    { id: '--trials 0', files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--trials', '0'], exit: 2, stderrIncludes: ['--trials'] },
    { id: '--trials 1e3', files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--trials', '1e3'], exit: 2, stderrIncludes: ['--trials'] },
    { id: '--trials without a value', files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--trials'], exit: 2, stderrIncludes: ['--trials'] },
    { id: '--seed 99999999999', files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--seed', '99999999999'], exit: 2, stderrIncludes: ['--seed'] },
    { id: '--lang fr', files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--lang', 'fr'], exit: 2, stderrIncludes: ['--lang'] },
    { id: 'unknown option', files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--fast'], exit: 2, stderrIncludes: ['--fast'] },
    { id: 'two formats', files: one('ok.json', json(base)), args: ['evaluate', '{file}', '--csv', '--json'], exit: 2, stderrIncludes: ['--csv'] },
    { id: 'compare one file', files: one('ok.json', json(base)), args: ['compare', '{file}'], exit: 2, stderrIncludes: ['two'] },
    { id: 'compare two files', files: [{ name: 'a.json', content: json(base) }, { name: 'b.json', content: json(withValue(base, ['site', 'pue'], 1.2)) }], args: ['compare', '{file}', 'b.json'], exit: 0 },
    { id: 'compare a good and a bad file', files: [{ name: 'a.json', content: json(base) }, { name: 'b.json', content: json(withValue(base, ['node', 'gpusPerNode'], 8.5)) }], args: ['compare', '{file}', 'b.json', '--json'], exit: 2, stderrIncludes: ['node.gpusPerNode'] },
    { id: 'every optional part, --csv', files: one('k.json', json(kitchenSink())), args: ['evaluate', '{file}', '--csv', '--trials', '20'], exit: 0 },
    { id: 'negative seed with uncertainty', process: true, files: one('u.json', json(withValue(copy(uncertain()), ['uncertainty', 'trials'], 50))), args: ['evaluate', '{file}', '--seed', '-5', '--trials', '20', '--table'], exit: 0 },
  ];
}
