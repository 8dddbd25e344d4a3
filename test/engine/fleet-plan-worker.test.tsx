// @vitest-environment happy-dom
// The fleet plan in the app's engine worker: the `fleet-plan` request solved with the worker's
// HiGHS (latest wins: an overtaken request is answered superseded), and useFleetPlan asking only for
// scenarios that have a fleet plan, keeping the newest answer.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScenario, type Scenario } from '../../models/scenario';
import { createEngineHandler } from '../../src/engine/handler';
import type { EngineResponse } from '../../src/engine/protocol';
import { useFleetPlan } from '../../src/engine/use-fleet-plan';
import { fleetExample, highs } from '../fleet-plan/helpers';
import { fakeTransport } from './fake-transport';

afterEach(cleanup);

function load(doc: unknown): Scenario {
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

describe('the fleet-plan request', () => {
  it('solves the newest request and answers an overtaken one superseded', async () => {
    const { doc, expected } = fleetExample();
    const scenario = load(doc);
    const posted: EngineResponse[] = [];
    const handler = createEngineHandler({ post: (r) => void posted.push(r), loadPortfolioSolver: highs });
    handler.handle({ type: 'fleet-plan', id: 1, scenario });
    handler.handle({ type: 'fleet-plan', id: 2, scenario });
    await vi.waitFor(() => expect(posted).toHaveLength(2), { timeout: 30_000 });
    expect(posted[0]).toEqual({ type: 'fleet-plan-superseded', id: 1 });
    const answer = posted[1];
    if (answer.type !== 'fleet-plan') throw new Error(answer.type);
    expect(answer.fleetPlan?.purchases).toEqual(expected.fleetPlan.purchases);
    expect(answer.warnings).toEqual([]);
  }, 60_000);
});

describe('useFleetPlan', () => {
  it('asks only for a scenario with a fleet plan and keeps the newest answer', () => {
    const { doc } = fleetExample();
    const withPlan = load(doc);
    const { fleetPlan: _f, ...rest } = doc;
    const without = load(rest);
    const f = fakeTransport();
    const { result, rerender } = renderHook(({ s }) => useFleetPlan(s, { transport: () => f.transport }), { initialProps: { s: without as Scenario | null } });
    expect(f.posted).toEqual([]);
    expect(result.current).toEqual({ answer: null, solving: false, error: null });
    rerender({ s: withPlan });
    expect(f.posted).toEqual([{ type: 'fleet-plan', id: expect.any(Number), scenario: withPlan }]);
    expect(result.current.solving).toBe(true);
    act(() => f.respond({ type: 'fleet-plan', id: f.posted[0].id, fleetPlan: null, warnings: [], ms: 3 }));
    expect(result.current).toEqual({ answer: { scenario: withPlan, fleetPlan: null, warnings: [], ms: 3 }, solving: false, error: null });
    rerender({ s: without });
    expect(result.current).toEqual({ answer: null, solving: false, error: null });
  });
});
