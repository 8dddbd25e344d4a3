// The bundled CLI resolves mathjs to create + all factories only (cli/mathjs-lean.mjs, so that it
// starts without building mathjs's default instance): price expressions must still evaluate, and
// bad ones be refused, exactly as the engine does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const example = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');

function withExpression(expression: string): string {
  const doc = JSON.parse(readFileSync(example, 'utf8'));
  doc.market.generations[0].priceExpression = expression;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'gpuplan-expr-')), 'x.gpuplan.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), ...args], { encoding: 'utf8', cwd: root });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('gpuplan and price expressions', () => {
  it('evaluates an expression with functions month by month', () => {
    const r = run('evaluate', withExpression('2.1*0.8^(m/12) + sin(m)/100'), '--json');
    expect(r.code).toBe(0);
    const hopper: number[] = JSON.parse(r.stdout).prices.series.hopper;
    // Months 0..3 come before the parity rule (month 12) and stay above the floor.
    for (let m = 0; m <= 3; m++) expect(hopper[m]).toBeCloseTo(2.1 * 0.8 ** (m / 12) + Math.sin(m) / 100, 12);
  });

  it('refuses an expression without a real value, naming the field', () => {
    const r = run('validate', withExpression('sqrt(-1)'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('market.generations[0].priceExpression');
    expect(r.stderr).toContain('non-real');
  });
});
