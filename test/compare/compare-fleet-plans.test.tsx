// @vitest-environment happy-dom
// Compare solves each scenario's fleet plan in the engine worker, as it does demand plans: the
// stored scenarios are evaluated without a solver, so without this the fleet-plan rows never showed.
// The hook asks one plan at a time and drops an older set's answers; the page shows each plan's NPV
// and gain beside the other scenario's. Reference values: test/fixtures/v4-fleet.expected.json.
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, type Scenario } from '../../models/scenario';
import { useComparedFleetPlans, withSolvedFleetPlan } from '../../src/engine/use-compared-portfolios';
import { ComparePage } from '../../src/compare/compare-page';
import type { ScenarioRecord } from '../../src/storage/types';
import { renderWithI18n } from '../results/render-i18n';
import { fakeTransport } from '../engine/fake-transport';

afterEach(cleanup);

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8');
const expected = JSON.parse(fixture('v4-fleet.expected.json')) as { fleetPlan: { npv: number; gain: number } };
function doc(name: string, withPlan = true): Record<string, unknown> {
  const d = JSON.parse(fixture('v4-fleet.json')) as Record<string, unknown>;
  d.name = name;
  if (!withPlan) delete d.fleetPlan;
  return d;
}
function load(d: Record<string, unknown>): Scenario {
  const r = loadScenario(d);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

describe('useComparedFleetPlans', () => {
  it('asks one fleet plan at a time, skips scenarios without one, and publishes the set', () => {
    const f = fakeTransport();
    const a = load(doc('A'));
    const none = load(doc('none', false));
    const b = load(doc('B'));
    const { result } = renderHook(({ s }) => useComparedFleetPlans(s, { transport: () => f.transport }), { initialProps: { s: [a, none, b] } });
    expect(result.current.solving).toBe(true);
    expect(f.posted).toEqual([{ type: 'fleet-plan', id: expect.any(Number), scenario: a }]);
    act(() => f.respond({ type: 'fleet-plan', id: f.posted[0].id, fleetPlan: null, warnings: [], ms: 1 }));
    expect(f.posted[1]).toEqual({ type: 'fleet-plan', id: expect.any(Number), scenario: b });
    // A demand plan's answer to the same id is not this kind's: it is ignored.
    act(() => f.respond({ type: 'portfolio', id: f.posted[1].id, portfolio: null, warnings: [], ms: 1 }));
    expect(result.current.solving).toBe(true);
    act(() => f.respond({ type: 'fleet-plan', id: f.posted[1].id, fleetPlan: null, warnings: [], ms: 1 }));
    expect(result.current).toEqual({ plans: [{ fleetPlan: null, warnings: [] }, null, { fleetPlan: null, warnings: [] }], solving: false, error: null });
  });

  it('joins a solved plan and its warnings to a result', () => {
    const a = load(doc('A'));
    const r = evaluateScenario(a, { skipUncertainty: true });
    expect(r.fleetPlan).toBeUndefined();
    const plan = { npv: 1 } as unknown as NonNullable<typeof r.fleetPlan>;
    expect(withSolvedFleetPlan(r, { fleetPlan: plan, warnings: [] }).fleetPlan).toBe(plan);
    expect(withSolvedFleetPlan(r, null)).toBe(r);
    const warning = { code: 'fleet-plan-time-limit', path: 'fleetPlan', message: { en: 'slow', 'zh-CN': '慢' } };
    expect(withSolvedFleetPlan(r, { fleetPlan: null, warnings: [warning] }).warnings).toEqual([...r.warnings, warning]);
  });
});

describe('<ComparePage> with fleet plans', () => {
  it("shows each scenario's fleet plan NPV and gain once the worker solved them", async () => {
    const records = new Map<string, ScenarioRecord>(
      [doc('Fleet plan'), doc('Same, without a plan', false)].map((d, i) => {
        const id = `f${i}`;
        return [id, { id, name: d.name as string, tags: [], notes: '', createdAt: 1, updatedAt: 2, doc: d }];
      }),
    );
    const summaries = [...records.values()].map(({ id, name, tags, createdAt, updatedAt }) => ({ id, name, tags, createdAt, updatedAt }));
    // No Worker under happy-dom: the engine handler runs in-process, with HiGHS from node_modules.
    renderWithI18n(<ComparePage summaries={summaries} loadRecord={async (id) => records.get(id)} lang="en" initialSelection={['f0', 'f1']} />);
    const key = await screen.findByTestId('compare-key-results', {}, { timeout: 20_000 });
    await waitFor(() => expect(key.querySelector('tr[data-key="fleetPlan.npv"]')).not.toBeNull(), { timeout: 20_000 });
    const npv = key.querySelector('tr[data-key="fleetPlan.npv"]')!;
    expect(npv.querySelector('th')!.textContent).toBe('Fleet plan NPV');
    const cells = [...npv.querySelectorAll('td')];
    const dollars = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;
    expect(cells[0].textContent).toBe(dollars(expected.fleetPlan.npv));
    // The scenario without a plan has no figure in the row.
    expect(cells[1].textContent).not.toMatch(/\d/);
    expect(key.querySelector('tr[data-key="fleetPlan.gain"] td')!.textContent).toBe(dollars(expected.fleetPlan.gain));
  }, 40_000);
});
