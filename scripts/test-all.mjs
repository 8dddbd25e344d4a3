#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
// typecheck -> unit (vitest) -> build -> end-to-end (Chromium) -> robustness -> security scan -> packaging.
// Each step's output streams through as it comes; a failed step's error lines are repeated in the
// summary at the end, so that a log read from its tail (a CI page) still says what failed and why.
import { spawn } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['e2e', ['run', 'test:e2e']],
  ['robustness', ['run', 'test:robustness']],
  ['security', ['run', 'test:security']],
  ['pack', ['run', 'test:pack']],
];

/** The lines of a failed step worth repeating: test failures, errors and their first frames. */
const WORTH = /(FAIL|Error|error TS|AssertionError|Timeout|timed out|expected|✗|×|❯ .*:\d+:\d+|Caused by|failed)/;
const MAX_KEPT_CHARS = 4_000_000;
const MAX_REPEATED_LINES = 40;

function run(args) {
  return new Promise((done) => {
    const child = spawn('npm', args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    let kept = '';
    const keep = (chunk, sink) => {
      sink.write(chunk);
      kept += chunk.toString('utf8');
      if (kept.length > MAX_KEPT_CHARS) kept = kept.slice(-MAX_KEPT_CHARS / 2);
    };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.on('close', (status) => done({ status, output: kept }));
    child.on('error', (err) => done({ status: 1, output: String(err) }));
  });
}

function errorLines(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split('\n');
  const seen = new Set();
  const lines = [];
  for (const raw of plain) {
    const line = raw.trimEnd();
    if (!WORTH.test(line) || seen.has(line.trim())) continue;
    seen.add(line.trim());
    lines.push(line.length > 300 ? `${line.slice(0, 300)}…` : line);
  }
  return lines.slice(0, MAX_REPEATED_LINES);
}

const only = process.argv.slice(2);
const results = [];
for (const [name, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n=== npm test: ${name} ===`);
  const { status, output } = await run(args);
  const ok = status === 0;
  results.push({ name, ok, s: ((Date.now() - t0) / 1000).toFixed(1), errors: ok ? [] : errorLines(output) });
  if (!ok) break;
}
console.log('\n=== npm test summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.s} s)`);
  if (!r.ok && r.errors.length) {
    console.log(`     what ${r.name} said of its failure (its error lines, first ${MAX_REPEATED_LINES}):`);
    for (const line of r.errors) console.log(`     | ${line}`);
  }
}
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || results.length < (only.length || steps.length) ? 1 : 0);
