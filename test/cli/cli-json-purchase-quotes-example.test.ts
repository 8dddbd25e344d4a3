// The whole version-2 worked example through `gpuplan evaluate --json`, run as a process: every
// field of the reference results (test/fixtures/v2-1024-h100.expected.json, copied into
// test/fixtures) is present at the same place in the output and equal to 1e-9 — money relative to
// its scale, rates absolutely, integers, notes and lists exactly.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/v2-1024-h100.gpuplan.json');
const expected: unknown = JSON.parse(readFileSync(path.join(root, 'test/fixtures/v2-1024-h100.expected.json'), 'utf8'));

/** Every leaf of `want` compared with the value at the same path of `got`; the differences listed. */
function differences(got: unknown, want: unknown, at = ''): string[] {
  if (want === null || typeof want !== 'object') {
    if (typeof want === 'number') {
      const ok = typeof got === 'number' && (Number.isInteger(want) && Math.abs(want) < 1e6 ? got === want || Math.abs(got - want) <= 1e-9 : Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want)));
      return ok ? [] : [`${at}: ${String(got)} ≠ ${want}`];
    }
    return Object.is(got, want) ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
  }
  if (got === null || typeof got !== 'object') return [`${at}: missing (${JSON.stringify(got)})`];
  const g = got as Record<string, unknown>;
  return Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${at}.${k}`));
}

describe('gpuplan evaluate --json on the v2 worked example', () => {
  it('matches every field of the reference results', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'evaluate', example, '--json'], { encoding: 'utf8', cwd: root });
    expect(r.status).toBe(0);
    const out: unknown = JSON.parse(r.stdout);
    expect(differences(out, expected)).toEqual([]);
    // The check can fail: a changed figure is reported at its path.
    const changed = structuredClone(out) as { quotes: Array<{ totalCost: number }> };
    changed.quotes[1].totalCost += 0.5;
    expect(differences(changed, expected)).toEqual([`.quotes.1.totalCost: ${38639140.79999998 + 0.5} ≠ 38639140.79999998`]);
  });
});
