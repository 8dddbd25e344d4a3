// Command-line argument parsing for `gpuplan`. Pure: returns a command or a usage error.

export type OutputFormat = 'json' | 'table' | 'csv';
export type Lang = 'en' | 'zh-CN';
/** What --csv prints: the monthly series (default), the rent-vs-buy curve, or the workload sizing. */
export type CsvPart = 'months' | 'rent-vs-buy' | 'sizing';
const CSV_PARTS: readonly CsvPart[] = ['months', 'rent-vs-buy', 'sizing'];

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
    }
  | { kind: 'validate'; files: string[]; lang: Lang }
  | { kind: 'compare'; files: string[]; format: 'table' | 'json'; lang: Lang }
  /** `each`: one report per file, written into the folder `output` (one browser for all); `verbose`: say which browser printed. */
  | { kind: 'report'; files: string[]; output: string; pageSize: PageSize; author?: string; lang: Lang; each?: true; verbose?: boolean };

export type PageSize = 'A4' | 'Letter';

export type ParseResult = { ok: true; command: CliCommand } | { ok: false; error: string };

const COMMANDS = ['evaluate', 'validate', 'compare', 'report'] as const;

function parseInteger(flag: string, value: string | undefined, min: number, max: number): number | string {
  if (value === undefined) return `${flag} needs a value`;
  if (!/^-?\d+$/.test(value)) return `${flag} must be an integer (got "${value}")`;
  const n = Number(value);
  if (n < min || n > max) return `${flag} must be between ${min} and ${max} (got ${value})`;
  return n;
}

export function parseArgs(argv: string[]): ParseResult {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    return { ok: true, command: { kind: 'help' } };
  }
  if (argv[0] === '--version' || argv[0] === '-v') return { ok: true, command: { kind: 'version' } };
  const [name, ...rest] = argv;
  if (!(COMMANDS as readonly string[]).includes(name)) {
    return { ok: false, error: `unknown command "${name}" (expected one of: ${COMMANDS.join(', ')})` };
  }
  const files: string[] = [];
  let format: OutputFormat | undefined;
  let trials: number | undefined;
  let seed: number | undefined;
  let lang: Lang = 'en';
  let output: string | undefined;
  let pageSize: PageSize | undefined;
  let author: string | undefined;
  let each = false;
  let quotes = false;
  let monthly = false;
  let csvPart: CsvPart | undefined;
  let samples: string | undefined;
  let verbose = false;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    switch (a) {
      case '--json':
      case '--table':
      case '--csv': {
        const f = a.slice(2) as OutputFormat;
        if (format && format !== f) return { ok: false, error: `choose one of --json, --table, --csv` };
        format = f;
        break;
      }
      case '--monthly':
        if (name !== 'evaluate') return { ok: false, error: `unknown option "${a}" for ${name}` };
        monthly = true;
        break;
      case '--trials': {
        const v = parseInteger('--trials', rest[++i], 1, 1_000_000);
        if (typeof v === 'string') return { ok: false, error: v };
        trials = v;
        break;
      }
      case '--seed': {
        const v = parseInteger('--seed', rest[++i], -2147483648, 4294967295);
        if (typeof v === 'string') return { ok: false, error: v };
        seed = v;
        break;
      }
      case '--lang': {
        const v = rest[++i];
        if (v !== 'en' && v !== 'zh-CN') return { ok: false, error: `--lang must be en or zh-CN (got ${v ?? 'nothing'})` };
        lang = v;
        break;
      }
      case '--each':
        if (name !== 'report') return { ok: false, error: `unknown option "${a}" for ${name}` };
        each = true;
        break;
      case '--part': {
        const v = rest[++i];
        if (name !== 'evaluate') return { ok: false, error: `unknown option "${a}" for ${name}` };
        if (!(CSV_PARTS as readonly (string | undefined)[]).includes(v)) {
          return { ok: false, error: `--part must be one of ${CSV_PARTS.join(', ')} (got ${v ?? 'nothing'})` };
        }
        csvPart = v as CsvPart;
        break;
      }
      case '--samples': {
        const v = rest[++i];
        if (name !== 'evaluate') return { ok: false, error: `unknown option "${a}" for ${name}` };
        if (v === undefined || v === '' || v.startsWith('-')) return { ok: false, error: '--samples needs a file name (e.g. --samples trials.csv)' };
        samples = v;
        break;
      }
      case '--verbose':
        if (name !== 'report') return { ok: false, error: `unknown option "${a}" for ${name}` };
        verbose = true;
        break;
      case '-o':
      case '--output':
      case '--page-size':
      case '--author': {
        const v = rest[++i];
        if (name !== 'report') return { ok: false, error: `unknown option "${a}" for ${name}` };
        if (v === undefined || v === '') return { ok: false, error: `${a} needs a value` };
        if (a === '--page-size') {
          if (v !== 'A4' && v !== 'Letter') return { ok: false, error: `--page-size must be A4 or Letter (got ${v})` };
          pageSize = v;
        } else if (a === '--author') author = v;
        else output = v;
        break;
      }
      case '--quotes':
        if (name !== 'evaluate') return { ok: false, error: `unknown option "${a}" for ${name}` };
        quotes = true;
        break;
      default:
        if (a.startsWith('-')) return { ok: false, error: `unknown option "${a}" for ${name}` };
        files.push(a);
    }
  }
  if (files.length === 0) return { ok: false, error: `${name} needs at least one scenario file` };
  switch (name) {
    case 'evaluate':
      if (quotes && format !== 'csv') return { ok: false, error: '--quotes goes with --csv (one row per quote)' };
      if (monthly && format !== 'csv') return { ok: false, error: '--monthly goes with --csv (the monthly cash-flow table)' };
      if (csvPart !== undefined && format !== 'csv') return { ok: false, error: '--part goes with --csv' };
      if ([quotes, monthly, csvPart !== undefined].filter(Boolean).length > 1) return { ok: false, error: 'choose one of --quotes, --monthly and --part' };
      if (samples !== undefined && files.length !== 1) return { ok: false, error: '--samples takes one scenario file' };
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
        },
      };
    case 'validate':
      return { ok: true, command: { kind: 'validate', files, lang } };
    case 'report': {
      if (each) {
        if (!output) return { ok: false, error: 'report --each needs -o FOLDER (one PDF per file is written there)' };
        if (/\.(pdf|html?)$/i.test(output)) return { ok: false, error: `with --each, -o names a folder, not a file (got ${output})` };
        return { ok: true, command: { kind: 'report', files, output, pageSize: pageSize ?? 'A4', author, lang, each: true, ...(verbose ? { verbose } : {}) } };
      }
      if (files.length > 4) return { ok: false, error: 'report takes one scenario file, or 2–4 to compare' };
      if (!output) return { ok: false, error: 'report needs -o OUT.pdf or -o OUT.html' };
      if (!/\.(pdf|html?)$/i.test(output)) return { ok: false, error: `-o must name a .pdf or .html file (got ${output})` };
      return { ok: true, command: { kind: 'report', files, output, pageSize: pageSize ?? 'A4', author, lang, ...(verbose ? { verbose } : {}) } };
    }
    default: {
      if (files.length < 2) return { ok: false, error: 'compare needs at least two scenario files' };
      if (format === 'csv') return { ok: false, error: 'compare prints --table or --json' };
      return { ok: true, command: { kind: 'compare', files, format: format === 'json' ? 'json' : 'table', lang } };
    }
  }
}

export const HELP = `gpuplan — GPU Plan's modeling engine on the command line

Usage:
  gpuplan evaluate FILE... [--json | --table | --csv [--quotes | --monthly | --part months|rent-vs-buy|sizing]]
                   [--trials N] [--seed S] [--lang en|zh-CN] [--samples TRIALS.csv]
      Evaluate scenario files (*.gpuplan.json). --json (default) prints one result object
      (several files: a JSON array in the same order); --table a readable summary;
      --csv the monthly cash flows and price series; --csv --quotes one row per quote
      with its terms and results; --csv --monthly the investment's monthly cash-flow table
      for a spreadsheet (EBITDA, depreciation, interest, tax, debt service, equity and
      project flows with their running sums); --part rent-vs-buy: annual cost per GPU of
      each mode every 73 usage hours with the cheapest; --part sizing: the workload sizing.
      --samples (one file with an uncertainty section) also writes every Monte Carlo trial:
      its drawn inputs, IRR (annual), NPV and project IRR.
      A file with a display section (DOMAIN.md v2.5: currency, rate, asOf, source; never fetched):
      --table shows each amount also in the display currency ("$1,000 ≈ CN¥7,200"; CNY in
      zh-CN with 万/亿) and states the rate and its date; --csv (months, --monthly, --quotes,
      --part rent-vs-buy) appends displayCurrency, displayRate and, for each money column,
      <column>_display = the amount × rate. --json stays in the scenario's currency.
  gpuplan validate FILE... [--lang en|zh-CN]
      Check scenario files and list every problem with its field path.
  gpuplan compare A.gpuplan.json B.gpuplan.json ... [--table | --json] [--lang en|zh-CN]
      The inputs that differ and the key results side by side. --table names each input as the
      app does (its label and unit, grouped by section, fractions as %); --json keeps field paths.
  gpuplan report FILE... -o OUT.pdf|OUT.html [--lang en|zh-CN] [--page-size A4|Letter] [--author NAME] [--verbose]
      Print the scenario report (2–4 files: a comparison report with the differences): a PDF through Chromium (playwright-core), or a
      self-contained HTML file with inline SVG charts. The browser: $GPUPLAN_CHROMIUM, else an installed Chromium, Chrome or Edge,
      else (Linux x64) the Chromium that npm install brought; --verbose says which one printed.
  gpuplan report --each FILE... -o FOLDER [--lang en|zh-CN] [--page-size A4|Letter] [--author NAME] [--verbose]
      One PDF report per file, FOLDER/NAME.pdf (NAME: the file name without .gpuplan.json), one browser for all.
  gpuplan --help | --version

Exit status: 0 success, 2 invalid input (every problem is printed on stderr), 1 internal error.
`;
