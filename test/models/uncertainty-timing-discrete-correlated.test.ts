// docs/model.md › Uncertainty: uncertain whole-number fields, discrete distributions, correlated inputs and the
// per-input P5/P50/P95 of what was drawn; results independent of how trials are split over workers.
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { serializeScenario } from '../../models/scenario/serialize';
import type { LoadResult } from '../../models/scenario';
import type { Scenario } from '../../models/scenario/types';
import { createMonteCarlo, runMonteCarlo, runShard } from '../../models/uncertainty';
import { choleskyPsd, nonPsdPairs, normalQuantile } from '../../models/uncertainty/correlation';
import example from '../fixtures/h100-512-colo.gpuplan.json';
import { editorEn } from '../../src/i18n/areas/editor';

type Raw = Record<string, any>;

function raw(uncertainty: Raw, patch: (r: Raw) => void = () => {}): Raw {
  const r = structuredClone(example) as Raw;
  r.uncertainty = uncertainty;
  patch(r);
  return r;
}

function load(uncertainty: Raw, patch?: (r: Raw) => void): Scenario {
  const r = loadScenario(raw(uncertainty, patch));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

function issues(r: LoadResult): { path: string; en: string; zh: string }[] {
  return r.ok ? [] : r.issues.map((i) => ({ path: i.path, en: i.message.en, zh: i.message['zh-CN'] }));
}

/** Ranks 1..n with ties given their average rank (independent of the engine). */
function ranks(xs: ArrayLike<number>): number[] {
  const idx = Array.from({ length: xs.length }, (_, i) => i).sort((a, b) => xs[a] - xs[b]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && xs[idx[j + 1]] === xs[idx[i]]) j++;
    for (let k = i; k <= j; k++) r[idx[k]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

const spearman = (x: ArrayLike<number>, y: ArrayLike<number>): number => pearson(ranks(x), ranks(y));

function samplesOf(s: Scenario, opts: Parameters<typeof createMonteCarlo>[1] = {}): Record<string, Float64Array> {
  const runner = createMonteCarlo(s, opts);
  return Object.fromEntries(runner.samples().map((c) => [c.path, c.values]));
}

describe('uncertainty loader: uncertain whole numbers, discrete, correlations', () => {
  it('accepts whole-number fields and discrete distributions', () => {
    const s = load({
      trials: 10,
      inputs: {
        'market.generations[1].availableMonth': { dist: 'triangular', min: 3, mode: 6, max: 18 },
        'investment.contractMonths': { dist: 'discrete', values: [12, 24, 36], weights: [1, 2, 1] },
      },
      correlations: [{ a: 'market.generations[1].availableMonth', b: 'investment.contractMonths', rho: -0.5 }],
    });
    expect(s.uncertainty?.inputs['investment.contractMonths']).toEqual({ dist: 'discrete', values: [12, 24, 36], weights: [1, 2, 1] });
    expect(s.uncertainty?.correlations).toEqual([{ a: 'market.generations[1].availableMonth', b: 'investment.contractMonths', rho: -0.5 }]);
  });

  it('saves discrete distributions and correlations (with and without the raw document)', () => {
    const s = load({
      inputs: {
        'investment.contractMonths': { dist: 'discrete', values: [12, 24], weights: [3, 1] },
        'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 },
      },
      correlations: [{ a: 'investment.contractMonths', b: 'investment.utilization', rho: 0.4 }],
    });
    const first = JSON.parse(serializeScenario(s));
    expect(first.uncertainty.correlations).toEqual([{ a: 'investment.contractMonths', b: 'investment.utilization', rho: 0.4 }]);
    first.uncertainty.correlations[0].note = 'kept';
    const second = JSON.parse(serializeScenario(s, first));
    expect(second.uncertainty.correlations[0].note).toBe('kept'); // unknown fields survive a save
    const again = loadScenario(second);
    expect(again.ok && again.scenario.uncertainty).toEqual(s.uncertainty);
  });

  it('refuses bad input with a message naming the field, in both languages', () => {
    const r = loadScenario(
      raw({
        inputs: {
          'investment.utilization': { dist: 'discrete', values: [0.6, 0.9], weights: [0, 0] },
          'investment.powerPricePerKWh': { dist: 'discrete', values: [0.05, 0.08], weights: [1] },
          'investment.capexPerGPU': { dist: 'discrete', values: [] },
          'site.pue': { dist: 'discrete', values: [1.2, 3.5] },
        },
        correlations: [
          { a: 'investment.utilization', b: 'investment.powerPricePerKWh', rho: 1.2 },
          { a: 'investment.utilization', b: 'investment.discountRate', rho: 0.3 },
          { a: 'site.pue', b: 'site.pue', rho: 0.3 },
        ],
      }),
    );
    const found = issues(r);
    const at = (p: string) => found.find((i) => i.path === p);
    expect(at('uncertainty.inputs["investment.utilization"].weights')?.en).toContain('must not all be 0');
    expect(at('uncertainty.inputs["investment.utilization"].weights')?.zh).toContain('不能全为 0');
    expect(at('uncertainty.inputs["investment.powerPricePerKWh"].weights')?.en).toContain('one weight per value (2), got 1');
    expect(at('uncertainty.inputs["investment.capexPerGPU"].values')?.en).toContain('at least one value');
    expect(at('uncertainty.inputs["site.pue"].values[1]')?.en).toContain('must lie within the range of site.pue');
    expect(at('uncertainty.correlations[0].rho')?.en).toContain('(got 1.2)');
    expect(at('uncertainty.correlations[1].b')?.en).toBe('uncertainty.correlations[1].b: must name one of uncertainty.inputs (got "investment.discountRate")');
    expect(at('uncertainty.correlations[1].b')?.zh).toContain('uncertainty.inputs');
    expect(at('uncertainty.correlations[2].b')?.en).toContain('must differ from a');
  });

  it('refuses a correlation matrix that is not positive semi-definite, naming the pairs', () => {
    const inputs = {
      'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 },
      'investment.powerPricePerKWh': { dist: 'uniform', min: 0.05, max: 0.09 },
      'investment.capexPerGPU': { dist: 'uniform', min: 30000, max: 36000 },
      'investment.opexPerGPUMonth': { dist: 'uniform', min: 40, max: 50 },
    };
    // a~b and a~c strongly positive but b~c strongly negative: impossible.
    const correlations = [
      { a: 'investment.opexPerGPUMonth', b: 'investment.capexPerGPU', rho: 0.1 },
      { a: 'investment.utilization', b: 'investment.powerPricePerKWh', rho: 0.7 },
      { a: 'investment.utilization', b: 'investment.capexPerGPU', rho: 0.7 },
      { a: 'investment.powerPricePerKWh', b: 'investment.capexPerGPU', rho: -0.9 },
    ];
    const found = issues(loadScenario(raw({ inputs, correlations })));
    const psd = found.find((i) => i.path === 'uncertainty.correlations');
    expect(psd?.en).toContain('not positive semi-definite');
    expect(psd?.en).toContain('investment.utilization ~ investment.powerPricePerKWh (0.7)');
    expect(psd?.en).toContain('investment.powerPricePerKWh ~ investment.capexPerGPU (-0.9)');
    expect(psd?.zh).toContain('半正定');
    // Remove the contradiction and the file loads.
    expect(issues(loadScenario(raw({ inputs, correlations: correlations.slice(0, 3) })))).toEqual([]);
  });

  it('checks PSD like the eigenvalues do (3×3 equicorrelation: PSD iff rho >= -1/2)', () => {
    const m = (rho: number) => Float64Array.from([1, rho, rho, rho, 1, rho, rho, rho, 1]);
    expect(choleskyPsd(m(-0.5), 3).ok).toBe(true);
    expect(choleskyPsd(m(-0.51), 3).ok).toBe(false);
    expect(choleskyPsd(m(1), 3).ok).toBe(true); // singular but PSD
    expect(nonPsdPairs([{ a: 'x', b: 'y', rho: 1 }])).toEqual([]);
  });

  it('inverse normal CDF matches known quantiles', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 8);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.3263478740408408, 8);
    expect(normalQuantile(0.5)).toBe(0);
  });
});

describe('uncertainty sampling', () => {
  it('rounds whole-number draws half up and clamps them to the field range', () => {
    // Built in code (the loader refuses values outside the range): clamping still applies.
    const d = samplesOf(load({ trials: 4000, seed: 3, inputs: {} }), {
      inputs: {
        'market.generations[1].availableMonth': { dist: 'uniform', min: 2.5, max: 5.4999 },
        'investment.contractMonths': { dist: 'discrete', values: [11.5, -4] },
      },
    });
    const months = Array.from(d['market.generations[1].availableMonth']);
    expect(months.every((m) => Number.isInteger(m) && m >= 3 && m <= 5)).toBe(true);
    expect(new Set(months)).toEqual(new Set([3, 4, 5]));
    // floor(11.5 + 0.5) = 12; -4 is clamped to the field's minimum 0.
    expect(new Set(d['investment.contractMonths'])).toEqual(new Set([12, 0]));
  });

  it('draws discrete values with their weights (±2 percentage points over 10,000 trials)', () => {
    const s = load({
      trials: 10_000,
      seed: 11,
      inputs: { 'market.generations[1].availableMonth': { dist: 'discrete', values: [6, 9, 12, 18], weights: [1, 4, 3, 2] } },
    });
    const drawn = samplesOf(s)['market.generations[1].availableMonth'];
    const share = (v: number) => drawn.filter((x) => x === v).length / drawn.length;
    expect(Math.abs(share(6) - 0.1)).toBeLessThan(0.02);
    expect(Math.abs(share(9) - 0.4)).toBeLessThan(0.02);
    expect(Math.abs(share(12) - 0.3)).toBeLessThan(0.02);
    expect(Math.abs(share(18) - 0.2)).toBeLessThan(0.02);
    // Equal weights by default.
    const eq = samplesOf(load({ trials: 10_000, inputs: { 'investment.utilization': { dist: 'discrete', values: [0.6, 0.8] } } }))['investment.utilization'];
    expect(Math.abs(eq.filter((x) => x === 0.6).length / eq.length - 0.5)).toBeLessThan(0.02);
  });

  const correlated = (rhoAB: number, rhoAC: number, rhoBC: number, trials = 10_000) =>
    load({
      trials,
      seed: 42,
      inputs: {
        'investment.powerPricePerKWh': { dist: 'triangular', min: 0.05, mode: 0.07, max: 0.12 },
        'investment.utilization': { dist: 'normal', mean: 0.8, sd: 0.06 },
        'market.generations[1].availableMonth': { dist: 'uniform', min: 3, max: 24 },
      },
      correlations: [
        { a: 'investment.powerPricePerKWh', b: 'investment.utilization', rho: rhoAB },
        { a: 'investment.powerPricePerKWh', b: 'market.generations[1].availableMonth', rho: rhoAC },
        { a: 'investment.utilization', b: 'market.generations[1].availableMonth', rho: rhoBC },
      ],
    });

  it('gives the requested rank correlations within ±0.03 over 10,000 trials', () => {
    for (const [ab, ac, bc] of [
      [0.7, -0.4, -0.2],
      [-0.5, 0.3, 0.6],
      [0.95, 0, 0],
    ]) {
      const d = samplesOf(correlated(ab, ac, bc));
      const a = d['investment.powerPricePerKWh'];
      const b = d['investment.utilization'];
      const c = d['market.generations[1].availableMonth'];
      expect(Math.abs(spearman(a, b) - ab)).toBeLessThan(0.03);
      expect(Math.abs(spearman(a, c) - ac)).toBeLessThan(0.03);
      expect(Math.abs(spearman(b, c) - bc)).toBeLessThan(0.03);
    }
  });

  it('keeps every input its own draws: correlations only pair them differently', () => {
    const free = samplesOf(correlated(0, 0, 0));
    const tied = samplesOf(correlated(0.8, 0.5, 0.3));
    for (const path of Object.keys(free)) {
      expect(Float64Array.from(tied[path]).sort()).toEqual(Float64Array.from(free[path]).sort());
    }
  });

  it('without correlations an input draws what it drew before uncertainty (its own stream)', () => {
    const alone = samplesOf(load({ trials: 500, seed: 5, inputs: { 'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 } } }));
    const withOthers = samplesOf(
      load({
        trials: 500,
        seed: 5,
        inputs: {
          'investment.capexPerGPU': { dist: 'normal', mean: 34000, sd: 2000 },
          'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 },
        },
      }),
    );
    expect(withOthers['investment.utilization']).toEqual(alone['investment.utilization']);
  });
});

describe('uncertainty results', () => {
  const scenario = () =>
    load(
      {
        trials: 3001,
        seed: 9,
        inputs: {
          'market.generations[1].availableMonth': { dist: 'discrete', values: [3, 6, 12, 24], weights: [1, 2, 2, 1] },
          'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
          'investment.powerPricePerKWh': { dist: 'uniform', min: 0.05, max: 0.1 },
          'rentVsBuy.usageHours': { dist: 'uniform', min: 2000, max: 8000 },
        },
        correlations: [{ a: 'investment.utilization', b: 'investment.powerPricePerKWh', rho: 0.6 }],
      },
      (r) => {
        delete r.market.parity[0].fromMonth; // parity starts when Blackwell arrives
      },
    );

  it('reports P5/P50/P95 of each input’s draws', () => {
    const runner = createMonteCarlo(scenario());
    runner.runChunk(runner.total);
    const r = runner.result();
    expect(r.inputs.map((i) => i.path)).toEqual([
      'market.generations[1].availableMonth',
      'investment.utilization',
      'investment.powerPricePerKWh',
      'rentVsBuy.usageHours',
    ]);
    for (const input of r.inputs) {
      const sorted = Array.from(runner.samples().find((c) => c.path === input.path)!.values).sort((a, b) => a - b);
      // Type-7 percentile computed here: h = (n-1)q.
      const pct = (q: number) => {
        const h = (sorted.length - 1) * q;
        const k = Math.floor(h);
        return sorted[k] + (h - k) * ((sorted[k + 1] ?? sorted[k]) - sorted[k]);
      };
      expect(input.p5).toBeCloseTo(pct(0.05), 12);
      expect(input.p50).toBeCloseTo(pct(0.5), 12);
      expect(input.p95).toBeCloseTo(pct(0.95), 12);
    }
    const power = r.inputs[2];
    expect(power.p50).toBeGreaterThan(0.073);
    expect(power.p50).toBeLessThan(0.077); // uniform(0.05, 0.1): median 0.075
    expect(r.inputs[3].affectsInvestment).toBe(false);
    expect(r.inputs[0]).toMatchObject({ dist: 'discrete', p5: 3, p95: 24 });
  });

  it('a sampled availableMonth moves the parity rule that follows it (tornado = full evaluation)', () => {
    const s = scenario();
    const r = runMonteCarlo(s, { trials: 10 });
    const entry = r.tornado.find((e) => e.path === 'market.generations[1].availableMonth')!;
    expect([entry.low, entry.high]).toEqual([3, 24]);
    for (const [month, irr] of [
      [3, entry.irrLow],
      [24, entry.irrHigh],
    ] as const) {
      const doc = raw({ trials: 1, inputs: {} }, (x) => {
        x.market.generations[1].availableMonth = month;
        x.market.parity[0].fromMonth = month;
        delete x.uncertainty;
      });
      const loaded = loadScenario(doc);
      if (!loaded.ok) throw new Error('fixture');
      expect(irr).toBeCloseTo(evaluateScenario(loaded.scenario).investment!.irrAnnual!, 12);
    }
    expect(entry.irrHigh!).toBeGreaterThan(entry.irrLow!); // later Blackwell, Hopper rents hold longer
  });

  it('gives identical results however the trials are split (1 or 8 workers, uneven shards)', () => {
    const s = scenario();
    const whole = runMonteCarlo(s);
    for (const cuts of [
      [0, 3001],
      [0, 376, 751, 1126, 1501, 1876, 2251, 2626, 3001],
      [0, 1, 1999, 2000, 2001, 3001],
    ]) {
      const runner = createMonteCarlo(s);
      // Shards arrive out of order, as from a pool.
      const shards = cuts.slice(1).map((end, i) => ({ start: cuts[i], shard: runShard(s, {}, cuts[i], end) }));
      for (const { start, shard } of shards.reverse()) runner.accept(start, shard);
      expect(runner.result()).toEqual(whole);
    }
  });

  it('same seed, same results; another seed, other results', () => {
    const a = runMonteCarlo(scenario());
    const b = runMonteCarlo(scenario());
    expect(b).toEqual(a);
    const c = runMonteCarlo(scenario(), { seed: 10 });
    expect(c.irrAnnual.percentiles.p50).not.toBe(a.irrAnnual.percentiles.p50);
  });
});

describe('gpuplan evaluate FILE --samples trials.csv', () => {
  async function cli(doc: Raw, ...args: string[]) {
    const { main } = await import('../../cli/main');
    const files: Record<string, string> = {};
    let stdout = '';
    let stderr = '';
    const code = await main(['evaluate', 'in.gpuplan.json', ...args], {
      stdout: (s) => void (stdout += s),
      stderr: (s) => void (stderr += s),
      readText: async () => JSON.stringify(doc),
      writeText: async (file, text) => void (files[file] = text),
    });
    return { code, stdout, stderr, files };
  }

  it('writes one row per trial with every drawn input, IRR and NPV; the draws follow the file', async () => {
    const doc = raw({
      trials: 10_000,
      seed: 1,
      inputs: {
        'investment.powerPricePerKWh': { dist: 'triangular', min: 0.05, mode: 0.07, max: 0.12 },
        'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.95 },
        'market.generations[1].availableMonth': { dist: 'discrete', values: [6, 12, 18], weights: [0.5, 0.3, 0.2] },
      },
      correlations: [{ a: 'investment.powerPricePerKWh', b: 'investment.utilization', rho: -0.6 }],
    });
    const r = await cli(doc, '--samples', 'trials.csv', '--json');
    expect(r.code).toBe(0);
    const lines = r.files['trials.csv'].trimEnd().split('\n');
    expect(lines[0].split(',').slice(0, 6)).toEqual([
      'trial',
      'investment.powerPricePerKWh (USD/kWh)',
      'investment.utilization (0-1)',
      'market.generations[1].availableMonth (month)',
      'irrAnnual (0-1/year)',
      'npv (USD)',
    ]);
    expect(lines).toHaveLength(10_001);
    const rows = lines.slice(1).map((l) => l.split(','));
    const col = (i: number) => rows.map((row) => Number(row[i]));
    expect(Math.abs(spearman(col(1), col(2)) + 0.6)).toBeLessThan(0.03);
    const months = col(3);
    for (const [v, w] of [
      [6, 0.5],
      [12, 0.3],
      [18, 0.2],
    ]) {
      expect(Math.abs(months.filter((m) => m === v).length / months.length - w)).toBeLessThan(0.02);
    }
    // The file's IRR and NPV are the trials behind the JSON's percentiles.
    const out = JSON.parse(r.stdout);
    const irrs = rows.map((row) => row[4]).filter((x) => x !== '').map(Number).sort((a, b) => a - b);
    expect(irrs.length).toBe(out.uncertainty.irrAnnual.count);
    const h = (irrs.length - 1) * 0.5;
    const k = Math.floor(h);
    expect(irrs[k] + (h - k) * (irrs[k + 1] - irrs[k])).toBeCloseTo(out.uncertainty.irrAnnual.percentiles.p50, 12);
    const npvs = col(5);
    expect(npvs.reduce((s, v) => s + v, 0) / npvs.length).toBeCloseTo(out.uncertainty.npv.mean, 3);
    // Same as without --samples.
    const plain = await cli(doc, '--json');
    expect(JSON.parse(plain.stdout).uncertainty).toEqual(out.uncertainty);
  });

  it('--table adds "What moves the equity IRR": stated inputs ±10 %, Blackwell arrival ±3 months', async () => {
    const r = await cli(structuredClone(example) as Raw, '--table');
    expect(r.code).toBe(0);
    // The tornado moves the equity (levered) IRR, as the app's "What moves my equity IRR" says.
    expect(r.stdout).toContain('What moves the equity IRR (each stated input alone ±10 %, month fields ±3 months)');
    expect(r.stdout).not.toContain('What moves the IRR');
    expect(r.stdout).toMatch(/Input\s+low\s+high\s+Equity IRR at low\s+Equity IRR at high\s+NPV at low/);
    const zh = await cli(structuredClone(example) as Raw, '--table', '--lang', 'zh-CN');
    expect(zh.stdout).toContain('什么在影响股权内部收益率（');
    expect(zh.stdout).toContain('低值时股权 IRR');
    // Named by the form's labels (issue 18), never by field paths: "Generation B200 › Available from month  3  9".
    const generation = editorEn.groups.generation.replace('{{id}}', '[^›]+');
    expect(r.stdout).toMatch(new RegExp(`${generation}› ${editorEn.fields.generation.availableMonth.label}\\s+3\\s+9\\s`));
    expect(r.stdout).not.toMatch(/market\.generations|rentVsBuy\./);
    expect(r.stdout).not.toMatch(new RegExp(`${editorEn.groups.rentVsBuy} › .*\\d`)); // the investment does not depend on them
  });

  it('refuses --samples without an uncertainty section, naming it', async () => {
    const doc = structuredClone(example) as Raw;
    const r = await cli(doc, '--samples', 'x.csv');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--samples needs a scenario with uncertainty and investment sections');
    expect(r.files).toEqual({});
  });
});

describe('pooled Monte Carlo (models/uncertainty/pool.ts)', () => {
  it('gives the single-thread result with 1, 3 or 8 workers, shards finishing in any order', async () => {
    const { runMonteCarloPooled, shardRanges, poolSize } = await import('../../models/uncertainty');
    const s = load({
      trials: 2500,
      seed: 4,
      inputs: {
        'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
        'market.generations[1].availableMonth': { dist: 'discrete', values: [3, 12, 24] },
      },
      correlations: [{ a: 'investment.utilization', b: 'market.generations[1].availableMonth', rho: 0.5 }],
    });
    const single = runMonteCarlo(s);
    for (const n of [1, 3, 8]) {
      let delay = 0;
      // Fake workers: runShard after a varying delay, so shards complete out of order.
      const workers = Array.from({ length: n }, () => async (job: { scenario: Scenario; opts: object; start: number; end: number; draws?: Float64Array[] }) => {
        await new Promise((r) => setTimeout(r, (delay = (delay + 7) % 5)));
        expect(job.draws?.[0].length).toBe(job.end - job.start); // the coordinator's draws travel with the job
        return runShard(job.scenario, job.opts, job.start, job.end, job.draws);
      });
      const progress: number[] = [];
      const pooled = await runMonteCarloPooled(s, workers, { onProgress: (p) => progress.push(p.done) });
      expect(pooled).toEqual(single);
      expect(progress.at(-1)).toBe(2500);
      expect(await runMonteCarloPooled(s, workers)).toEqual(single); // without onProgress too
    }
    expect(shardRanges(10, 4)).toEqual([
      [0, 2],
      [2, 5],
      [5, 7],
      [7, 10],
    ]);
    expect([poolSize(2), poolSize(16), poolSize(undefined)]).toEqual([2, 8, 1]);
  });

  it('stops on cancel', async () => {
    const { runMonteCarloPooled } = await import('../../models/uncertainty');
    const s = load({ trials: 2000, inputs: { 'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 } } });
    const controller = new AbortController();
    let shards = 0;
    const worker = async (job: { scenario: Scenario; opts: object; start: number; end: number }) => {
      shards++;
      if (shards === 2) controller.abort();
      return runShard(job.scenario, job.opts, job.start, job.end);
    };
    await expect(runMonteCarloPooled(s, [worker], { signal: controller.signal, shardsPerWorker: 4 })).rejects.toThrow();
    expect(shards).toBe(2); // no shard handed out after the cancel
  });
});

describe('engine worker handler with a shard pool', () => {
  it('runs on the pool with progress, the single-thread result, and cancel', async () => {
    const { createEngineHandler } = await import('../../src/engine/handler');
    const doc = raw({ trials: 1200, seed: 2, inputs: { 'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 } } });
    const expected = runMonteCarlo(load(doc.uncertainty));
    const posts: any[] = [];
    const worker = async (job: { scenario: Scenario; opts: object; start: number; end: number; draws?: Float64Array[] }) => {
      await new Promise((r) => setTimeout(r, 1));
      return runShard(job.scenario, job.opts, job.start, job.end, job.draws);
    };
    const handler = createEngineHandler({ post: (m) => posts.push(m), shardWorkers: () => [worker, worker] });
    handler.handle({ type: 'mc-start', id: 1, doc });
    await new Promise((r) => setTimeout(r, 200));
    const done = posts.find((m) => m.type === 'mc-done');
    expect(done.result).toEqual(expected);
    const steps = posts.filter((m) => m.type === 'mc-progress').map((m) => m.done);
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBe(1200);
    expect(steps).toEqual([0, 600, 1200]); // one shard per worker for a small run

    posts.length = 0;
    handler.handle({ type: 'mc-start', id: 2, doc });
    handler.handle({ type: 'mc-cancel', id: 2 });
    await new Promise((r) => setTimeout(r, 100));
    expect(posts.map((m) => m.type)).toEqual(['mc-progress', 'mc-cancelled']);
    expect(handler.activeRun()).toBeNull();
  });
});

describe('tornado without Monte Carlo: every stated input ±10 %, months ±3', () => {
  it('swings each stated field alone and ranks by IRR swing; Blackwell arrival moves ±3 months with its parity rule', async () => {
    const { sensitivityTornado } = await import('../../models/uncertainty');
    const s = load({ inputs: {} }, (r) => {
      delete r.uncertainty;
      delete r.market.parity[0].fromMonth;
    });
    const rows = sensitivityTornado(s);
    const byPath = Object.fromEntries(rows.map((e) => [e.path, e]));
    // Blackwell arrives in month 6: swung to 3 and 9; the parity rule follows it (not a row itself).
    const arrival = byPath['market.generations[1].availableMonth'];
    expect([arrival.low, arrival.high]).toEqual([3, 9]);
    expect(byPath['market.parity[0].fromMonth']).toBeUndefined();
    // Utilization 0.85 → 0.765 and 0.935; each end equals a full evaluation with that value.
    const util = byPath['investment.utilization'];
    expect(util.low).toBeCloseTo(0.765, 15);
    expect(util.high).toBeCloseTo(0.935, 15);
    for (const [v, irr] of [
      [0.765, util.irrLow],
      [0.935, util.irrHigh],
    ] as const) {
      const l = loadScenario(raw({}, (r) => {
        delete r.uncertainty;
        delete r.market.parity[0].fromMonth;
        r.investment.utilization = v;
      }));
      if (!l.ok) throw new Error('fixture');
      expect(irr).toBeCloseTo(evaluateScenario(l.scenario).investment!.irrAnnual!, 12);
    }
    // Months ±3 for contract and debt terms; counts and prices ±10 %.
    expect([byPath['investment.contractMonths'].low, byPath['investment.contractMonths'].high]).toEqual([21, 27]);
    expect(byPath['investment.capexPerGPU'].high).toBeCloseTo(34000 * 1.1, 9);
    // Ranked by IRR swing; no rent-vs-buy or quote fields; zero swings dropped.
    const swings = rows.filter((e) => e.irrSwing !== null && e.irrLow !== null && e.irrHigh !== null).map((e) => e.irrSwing!);
    expect(swings).toEqual([...swings].sort((a, b) => b - a));
    expect(rows.every((e) => /^(site|node|investment|market)\b/.test(e.path))).toBe(true);
    expect(rows.every((e) => e.npvSwing > 0 || e.irrLow !== e.irrHigh)).toBe(true);
    // A per-input swing replaces the default.
    const custom = sensitivityTornado(s, { swings: { 'market.generations[1].availableMonth': 12, 'investment.utilization': 0.2 } });
    const c = Object.fromEntries(custom.map((e) => [e.path, e]));
    expect([c['market.generations[1].availableMonth'].low, c['market.generations[1].availableMonth'].high]).toEqual([0, 18]);
    expect(c['investment.utilization'].high).toBeCloseTo(1, 15); // 1.02 clamped to the fraction's range
  });
});

describe('editor document edits keep correlations consistent', () => {
  it('renaming an input renames it in the correlations; removing it drops them', async () => {
    const { renameUncertaintyInput, removeUncertaintyInput } = await import('../../src/store/doc-edits');
    const doc = raw({
      inputs: {
        'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 },
        'investment.powerPricePerKWh': { dist: 'uniform', min: 0.05, max: 0.09 },
        'investment.capexPerGPU': { dist: 'uniform', min: 30000, max: 36000 },
      },
      correlations: [
        { a: 'investment.utilization', b: 'investment.powerPricePerKWh', rho: 0.5 },
        { a: 'investment.capexPerGPU', b: 'investment.utilization', rho: -0.2 },
      ],
    });
    const renamed = renameUncertaintyInput(doc, 'investment.utilization', 'site.pue') as Raw;
    expect(renamed.uncertainty.correlations.map((c: Raw) => [c.a, c.b])).toEqual([
      ['site.pue', 'investment.powerPricePerKWh'],
      ['investment.capexPerGPU', 'site.pue'],
    ]);
    const removed = removeUncertaintyInput(doc, 'investment.powerPricePerKWh') as Raw;
    expect(Object.keys(removed.uncertainty.inputs)).toEqual(['investment.utilization', 'investment.capexPerGPU']);
    expect(removed.uncertainty.correlations).toEqual([{ a: 'investment.capexPerGPU', b: 'investment.utilization', rho: -0.2 }]);
    const loaded = loadScenario(removed);
    expect(loaded.ok).toBe(true);
  });
});
