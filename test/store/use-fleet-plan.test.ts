// "Use this plan" end to end in the editor store: the fleet plan's purchases (the reference optimum)
// become investment.tranches in ONE undo step, the document stays valid and evaluates as a fleet of
// exactly those tranches, and one undo brings the investment's own tranches back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { fleetPlanTranches } from '../../models/fleet-plan/tranches';
import { loadScenario } from '../../models/scenario';
import { createEditorStore } from '../../src/store/editor-store';
import { withFleetTranches } from '../../src/store/fleet-plan-edits';
import { sampleRecord } from './fixtures';
import { memoryStorage } from './memory-storage';

type Doc = Record<string, any>;
const fixture = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8'));

describe('"Use this plan" in the editor store', () => {
  it('writes the optimum as the tranches in one undo step, valid and evaluated as that fleet', () => {
    const original: Doc = fixture('v4-fleet.json');
    const plan = fixture('v4-fleet.expected.json').fleetPlan;
    const store = createEditorStore({ journal: memoryStorage(), now: () => 100_000, tabId: 'tab-1' });
    store.getState().open(sampleRecord({ doc: original }));
    const loaded = loadScenario(original);
    if (!loaded.ok) throw new Error('fixture does not load');
    const tranches = fleetPlanTranches(loaded.scenario.fleetPlan!, plan);

    store.getState().applyEdit((d) => withFleetTranches(d, tranches));
    const doc = store.getState().doc as Doc;
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    // One tranche per purchase of the reference optimum, in its order.
    expect(doc.investment.tranches.map((t: Doc) => [t.gpus, t.deliveryMonth, t.exitMonth])).toEqual(
      plan.purchases.map((b: Doc) => [b.gpus, b.deliveryMonth, b.exitMonth]),
    );
    // The rest of the investment is untouched (its loan, tax and costs still apply).
    const { tranches: _new, ...rest } = doc.investment;
    const { tranches: _old, ...before } = original.investment;
    expect(rest).toEqual(before);

    const reloaded = loadScenario(doc);
    expect(reloaded.ok).toBe(true);
    if (!reloaded.ok) return;
    const inv = evaluateScenario(reloaded.scenario).investment!;
    expect(inv.tranches!.map((t) => t.gpus)).toEqual(plan.purchases.map((b: Doc) => b.gpus));
    // The plan's peak IT power, drawn by the same GPUs in the full evaluation.
    expect(inv.peakPowerKW).toBeCloseTo(Math.max(...plan.powerKW), 6);

    store.getState().undo();
    expect((store.getState().doc as Doc).investment.tranches).toEqual(original.investment.tranches);
  });
});
