// `npm run test:robustness`: runs the bad-input corpus (test/robustness/corpus.ts) against every
// entry point — scenario loader, engine, price expressions, form fields, catalogue overrides,
// database backups, the CLI process —
// and prints how many inputs were tried per entry point and how many were handled as specified,
// as a table and as one JSON line. Exit 1 when any case was not handled as specified.
// Options: --only loader,engine,...  --quick (the smaller engine corpus)  --verbose (every failure).
import { summarize, type CaseReport, type EntryPointName } from '../test/robustness/check';
import { ENTRY_POINTS, runCorpus } from '../test/robustness/corpus';

const ENTRIES: readonly EntryPointName[] = ENTRY_POINTS;

function parseOnly(argv: string[]): EntryPointName[] {
  const i = argv.indexOf('--only');
  if (i < 0) return [...ENTRIES];
  const wanted = (argv[i + 1] ?? '').split(',').filter(Boolean);
  const unknown = wanted.filter((w) => !(ENTRIES as readonly string[]).includes(w));
  if (unknown.length > 0 || wanted.length === 0) {
    console.error(`--only takes a comma-separated list of: ${ENTRIES.join(', ')}`);
    process.exit(2);
  }
  return wanted as EntryPointName[];
}

const argv = process.argv.slice(2);
const entries = parseOnly(argv);
const verbose = argv.includes('--verbose');
const t0 = performance.now();
const times = new Map<EntryPointName, number>();
const reports: CaseReport[] = await runCorpus({
  entries,
  scale: argv.includes('--quick') ? 'quick' : 'full',
  onEntry: (entry, list, ms) => {
    times.set(entry, ms);
    const failed = list.filter((r) => !r.handled);
    console.log(`${entry}: ${list.length - failed.length}/${list.length} handled as specified (${(ms / 1000).toFixed(1)} s)`);
    for (const r of verbose ? failed : failed.slice(0, 10)) console.log(`  NOT HANDLED ${r.id}: ${r.problems.join('; ')}`);
    if (!verbose && failed.length > 10) console.log(`  … and ${failed.length - 10} more (--verbose lists all)`);
  },
});

const summary = summarize(reports);
const rows = entries.map((e) => {
  const list = reports.filter((r) => r.entry === e);
  const slowest = list.reduce((mx, r) => Math.max(mx, r.ms), 0);
  return { entry: e, ...summary[e], slowestMs: Math.round(slowest), seconds: ((times.get(e) ?? 0) / 1000).toFixed(1) };
});
console.log('');
console.log('entry point   tried  handled  slowest case  time');
for (const r of rows) {
  console.log(`${r.entry.padEnd(12)} ${String(r.tried).padStart(6)} ${String(r.handled).padStart(8)} ${`${r.slowestMs} ms`.padStart(13)} ${`${r.seconds} s`.padStart(6)}`);
}
const json = Object.fromEntries(entries.map((e) => [e, summary[e]]));
console.log(JSON.stringify(json));
const failed = reports.filter((r) => !r.handled).length;
console.log(`${failed === 0 ? 'ok' : 'FAIL'}: ${reports.length - failed}/${reports.length} bad inputs handled as specified in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exitCode = failed === 0 ? 0 : 1;
