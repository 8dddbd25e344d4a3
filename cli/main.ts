// `gpuplan` command-line entry: evaluate, validate, compare and report scenario files.
// Exit status: 0 success, 2 invalid input (every problem on stderr), 1 internal error.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type CliCommand, type Lang } from './args';
import { cliLanguage, cliMessages, fillCli } from '../src/i18n/areas/cli';
import { version } from '../package.json';
import type { ScenarioIssue } from '../models/scenario/types';
import type { TornadoEntry } from '../models/uncertainty/types';
import type { LoadedScenario, RunOptions, RunOutcome } from '../models/run';
import type { PrinterStart, ReportPage } from './report';
import type { ReportMarkup } from '../src/report/static-markup';
import { answerIfEngineThread, runScenariosOffThread } from './engine-thread';
import { errorDetail } from '../models/error-message';

export interface CliIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readText: (file: string) => Promise<string>;
  /** Writes a text file (--samples); absent in some test harnesses. */
  writeText?: (file: string, text: string) => Promise<void>;
}

const defaultIo: CliIo = {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readText: (file) => readFile(file, 'utf8'),
  writeText: (file, text) => writeFile(file, text, 'utf8'),
};

/** Largest scenario file read (bytes of text); larger files are refused with a message. */
const MAX_FILE_CHARS = 20 * 1024 * 1024;

type Read = { file: string; ok: true; text: string } | { file: string; ok: false; issues: ScenarioIssue[] };
/** `sensitivity`: the report's IRR tornado (computed for `report` only). */
type Loaded = { file: string; sensitivity?: TornadoEntry[] | null } & (LoadedScenario | RunOutcome);
type Good = { file: string; sensitivity?: TornadoEntry[] | null } & Extract<RunOutcome, { ok: true }>;

/** Each file is read once; its text then goes through the one path (models/run.ts). */
async function readFile1(file: string, io: CliIo): Promise<Read> {
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
  return { file, ok: true, text };
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

/** `name.gpuplan.json` → `name.pdf` in `folder`; a second file of the same name gets ` (2)`. */
export function eachOutputs(files: readonly string[], folder: string): string[] {
  const seen = new Map<string, number>();
  return files.map((f) => {
    const stem = path.basename(f).replace(/(\.gpuplan)?\.json$/i, '') || 'scenario';
    const k = (seen.get(stem.toLowerCase()) ?? 0) + 1;
    seen.set(stem.toLowerCase(), k);
    return path.join(folder, `${k === 1 ? stem : `${stem} (${k})`}.pdf`);
  });
}

// This bundle, started as the report's engine thread, answers and does nothing else.
await answerIfEngineThread();

export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  let printer: Promise<PrinterStart> | null = null;
  let firstPage: Promise<ReportPage | null> | null = null;
  let markups: ReportMarkup[] = [];
  try {
    // The CLI's own texts follow --lang, else the locale (LANG); see src/i18n/areas/cli.ts.
    const texts = cliMessages(cliLanguage(argv, process.env));
    const parsed = parseArgs(argv, process.env);
    if (!parsed.ok) {
      io.stderr(`gpuplan: ${parsed.error}\n${texts.seeHelp}\n`);
      return 2;
    }
    const cmd = parsed.command;
    if (cmd.kind === 'help') {
      io.stdout(texts.help);
      return 0;
    }
    if (cmd.kind === 'version') {
      io.stdout(`${version}\n`);
      return 0;
    }
    // The command's messages, in its --lang (as its results).
    const said = cliMessages(cmd.lang);
    const read = await Promise.all(cmd.files.map((f) => readFile1(f, io)));
    const opts: RunOptions =
      cmd.kind === 'evaluate'
        ? { trials: cmd.trials, seed: cmd.seed, ...(cmd.samples !== undefined ? { skipUncertainty: true } : {}) }
        : cmd.kind === 'export'
          ? { skipUncertainty: true } // the workbook has no Monte Carlo figures
          : {};
    let loaded: Loaded[];
    if (cmd.kind === 'report') {
      // The engine loads and evaluates on a worker thread while this one starts the browser.
      const texts = read.flatMap((r) => (r.ok ? [r.text] : []));
      // A comparison report also needs which differences move a key result, computed there too;
      // and the reports are drawn to HTML there, so the browser only lays them out and prints.
      const base = { lang: cmd.lang, author: cmd.author, date: new Date().toISOString(), ...(cmd.summary ? { summary: true } : {}), ...(cmd.brief ? { brief: true } : {}) };
      const runs = runScenariosOffThread(texts, opts, import.meta.url, !cmd.each && texts.length >= 2, { ...base, each: cmd.each === true });
      printer = import('./report').then((m) => m.openPrinter(io, cmd.lang, cmd.verbose === true));
      // The first page opens meanwhile too (it waits for its report).
      firstPage = printer.then((p) => (p.ok ? p.printer.page(cmd.lang) : null)).catch(() => null);
      const { runs: outcomes, sensitivity, reports } = await runs;
      markups = reports ?? [];
      let k = 0;
      loaded = read.map((r) => (r.ok ? { file: r.file, ...outcomes[k], sensitivity: sensitivity[k++] } : r));
    } else {
      // Loaded on demand so that --help and usage errors answer at once.
      const { readScenario, runScenario } = await import('../models/run');
      // A demand plan is solved with HiGHS, loaded only when a file has one (cli/solver.ts).
      const portfolioSolver = cmd.kind === 'validate' ? undefined : await (await import('./solver')).portfolioSolverFor(read.flatMap((r) => (r.ok ? [r.text] : [])));
      const run = portfolioSolver ? { ...opts, portfolioSolver } : opts;
      // `validate` only loads; the other commands load and evaluate each text once.
      loaded = read.map((r) => (r.ok ? { file: r.file, ...(cmd.kind === 'validate' ? readScenario(r.text) : runScenario(r.text, run)) } : r));
    }
    const bad = printIssues(loaded, cmd.lang, io);
    if (cmd.kind === 'validate') {
      for (const l of loaded) if (l.ok) io.stdout(`${fillCli(said.valid, { file: l.file })}\n`);
      return bad ? 2 : 0;
    }
    if (bad) {
      await closePrinter(printer);
      return 2;
    }
    const good = loaded as Good[];
    if (cmd.kind === 'report') return await report(cmd, good, markups, io, printer!, firstPage!);
    if (cmd.kind === 'export') {
      for (const w of good[0].result.warnings) io.stderr(`${fillCli(said.warning, { name: good[0].result.name, message: w.message[cmd.lang] })}\n`);
      const { writeWorkbookFile } = await import('./export');
      const written = await writeWorkbookFile(good[0].scenario, good[0].result, cmd.lang, cmd.output);
      io.stderr(`${fillCli(said.exportWritten, { output: cmd.output, ...written })}\n`);
      return 0;
    }
    const scenarios = good.map((l) => l.scenario);
    const samplesFile = cmd.kind === 'evaluate' ? cmd.samples : undefined;
    if (samplesFile !== undefined && !(good[0]?.scenario.uncertainty && good[0].scenario.investment)) {
      io.stderr(`${fillCli(said.samplesNeedsSections, { file: cmd.files[0] })}\n`);
      return 2;
    }
    const results = good.map((l) => l.result);
    if (samplesFile !== undefined) {
      // The same run fills the JSON's uncertainty section and the samples file (the one path ran
      // without Monte Carlo for this command: see `opts`).
      const { createMonteCarlo, samplesCsv } = await import('../models/uncertainty');
      const runner = createMonteCarlo(good[0].scenario, { trials: opts.trials, seed: opts.seed, projectIrr: true });
      runner.runChunk(runner.total);
      results[0].uncertainty = runner.result();
      const write = io.writeText ?? defaultIo.writeText!;
      const { inputCsvUnit } = await import('../src/present/input-label');
      const currency = results[0].currency;
      await write(samplesFile, samplesCsv(runner, currency, (p) => inputCsvUnit(p, currency)));
      io.stderr(`${fillCli(said.samplesWritten, { file: samplesFile, n: runner.total })}\n`);
    }
    const { formatTable, formatComparison, formatSensitivity } = await import('./format');
    if (cmd.kind === 'compare') {
      const { compareScenarios } = await import('../models/compare');
      const comparison = compareScenarios(scenarios, results);
      io.stdout(cmd.format === 'json' ? `${JSON.stringify(comparison, null, 2)}\n` : formatComparison(comparison, cmd.lang, scenarios, results.map((r) => r.currency), results));
      return 0;
    }
    for (const r of results) for (const w of r.warnings) io.stderr(`${fillCli(said.warning, { name: r.name, message: w.message[cmd.lang] })}\n`);
    if (cmd.kind === 'evaluate' && cmd.fleetTranches) {
      const { formatFleetTranches, fleetPlanNote } = await import('./format-fleet-plan');
      const lists = results.map((r, i) => formatFleetTranches(r, scenarios[i]));
      const missing = results.flatMap((r, i) => (lists[i] === null ? [fleetPlanNote(r, scenarios[i], cmd.lang)] : []));
      for (const note of missing) io.stderr(`${note}\n`);
      if (missing.length > 0) return 2;
      io.stdout(lists.join(''));
      return 0;
    }
    switch (cmd.format) {
      case 'json':
        {
          const { toJsonOutput } = await import('../models/json-output');
          const json = results.map(toJsonOutput);
          io.stdout(`${JSON.stringify(json.length === 1 ? json[0] : json, null, 2)}\n`);
        }
        break;
      case 'table': {
        const { sensitivityTornado, statedIn } = await import('../models/uncertainty');
        const tables = results.map((r, i) => {
          const { scenario, raw } = good[i];
          return formatTable(r, cmd.lang, scenario.display, scenario) + formatSensitivity(sensitivityTornado(scenario, { stated: statedIn(raw) }), r.currency, cmd.lang, scenario.display, scenario);
        });
        io.stdout(tables.join('\n'));
        break;
      }
      case 'csv':
        return await writeCsv(cmd, results, scenarios, said, io);
    }
    return 0;
  } catch (e) {
    io.stderr(`${fillCli(cliMessages(cliLanguage(argv, process.env)).internalError, { detail: errorDetail(e) })}\n`);
    await closePrinter(printer).catch(() => undefined);
    return 1;
  }
}

type Said = ReturnType<typeof cliMessages>;
type Results = Good['result'][];
type Scenarios = Good['scenario'][];

/** `--csv` (with --quotes, --monthly or --part): the exit status. */
async function writeCsv(cmd: Extract<CliCommand, { kind: 'evaluate' }>, results: Results, scenarios: Scenarios, said: Said, io: CliIo): Promise<number> {
  const { formatCsv, formatQuotesCsv, formatMonthlyCsv, formatRentVsBuyCsv, formatSizingCsv, formatPortfolioCsv, formatFleetPlanCsv, formatScenariosCsv } = await import('./format');
    if (cmd.kind === 'evaluate' && cmd.quotes) {
      io.stdout(formatQuotesCsv(results, scenarios.map((s) => s.display)));
      return 0;
    }
    if (cmd.kind === 'evaluate' && cmd.monthly) {
      const without = results.filter((r) => !r.investment);
      if (without.length > 0) {
        for (const r of without) {
          io.stderr(`${fillCli(said.monthlyNeedsInvestment, { name: r.name })}\n`);
        }
        return 2;
      }
      io.stdout(results.map((r, i) => formatMonthlyCsv(r, scenarios[i].investment?.startDate, results.length > 1, scenarios[i].display)).join(''));
      return 0;
    }
    const part = cmd.kind === 'evaluate' ? (cmd.csvPart ?? 'months') : 'months';
    const section = part === 'rent-vs-buy' ? 'rentVsBuy' : part === 'sizing' ? 'sizing' : part === 'portfolio' || part === 'scenarios' ? 'portfolio' : part === 'years' || part === 'tranches' ? 'investment' : part === 'fleet-plan' ? 'fleetPlan' : undefined;
    if (section) {
      const { fleetPlanNote } = await import('./format-fleet-plan');
      results.forEach((r, i) => {
        if (r[section]) return;
        if (section === 'fleetPlan') return io.stderr(`${fleetPlanNote(r, scenarios[i], cmd.lang)}\n`);
        // A demand plan whose solve stopped has its warning above; say that rather than "no section".
        const unsolved = section === 'portfolio' && scenarios[i].portfolio !== undefined;
        io.stderr(`${fillCli(unsolved ? said.planNotSolvedRows : said.noSectionRows, { name: r.name, section })}\n`);
      });
    }
    const { formatYearsCsv } = await import('./format-investment');
    const { formatTranchesCsv } = await import('./format-fleet');
    const format =
      part === 'rent-vs-buy' ? formatRentVsBuyCsv : part === 'sizing' ? formatSizingCsv : part === 'portfolio' ? formatPortfolioCsv : part === 'scenarios' ? formatScenariosCsv : part === 'years' ? formatYearsCsv : part === 'tranches' ? formatTranchesCsv : part === 'fleet-plan' ? formatFleetPlanCsv : formatCsv;
    io.stdout(results.map((r, i) => format(r, results.length > 1, scenarios[i].display)).join(''));
  return 0;
}

async function closePrinter(printer: Promise<PrinterStart> | null): Promise<void> {
  const p = await printer;
  if (p?.ok) await p.printer.close();
}

/** Milliseconds as seconds with one decimal, for the "written in" lines. */
function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}

async function report(
  cmd: Extract<CliCommand, { kind: 'report' }>,
  good: Good[],
  /** The reports drawn on the engine thread: one per file with --each, else one. */
  markups: ReportMarkup[],
  io: CliIo,
  printer: Promise<PrinterStart>,
  firstPage: Promise<ReportPage | null>,
): Promise<number> {
  const { writeReports } = await import('./report');
  const said = cliMessages(cmd.lang);
  const started = Date.now();
  if (cmd.each) {
    await mkdir(cmd.output, { recursive: true });
    const outputs = eachOutputs(good.map((g) => g.file), cmd.output);
    const jobs = good.map((g, i) => ({ markup: markups[i], name: g.scenario.name, output: outputs[i], pageSize: cmd.pageSize }));
    const status = await writeReports(jobs, io, (job, ms) => io.stderr(`${fillCli(said.reportWritten, { output: job.output, seconds: seconds(ms) })}\n`), printer, firstPage);
    if (status === 0) io.stderr(`${fillCli(said.reportsWritten, { n: jobs.length, seconds: seconds(Date.now() - started) })}\n`);
    return status;
  }
  const job = { markup: markups[0], name: good.map((g) => g.scenario.name).join(' · '), output: cmd.output, pageSize: cmd.pageSize };
  const status = await writeReports([job], io, undefined, printer, firstPage);
  if (status === 0) io.stderr(`${fillCli(said.reportWritten, { output: cmd.output, seconds: seconds(Date.now() - started) })}\n`);
  return status;
}

