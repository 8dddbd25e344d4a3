// @vitest-environment happy-dom
// The one worker-solve hook (usePortfolio and useFleetPlan are it with their kind): it asks only for
// a scenario that wants the solve, a newer scenario supersedes an older one and the older one's late
// answer is dropped, an engine error and a failed worker are shown, and unmounting closes the worker.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineResponse } from '../../src/engine/protocol';
import { useWorkerSolve, type SolveKind } from '../../src/engine/use-worker-solve';
import type { Scenario } from '../../models/scenario/types';
import { fakeTransport } from './fake-transport';

afterEach(cleanup);

/** A kind that asks when the scenario has a demand plan and reads the plan's `ms` as its answer. */
const KIND: SolveKind<{ name: string; ms: number }> = {
  asks: (s) => Boolean(s.portfolio),
  request: (id, scenario) => ({ type: 'portfolio', id, scenario }),
  answer: (r, s) => (r.type === 'portfolio' ? { name: s.name ?? '', ms: r.ms } : undefined),
};

const scenario = (name: string, asks = true): Scenario => ({ name, ...(asks ? { portfolio: {} } : {}) }) as unknown as Scenario;
const solved = (id: number, ms: number): EngineResponse => ({ type: 'portfolio', id, portfolio: null, warnings: [], ms });

function setup(first: Scenario | null) {
  const f = fakeTransport();
  const hook = renderHook(({ s }) => useWorkerSolve(s, KIND, { transport: () => f.transport }), { initialProps: { s: first } });
  return { f, ...hook };
}

describe('useWorkerSolve', () => {
  it('asks nothing for a scenario that does not want the solve', () => {
    const { f, result } = setup(scenario('a', false));
    expect(f.posted).toEqual([]);
    expect(result.current).toEqual({ answer: null, solving: false, error: null });
  });

  it('supersedes an older request on change and drops its late answer', () => {
    const a = scenario('a');
    const b = scenario('b');
    const { f, result, rerender } = setup(a);
    expect(f.posted).toHaveLength(1);
    expect(result.current.solving).toBe(true);
    rerender({ s: b });
    expect(f.posted).toHaveLength(2);
    const [first, second] = f.posted;
    expect(second.id).toBeGreaterThan(first.id);
    // The answer to the overtaken request arrives late: still solving, no answer shown.
    act(() => f.respond(solved(first.id, 1)));
    expect(result.current).toEqual({ answer: null, solving: true, error: null });
    act(() => f.respond(solved(second.id, 2)));
    expect(result.current).toEqual({ answer: { name: 'b', ms: 2 }, solving: false, error: null });
    // A scenario that stops asking clears the answer, and a late answer then changes nothing.
    rerender({ s: scenario('c', false) });
    expect(result.current).toEqual({ answer: null, solving: false, error: null });
    act(() => f.respond(solved(second.id, 3)));
    expect(result.current.answer).toBeNull();
  });

  it("shows the engine's error for the newest request, and keeps the last answer", () => {
    const a = scenario('a');
    const { f, result, rerender } = setup(a);
    act(() => f.respond(solved(f.posted[0].id, 5)));
    rerender({ s: scenario('b') });
    act(() => f.respond({ type: 'error', id: f.posted[1].id, message: 'no solver' }));
    expect(result.current).toEqual({ answer: { name: 'a', ms: 5 }, solving: false, error: 'no solver' });
  });

  it('shows a failed worker, starts a new one for the next scenario and closes it on unmount', () => {
    const { f, result, rerender, unmount } = setup(scenario('a'));
    act(() => f.fail('worker crashed'));
    expect(result.current).toEqual({ answer: null, solving: false, error: 'worker crashed' });
    expect(f.isClosed()).toBe(true);
    expect(f.listenerCount()).toBe(0);
    rerender({ s: scenario('b') });
    expect(f.posted).toHaveLength(2);
    expect(f.listenerCount()).toBe(1);
    act(() => f.respond(solved(f.posted[1].id, 7)));
    expect(result.current).toEqual({ answer: { name: 'b', ms: 7 }, solving: false, error: null });
    unmount();
    expect(f.listenerCount()).toBe(0);
  });
});
