#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
// typecheck -> unit (vitest) -> build -> end-to-end (Chromium) -> robustness -> security scan -> packaging.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['e2e', ['run', 'test:e2e']],
  ['robustness', ['run', 'test:robustness']],
  ['security', ['run', 'test:security']],
  ['pack', ['run', 'test:pack']],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n=== npm test: ${name} ===`);
  const r = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  const ok = r.status === 0;
  results.push({ name, ok, s: ((Date.now() - t0) / 1000).toFixed(1) });
  if (!ok) break;
}
console.log('\n=== npm test summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.s} s)`);
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || results.length < (only.length || steps.length) ? 1 : 0);
