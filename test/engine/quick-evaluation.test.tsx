// @vitest-environment happy-dom
// Quick edits (issue 34): a store edit of a scenario the engine answers within the budget is
// evaluated on the window's thread, in the edit's own task; everything else goes to the worker.
// Whichever thread answers, the newest document's answer is the one shown, and it is the same
// answer (the same objects where nothing changed) as the worker's.
import { act, cleanup, renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createEvaluationClient, type EvaluationState } from '../../src/engine/evaluation-client';
import { evaluationResponse } from '../../src/engine/evaluate-doc';
import { keepEqual } from '../../src/engine/keep-equal';
import type { EngineRequest } from '../../src/engine/protocol';
import { createQuickGate, warmUp, type IdleScheduler } from '../../src/engine/quick-gate';
import { useEvaluation } from '../../src/engine/use-evaluation';
import { findTemplate, instantiateTemplate } from '../../src/scenarios/templates';
import { workedExampleDocWithMW } from '../results/worked-example';
import { fakeTransport } from './fake-transport';

afterEach(cleanup);

/** The worker's answer to request `id`: the engine's, as a structured clone (what postMessage delivers). */
const workerAnswer = (id: number, doc: Record<string, unknown>, ms?: number) => {
  const response = structuredClone(evaluationResponse(id, structuredClone(doc)));
  return ms !== undefined && response.type !== 'error' ? { ...response, ms } : response;
};

const docOf = (r: EngineRequest): unknown => (r.type === 'evaluate' ? r.doc : undefined);

describe('quick gate', () => {
  it('opens after an answer within the budget, stays open after one slower answer and closes after two', () => {
    const gate = createQuickGate(4);
    expect(gate.open()).toBe(false); // nothing measured yet: the worker answers
    gate.record(0.3);
    expect(gate.open()).toBe(true);
    gate.record(4.01); // one slow answer (a collection, a busy machine)
    expect(gate.open()).toBe(true);
    gate.record(9);
    expect(gate.open()).toBe(false);
    gate.record(4); // the budget itself is quick
    expect(gate.open()).toBe(true);
    gate.record(Number.NaN);
    gate.record(Number.NaN);
    expect(gate.open()).toBe(false);
  });

  it('warms up in idle time, a run only when twice the last one fits, until a run is quick', () => {
    const queue: (() => void)[] = [];
    let remaining = 0; // ms left of each idle period
    const idle = (fn: (timeRemaining: () => number) => void) => {
      const call = () => fn(() => remaining);
      queue.push(call);
      return () => void queue.splice(queue.indexOf(call), 1);
    };
    const gate = createQuickGate(4);
    const times = [9.5, 3, 1.5, 0.6, 0.5];
    let runs = 0;
    warmUp(() => times[runs++], gate, idle, 4);
    expect(runs).toBe(0); // nothing before the window is idle
    queue.shift()!(); // 0 ms left: no run, the next idle period is asked for
    expect(runs).toBe(0);
    remaining = 16; // not more than twice the first guess (twice the budget): still no run
    queue.shift()!();
    expect(runs).toBe(0);
    remaining = 17;
    queue.shift()!(); // 9.5; 17 < 19: wait for the next period
    expect(runs).toBe(1);
    expect(gate.open()).toBe(false); // 9.5 ms, over the budget
    remaining = 18; // < 2 × 9.5: no run
    queue.shift()!();
    expect(runs).toBe(1);
    remaining = 20;
    queue.shift()!(); // 3 (20 > 19), 1.5 (20 > 6), 0.6 (20 > 3) ≤ 1 ms: warm, no more periods asked for
    expect(runs).toBe(4);
    expect(queue.length).toBe(0);
    expect(gate.open()).toBe(true);
    // A scenario far over the budget stops at once; a stop cancels the next period.
    runs = 0;
    remaining = 50;
    warmUp(() => (runs++, 40), createQuickGate(4), idle, 4);
    queue.shift()!();
    expect(runs).toBe(1);
    expect(queue.length).toBe(0);
    remaining = 5;
    const stop = warmUp(() => (runs++, 2), createQuickGate(4), idle, 4);
    queue.shift()!();
    expect(queue.length).toBe(1);
    stop();
    expect(queue.length).toBe(0);
    expect(runs).toBe(1);
  });
});

describe('evaluation client: answers computed on the window', () => {
  it('shows the window’s answer at once and drops the worker’s later answer for an older document', () => {
    const f = fakeTransport();
    const states: EvaluationState[] = [];
    const client = createEvaluationClient(f.transport, (s) => states.push(s));
    const a = workedExampleDocWithMW(10);
    const b = workedExampleDocWithMW(20);
    const c = workedExampleDocWithMW(30);
    client.submit(a); // in flight
    client.submit(b); // waiting
    client.answer(evaluationResponse(0, c));
    let shown = states[states.length - 1];
    // 30 MW: 1,881 nodes → 15,048 GPUs.
    expect(shown.result?.capacity!.gpus).toBe(15048);
    expect(shown.pending).toBe(false);
    const count = states.length;
    f.respond(workerAnswer(1, a));
    // a's answer is stale (no new state), and b, overtaken while it waited, is never sent.
    expect(states.length).toBe(count);
    expect(f.posted.map(docOf)).toEqual([a]);
    // A later document for the worker: pending until its answer, which is then shown.
    const d = workedExampleDocWithMW(20);
    client.submit(d);
    expect(f.posted.map(docOf)).toEqual([a, d]);
    expect(states[states.length - 1].pending).toBe(true);
    expect(states[states.length - 1].result?.capacity!.gpus).toBe(15048);
    f.respond(workerAnswer(2, b)); // an answer with a request id the client never used for d
    expect(states[states.length - 1].pending).toBe(true);
    const dId = f.posted[1].id;
    f.respond(workerAnswer(dId, d));
    shown = states[states.length - 1];
    // 20 MW: 1,254 nodes → 10,032 GPUs.
    expect(shown.result?.capacity!.gpus).toBe(10032);
    expect(shown.pending).toBe(false);
  });

  it('keeps the shown objects where the window’s answer equals the worker’s', () => {
    const f = fakeTransport();
    let state: EvaluationState | null = null;
    const client = createEvaluationClient(f.transport, (s) => (state = s));
    const a = workedExampleDocWithMW(10);
    client.submit(a);
    f.respond(workerAnswer(1, a));
    const shown = state!;
    client.answer(evaluationResponse(0, structuredClone(a)));
    expect(state!.result).toBe(shown.result);
    expect(state!.scenario).toBe(shown.scenario);
    // Another capacity: the figures change, the market's prices stay the same objects.
    client.answer(evaluationResponse(0, workedExampleDocWithMW(40)));
    expect(state!.result).not.toBe(shown.result);
    expect(state!.result!.capacity).not.toBe(shown.result!.capacity);
    expect(state!.result!.prices).toBe(shown.result!.prices);
  });

  it('has the same answer as the worker’s copy for the templates and fixtures (plain data, no shared state)', () => {
    const docs: Record<string, unknown>[] = [workedExampleDocWithMW(60), instantiateTemplate(findTemplate('100mw-campus')!, 'en')];
    for (const name of ['v4-fleet.json', 'v3-lender.gpuplan.json', 'fleet-12-tranches.gpuplan.json']) {
      docs.push(JSON.parse(readFileSync(fileURLToPath(new NodeURL(`../fixtures/${name}`, import.meta.url)), 'utf8')) as Record<string, unknown>);
    }
    for (const doc of docs) {
      const here = evaluationResponse(0, structuredClone(doc));
      const there = structuredClone(here);
      expect(here.type).toBe('evaluated');
      // keepEqual returns its first argument whole only when the two are deep-equal plain data.
      expect(keepEqual(there, here)).toBe(there);
    }
  });
});

describe('useEvaluation with quick edits', () => {
  function mount(quickMs = 4, idle: IdleScheduler | null = null) {
    const f = fakeTransport();
    let tell: ((doc: Record<string, unknown> | null) => void) | null = null;
    const subscribe = (onDoc: (doc: Record<string, unknown> | null) => void) => {
      tell = onDoc;
      return () => undefined;
    };
    const first = workedExampleDocWithMW(10);
    const hook = renderHook(({ doc }) => useEvaluation(doc, { transport: () => f.transport, subscribe, quickMs, idle }), { initialProps: { doc: first } });
    return { f, hook, first, edit: (doc: Record<string, unknown>) => act(() => tell!(doc)) };
  }

  it('opens on the worker, then answers a quick edit on the window without the worker', () => {
    const { f, hook, first, edit } = mount();
    expect(f.posted.map(docOf)).toEqual([first]);
    act(() => f.respond(workerAnswer(1, first, 0.3)));
    expect(hook.result.current.result?.capacity!.gpus).toBe(5016);
    edit(workedExampleDocWithMW(20));
    expect(f.posted.length).toBe(1);
    expect(hook.result.current.result?.capacity!.gpus).toBe(10032);
    expect(hook.result.current.pending).toBe(false);
    // The render that follows with the same document sends nothing either.
    hook.rerender({ doc: workedExampleDocWithMW(20) });
    expect(f.posted.length).toBe(2); // a new object the store never told of: the worker's
  });

  it('sends the edits of a slow scenario to the worker, and shows only the newest answer', () => {
    const { f, hook, first, edit } = mount();
    act(() => f.respond(workerAnswer(1, first, 12)));
    // One slow answer, nothing quick before it: the worker answers.
    const b = workedExampleDocWithMW(20);
    edit(b);
    expect(f.posted.map(docOf)).toEqual([first, b]);
    expect(hook.result.current.pending).toBe(true);
    expect(hook.result.current.result?.capacity!.gpus).toBe(5016);
    // The worker's answer for b is quick: the next edit is answered here, and b's answer, if it
    // came after, would be stale.
    act(() => f.respond(workerAnswer(f.posted[1].id, b, 0.5)));
    expect(hook.result.current.result?.capacity!.gpus).toBe(10032);
    const c = workedExampleDocWithMW(30);
    edit(c);
    expect(f.posted.length).toBe(2);
    expect(hook.result.current.result?.capacity!.gpus).toBe(15048);
    act(() => f.respond(workerAnswer(f.posted[1].id, b, 0.5)));
    expect(hook.result.current.result?.capacity!.gpus).toBe(15048);
  });

  it('a quick edit while the worker still evaluates an older document: the quick answer stays', () => {
    const { f, hook, first, edit } = mount();
    act(() => f.respond(workerAnswer(1, first, 0.3)));
    // Over budget on the window? Simulated by a worker answer: the gate follows the last answer.
    const b = workedExampleDocWithMW(20);
    hook.rerender({ doc: b }); // a document only the render sees goes to the worker
    expect(f.posted.map(docOf)).toEqual([first, b]);
    const c = workedExampleDocWithMW(30);
    edit(c);
    expect(f.posted.length).toBe(2);
    expect(hook.result.current.result?.capacity!.gpus).toBe(15048);
    act(() => f.respond(workerAnswer(2, b, 0.3)));
    expect(hook.result.current.result?.capacity!.gpus).toBe(15048);
    expect(hook.result.current.pending).toBe(false);
  });

  it('without quickMs every edit goes to the worker, as before', () => {
    const { f, first, edit } = mount(0);
    act(() => f.respond(workerAnswer(1, first, 0.1)));
    const b = workedExampleDocWithMW(20);
    edit(b);
    expect(f.posted.map(docOf)).toEqual([first, b]);
  });

  it('shows the loader’s issues of a quick edit at once', () => {
    const { f, hook, first, edit } = mount();
    act(() => f.respond(workerAnswer(1, first, 0.3)));
    edit(workedExampleDocWithMW(-1));
    expect(f.posted.length).toBe(1);
    expect(hook.result.current.result).toBeNull();
    expect(hook.result.current.issues?.[0].path).toBe('site.contractedMW');
  });

  it('warms the window’s engine up in idle time once the worker finds the scenario quick, showing nothing of it', () => {
    const queue: (() => void)[] = [];
    const idle = (fn: (timeRemaining: () => number) => void) => {
      const call = () => fn(() => 50);
      queue.push(call);
      return () => void queue.splice(queue.indexOf(call), 1);
    };
    const slow = mount(4, idle);
    act(() => slow.f.respond(workerAnswer(1, slow.first, 30)));
    expect(queue.length).toBe(0); // a slow scenario: no warming up
    slow.hook.unmount();
    const { f, hook, first } = mount(4, idle);
    act(() => f.respond(workerAnswer(1, first, 0.3)));
    expect(queue.length).toBe(1);
    const shown = hook.result.current;
    act(() => queue.shift()!());
    expect(hook.result.current).toBe(shown); // a warm-up run's answer is not shown
    expect(f.posted.length).toBe(1);
    hook.unmount();
    expect(queue.length).toBe(0); // unmounted: no more runs
  });
});
