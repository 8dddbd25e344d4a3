// The program's cumulative integer columns (models/portfolio/program.ts): Y_k = blocks started up to
// start month k, so a month's active blocks are two terms. The plan read back from Y must be the
// plan the solver chose: whole blocks per start, within each offer's cap in every month.
import { beforeAll, describe, expect, it } from 'vitest';
import { computePortfolio, portfolioProgram, type MilpSolver, type PortfolioInput } from '../../models/portfolio';
import { startBlocks } from '../../models/portfolio/program';
import { highs, ruleCost } from './helpers';

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

const capped: PortfolioInput = {
  months: 12,
  demand: [{ fromMonth: 1, gpus: 48 }],
  profile: [{ share: 1, load: 1 }],
  interruptibleShare: 0,
  discountRate: 0.1,
  offers: [
    { name: 'OD', kind: 'onDemand', pricePerGPUHour: 2 },
    { name: 'Res', kind: 'commit', pricePerGPUHour: 1, termMonths: 3, gpuBlock: 8, maxGPUs: 24 },
  ],
};

describe('cumulative start columns', () => {
  it('read back as whole blocks per start month', () => {
    const s = { column: 1, previous: 0, offer: 0, start: 2 };
    expect(startBlocks([2.0000001, 5], s)).toBe(3);
    expect(startBlocks([3, 3], s)).toBe(0);
    expect(startBlocks([4], { column: 0, previous: null, offer: 0, start: 1 })).toBe(4);
  });

  it('two terms per offer and month: a month’s active blocks are Y(last start) − Y(before the first)', () => {
    const { program } = portfolioProgram(capped, undefined);
    // Starts 1..10 for a 3-month term in 12 months.
    expect(program.starts.map((s) => s.start)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(program.starts.map((s) => s.previous)).toEqual([null, ...program.starts.slice(0, -1).map((s) => s.column)]);
    // Every row has at most 3 terms (x and two Y; the caps two Y; the per-start bounds two Y).
    expect(Math.max(...program.lp.rows.map((r) => r.cols.length))).toBeLessThanOrEqual(3);
  });

  it('keeps the cap in every month and commits up to it where it pays, at the rule’s cost', () => {
    const out = computePortfolio(capped, undefined, solver);
    if (!out.ok) throw new Error(out.warning.message.en);
    const r = out.result;
    for (const m of r.months) expect(m.committed.Res).toBe(24);
    expect(r.commitments.every((c) => c.gpus % 8 === 0 && c.gpus <= 24)).toBe(true);
    const rule = ruleCost(capped, r.commitments);
    expect(Math.abs(r.presentCost - rule.presentCost)).toBeLessThanOrEqual(1e-9 * rule.presentCost);
  });
});
