// Bad fleet plans are refused with the field named, in English and Chinese.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { fleetExample } from './helpers';

function issuesOf(edit: (doc: Record<string, any>) => void): { path: string; message: { en: string; 'zh-CN': string } }[] {
  const { doc } = fleetExample();
  edit(doc);
  const loaded = loadScenario(doc);
  if (loaded.ok) throw new Error('expected the file to be refused');
  return loaded.issues;
}

describe('fleet plan validation', () => {
  it('loads the worked example with its resale curve', () => {
    const loaded = loadScenario(fleetExample().doc);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    expect(loaded.scenario.investment?.resaleCurve?.[2]).toEqual({ ageMonths: 24, fraction: 0.6 });
    const plan = loaded.scenario.fleetPlan!;
    expect(plan.exitEvery).toBe(6);
    // Defaults: earliest month 0, every 3 → 6 given, contract terms 0 (merchant), block 8.
    expect(plan.candidates[0]).toMatchObject({ earliestMonth: 0, contractedShare: 0, contractMonths: 0, block: 8 });
    expect(plan.candidates[0].maxGPUs).toBeUndefined();
    expect(plan.existing[0].ageMonths).toBe(24);
  });

  it('names a candidate whose generation is not in the market, listing the known ones', () => {
    const [issue] = issuesOf((d) => (d.fleetPlan.candidates[1].generation = 'feynman'));
    expect(issue.path).toBe('fleetPlan.candidates[1].generation');
    expect(issue.message.en).toBe('fleetPlan.candidates[1].generation: must name a generation of the market (known: "hopper", "blackwell", "rubin") (got "feynman")');
    expect(issue.message['zh-CN']).toContain('必须是市场中的代际 id');
  });

  it('names a block of 0 and an existing fleet that is not whole blocks', () => {
    expect(issuesOf((d) => (d.fleetPlan.candidates[0].block = 0)).map((i) => i.path)).toEqual(['fleetPlan.candidates[0].block']);
    const [issue] = issuesOf((d) => (d.fleetPlan.existing[0].gpus = 1020));
    expect(issue.message.en).toBe('fleetPlan.existing[0].gpus: must be a whole number of blocks of 8 GPUs (they are sold block by block) (got 1020)');
    expect(issue.message['zh-CN']).toBe('fleetPlan.existing[0].gpus：必须是每块 8 张 GPU 的整数块数（按块出售）（实际为 1020）');
  });

  it('names the missing power budget, market and investment', () => {
    const noBudget = issuesOf((d) => {
      delete d.site;
      delete d.investment;
    });
    expect(noBudget.map((i) => i.path)).toEqual(['fleetPlan', 'fleetPlan.powerKW']);
    expect(noBudget[1].message.en).toContain('power budget in IT kW');
    const noMarket = issuesOf((d) => delete d.market);
    expect(noMarket.map((i) => i.path)).toContain('fleetPlan');
    expect(noMarket.find((i) => i.path === 'fleetPlan')!.message.en).toContain('(missing: Market)');
    expect(noMarket.find((i) => i.path === 'fleetPlan')!.message['zh-CN']).toContain('缺失：市场');
  });
});
