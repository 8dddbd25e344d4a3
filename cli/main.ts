// `gpuplan` command-line entry: evaluate, validate, compare and report scenario files.
// Exit status: 0 success, 2 invalid input (every problem on stderr), 1 internal error.
import { readFile } from 'node:fs/promises';
import { HELP, parseArgs, type Lang } from './args';
import { version } from '../package.json';
import type { Scenario, ScenarioIssue } from '../models/scenario/types';
import type { EvaluateOptions } from '../models/evaluate';

export interface CliIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readText: (file: string) => Promise<string>;
}

const defaultIo: CliIo = {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readText: (file) => readFile(file, 'utf8'),
};

/** Largest scenario file read (bytes of text); larger files are refused with a message. */
const MAX_FILE_CHARS = 20 * 1024 * 1024;

type Loaded = { file: string; ok: true; scenario: Scenario; raw: unknown } | { file: string; ok: false; issues: ScenarioIssue[] };

async function loadFile(file: string, io: CliIo): Promise<Loaded> {
  let text: string;
  try {
    text = await io.readText(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : `cannot read (${code ?? String(e)})`;
    return { file, ok: false, issues: [{ path: '', message: { en: reason, 'zh-CN': code === 'ENOENT' ? '文件不存在' : `无法读取（${code ?? String(e)}）` } }] };
  }
  if (text.length > MAX_FILE_CHARS) {
    return {
      file,
      ok: false,
      issues: [{ path: '', message: { en: `file is larger than ${MAX_FILE_CHARS / 1024 / 1024} MB`, 'zh-CN': `文件超过 ${MAX_FILE_CHARS / 1024 / 1024} MB` } }],
    };
  }
  // Loaded on demand so that --help and usage errors answer at once.
  const { parseScenarioJson } = await import('../models/scenario');
  const r = parseScenarioJson(text);
  return r.ok ? { file, ok: true, scenario: r.scenario, raw: r.raw } : { file, ok: false, issues: r.issues };
}

function printIssues(loaded: Loaded[], lang: Lang, io: CliIo): number {
  let bad = 0;
  for (const l of loaded) {
    if (l.ok) continue;
    bad++;
    for (const issue of l.issues) io.stderr(`${l.file}: ${issue.message[lang]}\n`);
  }
  return bad;
}

export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  try {
    const parsed = parseArgs(argv);
    if (!parsed.ok) {
      io.stderr(`gpuplan: ${parsed.error}\nRun "gpuplan --help" for usage.\n`);
      return 2;
    }
    const cmd = parsed.command;
    if (cmd.kind === 'help') {
      io.stdout(HELP);
      return 0;
    }
    if (cmd.kind === 'version') {
      io.stdout(`${version}\n`);
      return 0;
    }
    const loaded = await Promise.all(cmd.files.map((f) => loadFile(f, io)));
    const bad = printIssues(loaded, cmd.lang, io);
    if (cmd.kind === 'validate') {
      for (const l of loaded) if (l.ok) io.stdout(`${l.file}: ${cmd.lang === 'zh-CN' ? '有效' : 'valid'}\n`);
      return bad ? 2 : 0;
    }
    if (bad) return 2;
    if (cmd.kind === 'report') {
      const names = loaded.map((l) => (l.ok ? l.scenario.name : l.file));
      const { writeReport } = await import('./report');
      const texts = await Promise.all(cmd.files.map((f) => io.readText(f)));
      const started = Date.now();
      const status = await writeReport(
        { texts, name: names.join(' · '), output: cmd.output, lang: cmd.lang, pageSize: cmd.pageSize, author: cmd.author },
        io,
      );
      if (status === 0) io.stderr(`${cmd.output}: written in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      return status;
    }
    const { evaluateScenario } = await import('../models/evaluate');
    const { formatTable, formatCsv, formatComparison } = await import('./format');
    const good = loaded.filter((l): l is Extract<Loaded, { ok: true }> => l.ok);
    const scenarios = good.map((l) => l.scenario);
    const opts: EvaluateOptions = cmd.kind === 'evaluate' ? { trials: cmd.trials, seed: cmd.seed } : {};
    const results = good.map((l) => evaluateScenario(l.scenario, { ...opts, raw: l.raw }));
    if (cmd.kind === 'compare') {
      const { compareScenarios } = await import('../models/compare');
      const comparison = compareScenarios(scenarios, results);
      io.stdout(cmd.format === 'json' ? `${JSON.stringify(comparison, null, 2)}\n` : formatComparison(comparison, cmd.lang));
      return 0;
    }
    for (const r of results) for (const w of r.warnings) io.stderr(`warning: ${r.name}: ${w.message[cmd.lang]}\n`);
    switch (cmd.format) {
      case 'json':
        io.stdout(`${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n`);
        break;
      case 'table':
        io.stdout(results.map((r, i) => formatTable(r, cmd.lang, scenarios[i].display)).join('\n'));
        break;
      case 'csv':
        io.stdout(results.map((r) => formatCsv(r, results.length > 1)).join(''));
        break;
    }
    return 0;
  } catch (e) {
    io.stderr(`gpuplan: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 1;
  }
}
