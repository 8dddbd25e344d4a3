// The demand fan's geometry (model: Demand plan › scenarios): each scenario's peak by the growth rule
// (checked by hand on the worked example), the band between the lowest and highest, and the chosen
// plan's commitments stacked under it (the reference result's committed GPUs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';
import { fanGeometry, fanInput } from '../../src/charts/demand-fan-geometry';

const read = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8'));
const expected = read('v4-demand-scenarios.expected.json').portfolio as PortfolioResult;
const loaded = loadScenario(read('v4-demand-scenarios.json'));
if (!loaded.ok) throw new Error('the worked example must load');
const input = loaded.scenario.portfolio!;

describe('demand fan', () => {
  it('takes each scenario’s peak from the growth rule and the committed GPUs from the plan', () => {
    const fan = fanInput(input, expected);
    expect(fan.months).toBe(36);
    expect(fan.scenarios.map((s) => [s.name, s.probability])).toEqual([['low', 0.25], ['base', 0.5], ['high', 0.25]]);
    // low: half of 256 growing 1 % a month from month 2 to 24, flat after; high: double at 4 %.
    expect(fan.scenarios[0].peaks[0]).toBe(128);
    expect(fan.scenarios[0].peaks[23]).toBeCloseTo(128 * Math.pow(1.01, 23), 9);
    expect(fan.scenarios[0].peaks[35]).toBeCloseTo(128 * Math.pow(1.01, 23), 9);
    expect(fan.scenarios[1].peaks[1]).toBeCloseTo(256 * 1.03, 9);
    expect(fan.scenarios[2].peaks[35]).toBeCloseTo(512 * Math.pow(1.04, 23), 9);
    // 200 GPUs on 3 years all along; one more 8-GPU 1-year block from months 20..23 and 25.
    const three = fan.committed.find((c) => c.offer === '3-year')!;
    const one = fan.committed.find((c) => c.offer === '1-year')!;
    expect(three.gpus.every((g) => g === 200)).toBe(true);
    expect(one.gpus[18]).toBe(0);
    expect(one.gpus[19]).toBe(8);
    expect(one.gpus[24]).toBe(40);
  });

  it('stacks the commitments and spans the band from the lowest to the highest scenario', () => {
    const g = fanGeometry(fanInput(input, expected), 600, 300);
    expect(g.committed[0]).toBe(200);
    expect(g.committed[24]).toBe(240);
    expect(g.layers.map((l) => l.offer)).toEqual(['1-year', '3-year']);
    // The y axis reaches the high scenario's last peak (≈ 1,291 GPUs), rounded up to a nice value.
    const top = 512 * Math.pow(1.04, 23);
    expect(g.y.domain()[1]).toBeGreaterThanOrEqual(top);
    expect(g.y(0)).toBe(g.box.bottom);
    // The band's first point is the high scenario's month-1 peak at x of month 0.
    expect(g.band.startsWith(`M${g.box.left},${Math.round(g.y(512) * 100) / 100}`)).toBe(true);
    expect(g.lines).toHaveLength(3);
    // An offer never committed draws no band.
    const none = fanGeometry({ months: 2, scenarios: [{ name: 'a', probability: 1, peaks: [1, 2] }], committed: [{ offer: 'x', gpus: [0, 0] }] }, 300, 200);
    expect(none.layers).toEqual([]);
  });
});
