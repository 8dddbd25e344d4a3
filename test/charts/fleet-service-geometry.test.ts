// "GPUs in service by tranche" (model: Investment › fleet › site power), without a DOM, on the v4
// worked example (test/fixtures/v4-fleet.json): four tranches of 512 B200 delivered in months
// 0, 3, 6 and 9 at 1.9305 kW per GPU (the capacity section's node of 15.444 kW all-in ÷ 8), the
// last sold in month 54, against the site's usable 14,615.38 kW (20 MW ÷ PUE 1.3 × 0.95).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fleetServiceGeometry, monthAt, serviceTranches } from '../../src/charts/fleet-service-geometry';

const fixture = (name: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'test', 'fixtures', name), 'utf8'));
const input = fixture('v4-fleet.json');
const expected = fixture('v4-fleet.expected.json');
const kwPerGPU = 15.444 / 8; // by hand: the node's all-in kW over its 8 GPUs
const usableKW = (20000 / 1.3) * 0.95;
const tranches = serviceTranches(expected.investment.tranches, input.investment.tranches, kwPerGPU);
const W = 800;
const Hpx = 300;
const g = fleetServiceGeometry(tranches, 60, usableKW, W, Hpx, { top: 20, right: 20, bottom: 40, left: 60 });

describe('the fleet service chart geometry', () => {
  it('counts each tranche from the month after its delivery through its exit month', () => {
    const q1 = g.bands[0].gpus;
    const q4 = g.bands[3].gpus;
    expect(q1[0]).toBe(512); // month 1: Q1 (delivered in month 0) is in service
    expect(g.bands[1].gpus[2]).toBe(0); // month 3: Q2 is delivered at its end, not yet in service
    expect(g.bands[1].gpus[3]).toBe(512); // month 4
    expect(q4[8]).toBe(0); // month 9
    expect(q4[9]).toBe(512); // month 10
    expect(q4[53]).toBe(512); // month 54: its exit month, still in service
    expect(q4[54]).toBe(0); // month 55: sold
    expect(g.totalGPUs[0]).toBe(512);
    expect(g.totalGPUs[9]).toBe(2048);
    expect(g.totalGPUs[54]).toBe(1536);
  });

  it('stacks kW in tranche order and its top is the engine\'s powerKW and peak', () => {
    expect(g.totalKW[9]).toBeCloseTo(4 * 512 * kwPerGPU, 9); // 3,953.664 kW
    expect(g.peakKW).toBeCloseTo(expected.investment.peakPowerKW, 9);
    expect(g.totalKW[59]).toBeCloseTo(3 * 512 * kwPerGPU, 9);
    g.totalKW.forEach((kw, i) => expect(kw).toBeCloseTo(expected.investment.powerKW[i], 9));
    expect(g.bands[2].lowKW[9]).toBeCloseTo(2 * 512 * kwPerGPU, 9);
    expect(g.bands[2].highKW[9]).toBeCloseTo(3 * 512 * kwPerGPU, 9);
  });

  it('places the usable-power line and scales y to it when it is above the peak', () => {
    const [lo, hi] = g.y.domain();
    expect(lo).toBe(0);
    expect(hi).toBe(16000); // 14,615.38 kW × 1.05 = 15,346 kW, rounded up to a nice 16,000
    // y is linear from 0 at the bottom (300 − 40 = 260 px) to 16,000 kW at the top (20 px).
    expect(g.usableY).toBeCloseTo(260 - (usableKW / 16000) * 240, 9);
    expect(g.usableY!).toBeLessThan(g.y(g.peakKW));
  });

  it('draws month m over [m − 1, m]: the steps of Q2\'s band start at x(3)', () => {
    const xs = [...g.bands[1].path.matchAll(/[ML]([-\d.e]+),([-\d.e]+)/g)].map((m) => Number(m[1]));
    expect(g.x(0)).toBe(60);
    expect(g.x(60)).toBe(780);
    expect(xs).toContain(g.x(3));
    expect(monthAt(g, g.x(3) + 0.5)).toBe(4);
    expect(monthAt(g, g.x(0))).toBe(1);
    expect(monthAt(g, 10_000)).toBe(60);
  });

  it('has no line without a site and scales to the peak', () => {
    const bare = fleetServiceGeometry(tranches, 60, null, W, Hpx);
    expect(bare.usableY).toBeNull();
    expect(bare.y.domain()[1]).toBeLessThan(usableKW);
    expect(bare.y.domain()[1]).toBeGreaterThanOrEqual(bare.peakKW * 1.05);
  });

  it('takes a tranche\'s own kW per GPU over the capacity section\'s', () => {
    const own = serviceTranches([{ name: 'A', gpus: 10, deliveryMonth: 0, exitMonth: 12 }], [{ kwPerGPU: 2.5 }], 1.9);
    expect(own[0].kwPerGPU).toBe(2.5);
    expect(fleetServiceGeometry(own, 12, null, W, Hpx).peakKW).toBeCloseTo(25, 12);
  });
});
