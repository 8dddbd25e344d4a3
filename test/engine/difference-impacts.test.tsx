// @vitest-environment happy-dom
// "Which differences move a key result" off the window's thread: the engine handler's `impacts`
// message and the compare page's hook over a transport (latest wins, failures shown).
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compareImpacts } from '../../models/compare-impact';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, type Scenario } from '../../models/scenario';
import { createEngineHandler } from '../../src/engine/handler';
import type { EngineResponse } from '../../src/engine/protocol';
import { useDifferenceImpacts } from '../../src/engine/use-difference-impacts';
import { workedExampleDoc } from '../results/worked-example';
import { fakeTransport } from './fake-transport';

afterEach(cleanup);

function scenarioWith(edit: (doc: Record<string, unknown>) => void): Scenario {
  const doc = workedExampleDoc();
  edit(doc);
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

const base = scenarioWith(() => undefined);
const half = scenarioWith((d) => ((d.site as Record<string, unknown>).contractedMW = 50));
const busy = scenarioWith((d) => ((d.investment as Record<string, unknown>).utilization = 0.7));
const baseResult = evaluateScenario(base, { skipUncertainty: true });

describe('engine handler: impacts', () => {
  it('answers with the same impacts as models/compare-impact.ts, under the request id', () => {
    const posted: EngineResponse[] = [];
    const handler = createEngineHandler({ post: (m) => posted.push(m), now: () => 0 });
    handler.handle({ type: 'impacts', id: 7, scenarios: [base, half], baseResult });
    expect(posted).toHaveLength(1);
    const answer = posted[0];
    if (answer.type !== 'impacts') throw new Error(`unexpected ${answer.type}`);
    expect(answer.id).toBe(7);
    expect(answer.impacts).toEqual(compareImpacts([base, half], baseResult));
    expect(answer.impacts.find((i) => i.path === 'site.contractedMW')!.moves).toContain('capacity.gpus');
  });

  it('reports an engine failure as an error for that id', () => {
    const posted: EngineResponse[] = [];
    const handler = createEngineHandler({ post: (m) => posted.push(m), now: () => 0 });
    handler.handle({ type: 'impacts', id: 3, scenarios: null as never, baseResult });
    expect(posted).toEqual([{ type: 'error', id: 3, message: expect.any(String) }]);
  });
});

describe('useDifferenceImpacts', () => {
  it('asks once per set of scenarios, keeps only the newest answer, and starts no worker for fewer than two', () => {
    const f = fakeTransport();
    let made = 0;
    const transport = () => (made++, f.transport);
    const one = { scenarios: [base], results: [baseResult] };
    const { result, rerender, unmount } = renderHook(({ s }) => useDifferenceImpacts(s.scenarios, s.results, { transport }), { initialProps: { s: one } });
    expect(made).toBe(0);
    expect(result.current).toEqual({ impacts: null, error: null });

    const first = { scenarios: [base, half], results: [baseResult] };
    rerender({ s: first });
    rerender({ s: first }); // same set: no new request
    const second = { scenarios: [base, busy], results: [baseResult] };
    rerender({ s: second });
    expect(made).toBe(1);
    expect(f.posted.map((p) => p.type)).toEqual(['impacts', 'impacts']);
    const [a, b] = f.posted;
    act(() => f.respond({ type: 'impacts', id: a.id, impacts: [{ path: 'stale', moves: ['x'] }], ms: 1 }));
    expect(result.current.impacts).toBeNull();
    act(() => f.respond({ type: 'impacts', id: b.id, impacts: [{ path: 'investment.utilization', moves: ['investment.npv'] }], ms: 1 }));
    expect(result.current).toEqual({ impacts: [{ path: 'investment.utilization', moves: ['investment.npv'] }], error: null });
    unmount();
    expect(f.isClosed()).toBe(true);
  });

  it('shows a failure of the engine, and the next set starts a new worker', () => {
    const f = fakeTransport();
    let made = 0;
    const transport = () => (made++, f.transport);
    const results = [baseResult];
    const { result, rerender } = renderHook(({ s }) => useDifferenceImpacts(s, results, { transport }), { initialProps: { s: [base, half] } });
    act(() => f.fail('the engine worker failed to start'));
    expect(result.current).toEqual({ impacts: null, error: 'the engine worker failed to start' });
    rerender({ s: [base, busy] });
    expect(made).toBe(2);
  });
});
