// The fleet plan is written from the scenario (an edit of the plan is saved), not copied from the raw file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario, serializeScenario } from '../../models/scenario';
import type { Scenario } from '../../models/scenario';

const raw = JSON.parse(readFileSync(new URL('../fixtures/v4-fleet.json', import.meta.url), 'utf8')) as Record<string, unknown>;

function load(data: unknown): { scenario: Scenario; raw: unknown } {
  const r = loadScenario(data);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { scenario: r.scenario, raw: r.raw ?? data };
}

describe('fleetPlan serialization', () => {
  it('round-trips the worked example: the plan loads back equal', () => {
    const first = load(raw);
    const text = serializeScenario(first.scenario, first.raw);
    const second = load(JSON.parse(text));
    expect(second.scenario.fleetPlan).toEqual(first.scenario.fleetPlan);
    expect(second.scenario.fleetPlan?.candidates[1].maxGPUs).toBe(2304);
    expect(second.scenario.fleetPlan?.existing[0].ageMonths).toBe(24);
  });

  it('writes an edit of the scenario plan (not the raw file\'s) and keeps unknown fields of the raw plan', () => {
    const rawWithExtra = structuredClone(raw);
    const fp = rawWithExtra.fleetPlan as Record<string, unknown>;
    fp.comment = 'kept';
    (fp.candidates as Record<string, unknown>[])[0].vendorNote = 'also kept';
    const { scenario, raw: r } = load(rawWithExtra);
    const edited: Scenario = {
      ...scenario,
      fleetPlan: {
        ...scenario.fleetPlan!,
        exitEvery: 12,
        candidates: scenario.fleetPlan!.candidates.map((c, i) => (i === 0 ? { ...c, capexPerGPU: 61000 } : c)),
      },
    };
    const out = JSON.parse(serializeScenario(edited, r)) as { fleetPlan: Record<string, unknown> & { candidates: Record<string, unknown>[] } };
    expect(out.fleetPlan.exitEvery).toBe(12);
    expect(out.fleetPlan.candidates[0].capexPerGPU).toBe(61000);
    expect(out.fleetPlan.comment).toBe('kept');
    expect(out.fleetPlan.candidates[0].vendorNote).toBe('also kept');
    expect(out.fleetPlan.candidates[1].generation).toBe('rubin');
  });

  it('drops the plan when the scenario no longer has one', () => {
    const { scenario, raw: r } = load(raw);
    const { fleetPlan: _gone, ...rest } = scenario;
    const out = JSON.parse(serializeScenario(rest as Scenario, r)) as Record<string, unknown>;
    expect(out.fleetPlan).toBeUndefined();
  });
});
