// Command-line argument parsing for `gpuplan`. Pure: returns a command or a usage error (its
// texts in src/i18n/areas/cli.ts, English or Chinese).
import type { Language } from '../models/language';
import { cliEn, cliLanguage, cliMessages, fillCli, type CliMessages } from '../src/i18n/areas/cli';

export type OutputFormat = 'json' | 'table' | 'csv';
export type Lang = 'en' | 'zh-CN';
/** What --csv prints: the monthly series (default), the rent-vs-buy curve, the workload sizing, or the demand plan's months. */
export type CsvPart = 'months' | 'rent-vs-buy' | 'sizing' | 'portfolio' | 'years' | 'tranches' | 'fleet-plan' | 'scenarios';
const CSV_PARTS: readonly CsvPart[] = ['months', 'rent-vs-buy', 'sizing', 'portfolio', 'years', 'tranches', 'fleet-plan', 'scenarios'];

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'version' }
  | {
      kind: 'evaluate';
      files: string[];
      format: OutputFormat;
      trials?: number;
      seed?: number;
      lang: Lang;
      quotes?: boolean;
      monthly?: boolean;
      csvPart?: CsvPart;
      /** File for one CSV row per Monte Carlo trial. */
      samples?: string;
      /** Print the fleet plan's purchases as an `investment.tranches` JSON list. */
      fleetTranches?: true;
    }
  | { kind: 'validate'; files: string[]; lang: Lang }
  | { kind: 'compare'; files: string[]; format: 'table' | 'json'; lang: Lang }
  /** An Excel workbook of one scenario (issue 28). */
  | { kind: 'export'; files: string[]; output: string; lang: Lang }
  /** `each`: one report per file, written into the folder `output` (one browser for all); `verbose`: say which browser printed. */
  | { kind: 'report'; files: string[]; output: string; pageSize: PageSize; author?: string; lang: Lang; each?: true; verbose?: boolean; summary?: true; brief?: true };

export type PageSize = 'A4' | 'Letter';

export type ParseResult = { ok: true; command: CliCommand } | { ok: false; error: string };

const COMMANDS = ['evaluate', 'validate', 'compare', 'report', 'export'] as const;

function parseInteger(m: CliMessages, flag: string, value: string | undefined, min: number, max: number): number | string {
  if (value === undefined) return fillCli(m.needsValue, { flag });
  if (!/^-?\d+$/.test(value)) return fillCli(m.notInteger, { flag, value });
  const n = Number(value);
  if (n < min || n > max) return fillCli(m.outOfRange, { flag, min, max, value });
  return n;
}

/**
 * `env` (LANG, LC_ALL, LC_MESSAGES) chooses the language of the errors when argv has no valid
 * --lang (src/i18n/areas/cli.ts); the command's own `lang` still defaults to en.
 */
export function parseArgs(argv: string[], env: Readonly<Record<string, string | undefined>> = {}): ParseResult {
  const m = cliMessages(cliLanguage(argv, env));
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    return { ok: true, command: { kind: 'help' } };
  }
  if (argv[0] === '--version' || argv[0] === '-v') return { ok: true, command: { kind: 'version' } };
  const [name, ...rest] = argv;
  if (!(COMMANDS as readonly string[]).includes(name)) {
    return { ok: false, error: fillCli(m.unknownCommand, { name, list: COMMANDS.join(', ') }) };
  }
  const flags = readFlags(name, rest, m);
  return typeof flags === 'string' ? { ok: false, error: flags } : commandOf(name, flags, m);
}

/** What the options after the command name say (each checked alone; commandOf checks them together). */
interface Flags {
  files: string[];
  format: OutputFormat | undefined;
  trials: number | undefined;
  seed: number | undefined;
  lang: Lang;
  output: string | undefined;
  pageSize: PageSize | undefined;
  author: string | undefined;
  each: boolean;
  quotes: boolean;
  monthly: boolean;
  fleetTranches: boolean;
  csvPart: CsvPart | undefined;
  samples: string | undefined;
  verbose: boolean;
  summary: boolean;
  brief: boolean;
}

/** The flags of `rest` for command `name`, or the error message of the first one that is wrong. */
function readFlags(name: string, rest: string[], m: CliMessages): Flags | string {
  const f: Flags = {
    files: [],
    format: undefined,
    trials: undefined,
    seed: undefined,
    lang: 'en',
    output: undefined,
    pageSize: undefined,
    author: undefined,
    each: false,
    quotes: false,
    monthly: false,
    fleetTranches: false,
    csvPart: undefined,
    samples: undefined,
    verbose: false,
    summary: false,
    brief: false,
  };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    switch (a) {
      case '--json':
      case '--table':
      case '--csv': {
        const fmt = a.slice(2) as OutputFormat;
        if (f.format && f.format !== fmt) return m.oneFormat;
        f.format = fmt;
        break;
      }
      case '--monthly':
        if (name !== 'evaluate') return fillCli(m.unknownOption, { option: a, command: name });
        f.monthly = true;
        break;
      case '--trials': {
        const v = parseInteger(m, '--trials', rest[++i], 1, 1_000_000);
        if (typeof v === 'string') return v;
        f.trials = v;
        break;
      }
      case '--seed': {
        const v = parseInteger(m, '--seed', rest[++i], -2147483648, 4294967295);
        if (typeof v === 'string') return v;
        f.seed = v;
        break;
      }
      case '--lang': {
        const v = rest[++i];
        if (v !== 'en' && v !== 'zh-CN') return fillCli(m.badLang, { value: v ?? m.nothing });
        f.lang = v;
        break;
      }
      case '--each':
        if (name !== 'report') return fillCli(m.unknownOption, { option: a, command: name });
        f.each = true;
        break;
      case '--part': {
        const v = rest[++i];
        if (name !== 'evaluate') return fillCli(m.unknownOption, { option: a, command: name });
        if (!(CSV_PARTS as readonly (string | undefined)[]).includes(v)) {
          return fillCli(m.badPart, { list: CSV_PARTS.join(', '), value: v ?? m.nothing });
        }
        f.csvPart = v as CsvPart;
        break;
      }
      case '--samples': {
        const v = rest[++i];
        if (name !== 'evaluate') return fillCli(m.unknownOption, { option: a, command: name });
        if (v === undefined || v === '' || v.startsWith('-')) return m.samplesFile;
        f.samples = v;
        break;
      }
      case '--summary':
        if (name !== 'report') return fillCli(m.unknownOption, { option: a, command: name });
        f.summary = true;
        break;
      case '--brief':
        if (name !== 'report') return fillCli(m.unknownOption, { option: a, command: name });
        f.brief = true;
        break;
      case '--verbose':
        if (name !== 'report') return fillCli(m.unknownOption, { option: a, command: name });
        f.verbose = true;
        break;
      case '-o':
      case '--output':
      case '--page-size':
      case '--author': {
        const v = rest[++i];
        const known = name === 'report' || (name === 'export' && (a === '-o' || a === '--output'));
        if (!known) return fillCli(m.unknownOption, { option: a, command: name });
        if (v === undefined || v === '') return fillCli(m.needsValue, { flag: a });
        if (a === '--page-size') {
          if (v !== 'A4' && v !== 'Letter') return fillCli(m.badPageSize, { value: v });
          f.pageSize = v;
        } else if (a === '--author') f.author = v;
        else f.output = v;
        break;
      }
      case '--fleet-tranches':
        if (name !== 'evaluate') return fillCli(m.unknownOption, { option: a, command: name });
        f.fleetTranches = true;
        break;
      case '--quotes':
        if (name !== 'evaluate') return fillCli(m.unknownOption, { option: a, command: name });
        f.quotes = true;
        break;
      default:
        if (a.startsWith('-')) return fillCli(m.unknownOption, { option: a, command: name });
        f.files.push(a);
    }
  }
  return f;
}

/** The command `name` with its flags, or the error when they do not go together. */
function commandOf(name: string, f: Flags, m: CliMessages): ParseResult {
  const { files, format, trials, seed, lang, output, pageSize, author, each, quotes, monthly, fleetTranches, csvPart, samples, verbose, summary, brief } = f;
  if (files.length === 0) return { ok: false, error: fillCli(m.needsFile, { command: name }) };
  switch (name) {
    case 'evaluate':
      if (quotes && format !== 'csv') return { ok: false, error: m.quotesWithCsv };
      if (monthly && format !== 'csv') return { ok: false, error: m.monthlyWithCsv };
      if (csvPart !== undefined && format !== 'csv') return { ok: false, error: m.partWithCsv };
      if ([quotes, monthly, csvPart !== undefined].filter(Boolean).length > 1) return { ok: false, error: m.oneCsvPart };
      if (samples !== undefined && files.length !== 1) return { ok: false, error: m.samplesOneFile };
      return {
        ok: true,
        command: {
          kind: 'evaluate',
          files,
          format: format ?? 'json',
          trials,
          seed,
          lang,
          ...(quotes ? { quotes } : {}),
          ...(monthly ? { monthly } : {}),
          ...(csvPart ? { csvPart } : {}),
          ...(samples !== undefined ? { samples } : {}),
          ...(fleetTranches ? { fleetTranches: true as const } : {}),
        },
      };
    case 'validate':
      return { ok: true, command: { kind: 'validate', files, lang } };
    case 'export':
      if (files.length !== 1) return { ok: false, error: m.exportOneFile };
      if (!output) return { ok: false, error: m.exportNeedsOutput };
      if (!/\.xlsx$/i.test(output)) return { ok: false, error: fillCli(m.exportOutputType, { output }) };
      if (format !== undefined) return { ok: false, error: fillCli(m.unknownOption, { option: `--${format}`, command: name }) };
      return { ok: true, command: { kind: 'export', files, output, lang } };
    case 'report': {
      if (brief && summary) return { ok: false, error: m.briefOrSummary };
      if (brief && !each && files.length > 1) return { ok: false, error: m.briefOneFile };
      if (each) {
        if (!output) return { ok: false, error: m.eachNeedsFolder };
        if (/\.(pdf|html?)$/i.test(output)) return { ok: false, error: fillCli(m.eachFolderNotFile, { output }) };
        return { ok: true, command: { kind: 'report', files, output, pageSize: pageSize ?? 'A4', author, lang, each: true, ...(verbose ? { verbose } : {}), ...(summary ? { summary: true as const } : {}), ...(brief ? { brief: true as const } : {}) } };
      }
      if (files.length > 4) return { ok: false, error: m.reportFiles };
      if (!output) return { ok: false, error: m.reportNeedsOutput };
      if (!/\.(pdf|html?)$/i.test(output)) return { ok: false, error: fillCli(m.reportOutputType, { output }) };
      return { ok: true, command: { kind: 'report', files, output, pageSize: pageSize ?? 'A4', author, lang, ...(verbose ? { verbose } : {}), ...(summary ? { summary: true as const } : {}), ...(brief ? { brief: true as const } : {}) } };
    }
    default: {
      if (files.length < 2) return { ok: false, error: m.compareTwo };
      if (format === 'csv') return { ok: false, error: m.compareFormat };
      return { ok: true, command: { kind: 'compare', files, format: format === 'json' ? 'json' : 'table', lang } };
    }
  }
}

/** The usage text in English (`helpText(lang)` for either language). */
export const HELP = cliEn.help;

export function helpText(lang: Language): string {
  return cliMessages(lang).help;
}
