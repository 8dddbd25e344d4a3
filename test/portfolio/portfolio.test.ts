// docs/model.md › Demand plan: the demand plan solved with HiGHS and costed by the dispatch rule. The worked
// example's every portfolio figure; the reported cost equals the rule's cost of the reported plan;
// no single ±1-block change at any start month lowers the objective; plans that cannot be covered,
// defaults from rent vs buy, and a solve that runs out of time.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { computePortfolio, offersFromRentVsBuy, PORTFOLIO_TOLERANCE, type MilpSolver, type PortfolioInput } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';
import { example, examplePlanFile, highs, ruleCost } from './helpers';

let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

function close(actual: unknown, expected: unknown, path: string): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), path).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  } else if (expected === null || typeof expected !== 'object') {
    expect(actual, path).toEqual(expected);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual) && actual.length, path).toBe(expected.length);
    expected.forEach((e, i) => close((actual as unknown[])[i], e, `${path}[${i}]`));
  } else {
    const a = actual as Record<string, unknown>;
    expect(Object.keys(a).filter((k) => k !== 'solve'), path).toEqual(Object.keys(expected));
    for (const [k, v] of Object.entries(expected)) close(a[k], v, `${path}.${k}`);
  }
}

describe('the worked example (test/fixtures/v3-renter-mix.gpuplan.json)', () => {
  it('matches every portfolio figure of the reference results', () => {
    const loaded = loadScenario(examplePlanFile());
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const result = evaluateScenario(loaded.scenario, { portfolioSolver: solver });
    const expected = example().expected.portfolio as Record<string, unknown>;
    // The optimum within docs/model.md's tolerance first, then every field (this plan is the unique optimum).
    expect(Math.abs(result.portfolio!.presentCost - (expected.presentCost as number)) / (expected.presentCost as number)).toBeLessThan(PORTFOLIO_TOLERANCE);
    close(result.portfolio, expected, 'portfolio');
    expect(result.portfolio!.solve).toMatchObject({ solver: 'HiGHS', integerVariables: 24 });
    expect(result.warnings.filter((w) => w.code.startsWith('portfolio'))).toEqual([]);
  });

  it('reports the rule cost of its plan, rebuilt from docs/model.md', () => {
    const loaded = loadScenario(examplePlanFile());
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const out = computePortfolio(loaded.scenario.portfolio!, undefined, solver);
    if (!out.ok) throw new Error(out.warning.message.en);
    const rebuilt = ruleCost(loaded.scenario.portfolio!, out.result.commitments);
    expect(out.result.presentCost).toBeCloseTo(rebuilt.presentCost, 6);
    expect(out.result.totalCost).toBeCloseTo(rebuilt.totalCost, 6);
  });
});

/** Small random plans: 1–14 months, 1–3 blocks, on-demand, maybe spot, 1–2 commit offers. */
const plan = fc
  .record({
    months: fc.integer({ min: 1, max: 14 }),
    steps: fc.array(fc.record({ at: fc.integer({ min: 1, max: 14 }), gpus: fc.integer({ min: 0, max: 90 }) }), { minLength: 1, maxLength: 4 }),
    loads: fc.array(fc.record({ w: fc.integer({ min: 1, max: 5 }), load: fc.double({ min: 0, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 3 }),
    s: fc.double({ min: 0, max: 1, noNaN: true }),
    rate: fc.double({ min: 0, max: 0.3, noNaN: true }),
    od: fc.double({ min: 1, max: 4, noNaN: true }),
    odCap: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    spot: fc.option(fc.record({ p: fc.double({ min: 0.3, max: 3, noNaN: true }), a: fc.double({ min: 0, max: 1, noNaN: true }), o: fc.double({ min: 0, max: 0.5, noNaN: true }) }), { nil: undefined }),
    commits: fc.array(
      fc.record({ p: fc.double({ min: 0.5, max: 3.5, noNaN: true }), term: fc.integer({ min: 1, max: 12 }), from: fc.integer({ min: 1, max: 6 }), block: fc.constantFrom(1, 4, 8, 16), cap: fc.option(fc.integer({ min: 0, max: 64 }), { nil: undefined }) }),
      { minLength: 1, maxLength: 2 },
    ),
  })
  .map((r): PortfolioInput => {
    const total = r.loads.reduce((a, b) => a + b.w, 0);
    const froms = [...new Set([1, ...r.steps.map((s) => Math.min(s.at, r.months))])].sort((a, b) => a - b);
    return {
      months: r.months,
      demand: froms.map((f, i) => ({ fromMonth: f, gpus: r.steps[i % r.steps.length].gpus })),
      profile: r.loads.map((b) => ({ share: b.w / total, load: b.load })),
      interruptibleShare: r.s,
      discountRate: r.rate,
      offers: [
        { name: 'OD', kind: 'onDemand', pricePerGPUHour: r.od, ...(r.odCap === undefined ? {} : { maxGPUs: r.odCap }) },
        ...(r.spot ? [{ name: 'Spot', kind: 'spot' as const, pricePerGPUHour: r.spot.p, availability: r.spot.a, overhead: r.spot.o }] : []),
        ...r.commits.map((c, i) => ({
          name: `C${i}`,
          kind: 'commit' as const,
          pricePerGPUHour: c.p,
          termMonths: Math.min(c.term, r.months),
          startFrom: c.from,
          gpuBlock: c.block,
          ...(c.cap === undefined ? {} : { maxGPUs: c.cap }),
        })),
      ],
    };
  });

describe('property: the reported plan', () => {
  it('costs what the dispatch rule says, and no ±1 block at any start month beats it beyond the tolerance', () => {
    fc.assert(
      fc.property(plan, (p) => {
        const out = computePortfolio(p, undefined, solver);
        if (!out.ok) throw new Error(out.warning.message.en);
        const r = out.result;
        const penalty = 10 * Math.max(...p.offers!.map((o) => (o.kind === 'spot' ? o.pricePerGPUHour * (1 + (o.overhead ?? 0.1)) : o.pricePerGPUHour))) + 1;
        const base = ruleCost(p, r.commitments);
        expect(Math.abs(r.presentCost - base.presentCost)).toBeLessThanOrEqual(1e-9 * Math.max(1, base.presentCost));
        const objective = base.presentCost + penalty * base.presentUnserved;
        for (const o of p.offers!) {
          if (o.kind !== 'commit') continue;
          const block = o.gpuBlock ?? 8;
          for (let k = o.startFrom ?? 1; k <= p.months - o.termMonths! + 1; k++) {
            for (const delta of [1, -1]) {
              const current = r.commitments.find((c) => c.offer === o.name && c.startMonth === k)?.gpus ?? 0;
              if (current + delta * block < 0) continue;
              const next = r.commitments.filter((c) => !(c.offer === o.name && c.startMonth === k));
              if (current + delta * block > 0) next.push({ offer: o.name, startMonth: k, endMonth: k + o.termMonths! - 1, gpus: current + delta * block, cost: 0, presentCost: 0 });
              // The cap holds in every month (a change that breaks it is not a plan).
              const cap = o.maxGPUs ?? Infinity;
              let within = true;
              for (let m = 1; m <= p.months && within; m++) {
                const C = next.filter((c) => c.offer === o.name && c.startMonth <= m && m <= c.startMonth + o.termMonths! - 1).reduce((a, c) => a + c.gpus, 0);
                within = C <= cap;
              }
              if (!within) continue;
              const other = ruleCost(p, next);
              expect(other.presentCost + penalty * other.presentUnserved).toBeGreaterThanOrEqual(objective * (1 - PORTFOLIO_TOLERANCE) - 1e-6);
            }
          }
        }
      }),
      { numRuns: 60, seed: 20261203 },
    );
  });
});

describe('plans that cannot be covered, defaults, limits', () => {
  it('warns with the first month when the offers cannot serve the demand, and still reports the plan', () => {
    const p: PortfolioInput = {
      months: 6,
      demand: [{ fromMonth: 1, gpus: 16 }, { fromMonth: 4, gpus: 64 }],
      profile: [{ share: 1, load: 1 }],
      interruptibleShare: 0,
      discountRate: 0,
      offers: [
        { name: 'OD', kind: 'onDemand', pricePerGPUHour: 2, maxGPUs: 20 },
        { name: 'Res', kind: 'commit', pricePerGPUHour: 1.5, termMonths: 3, gpuBlock: 8, maxGPUs: 24 },
      ],
    };
    const out = computePortfolio(p, undefined, solver);
    if (!out.ok) throw new Error(out.warning.message.en);
    // Months 4–6 need 64: at most 24 committed + 20 on demand, 20 GPUs short for 3 × 730 h.
    expect(out.result.unservedGPUHours).toBeCloseTo(20 * 730 * 3, 6);
    expect(out.warnings.map((w) => w.code)).toEqual(['portfolio-demand-not-covered']);
    expect(out.warnings[0].message.en).toContain('from month 4');
    // Committing is cheaper than on demand: the 16 GPUs of months 1–3, then the cap of 24.
    expect(out.result.commitments).toEqual([
      expect.objectContaining({ offer: 'Res', startMonth: 1, endMonth: 3, gpus: 16 }),
      expect.objectContaining({ offer: 'Res', startMonth: 4, endMonth: 6, gpus: 24 }),
    ]);
    // The baseline leaves more demand unserved: no savings figure compares the two.
    expect(out.result.savings).toBeNull();
    expect(out.result.savingsShare).toBeNull();
  });

  it('takes on-demand, spot and both reservations from rent vs buy when the plan lists no offers', () => {
    const offers = offersFromRentVsBuy({
      onDemandPrice: 2.49, spotPrice: 1.35, spotOverhead: 0.1, spotAvailability: 0.9, reservedPrice: 1.89, reserved3yPrice: 1.49,
      capexPerGPU: 30000, lifeYears: 5, residualFraction: 0, costOfCapital: 0.1, powerPricePerKWh: 0.1, coloPerKWMonth: 0, opexPerGPUMonth: 0, idlePowerFraction: 0.3, usageHours: 5000,
    });
    expect(offers).toEqual([
      { name: 'On-demand', kind: 'onDemand', pricePerGPUHour: 2.49 },
      { name: 'Spot', kind: 'spot', pricePerGPUHour: 1.35, availability: 0.9, overhead: 0.1 },
      { name: '1-year reservation', kind: 'commit', pricePerGPUHour: 1.89, termMonths: 12 },
      { name: '3-year reservation', kind: 'commit', pricePerGPUHour: 1.49, termMonths: 36 },
    ]);
    // Through the loader: a plan with a site, rent vs buy and no offers solves with those four.
    const { doc } = example();
    const file = {
      ...examplePlanFile(),
      site: { contractedMW: 1, powerBasis: 'it', pue: 1.3, cooling: 'air' },
      rentVsBuy: { ...(doc.rentVsBuy as object), capexPerGPU: 30000, lifeYears: 5 },
      portfolio: { ...(doc.portfolio as object), offers: undefined },
    };
    const loaded = loadScenario(file);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const r = evaluateScenario(loaded.scenario, { portfolioSolver: solver }).portfolio!;
    expect(Object.keys(r.byOffer)).toEqual(['On-demand', 'Spot', '1-year reservation', '3-year reservation']);
    expect(r.breakEvenUtilization).toEqual({ '1-year reservation': 1.89 / 2.49, '3-year reservation': 1.49 / 2.49 });
    // The same prices as the worked example, but the 1-year term may start in month 1: never dearer.
    expect(r.presentCost).toBeLessThanOrEqual((example().expected.portfolio as { presentCost: number }).presentCost * (1 + 1e-9));
  });

  it('stops a solve past its time limit with a message naming the plan size', () => {
    const p: PortfolioInput = {
      months: 120,
      demand: Array.from({ length: 20 }, (_, i) => ({ fromMonth: 1 + i * 6, gpus: 64 + 48 * i + (i % 3) * 24 })),
      profile: [{ share: 0.3, load: 1 }, { share: 0.2, load: 0.75 }, { share: 0.25, load: 0.5 }, { share: 0.25, load: 0.2 }],
      interruptibleShare: 0.3,
      discountRate: 0.1,
      offers: [
        { name: 'On-demand', kind: 'onDemand', pricePerGPUHour: 2.49 },
        { name: 'Spot', kind: 'spot', pricePerGPUHour: 1.35, availability: 0.9, overhead: 0.1 },
        { name: '1y', kind: 'commit', pricePerGPUHour: 1.89, termMonths: 12, startFrom: 3 },
        { name: '2y', kind: 'commit', pricePerGPUHour: 1.69, termMonths: 24 },
        { name: '3y racks', kind: 'commit', pricePerGPUHour: 1.49, termMonths: 36, gpuBlock: 72 },
      ],
    };
    const started = performance.now();
    const out = computePortfolio(p, undefined, solver, { timeLimitSeconds: 0.3 });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.warning.code).toBe('portfolio-solve-time-limit');
    expect(out.warning.message.en).toContain('120 months × 4 load blocks × 5 offers');
    expect(out.warning.message.en).toContain('0.3 s');
    expect(out.warning.message['zh-CN']).toContain('120 个月');
  });
});
