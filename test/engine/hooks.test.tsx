// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateDoc } from '../../src/engine/evaluate-doc';
import { useEvaluation } from '../../src/engine/use-evaluation';
import { useMonteCarlo } from '../../src/engine/use-monte-carlo';
import { uncertainDoc, workedExampleDoc, workedExampleDocWithMW } from '../results/worked-example';
import { fakeTransport } from './fake-transport';
import type { EngineRequest } from '../../src/engine/protocol';

afterEach(cleanup);

describe('useEvaluation', () => {
  it('evaluates synchronously where there is no Worker (happy-dom) and follows edits', () => {
    expect(typeof Worker).toBe('undefined');
    const { result, rerender } = renderHook(({ doc }) => useEvaluation(doc), { initialProps: { doc: workedExampleDoc() } });
    expect(result.current.result?.capacity!.gpus).toBe(50168);
    expect(result.current.pending).toBe(false);
    rerender({ doc: workedExampleDocWithMW(50) });
    expect(result.current.result?.capacity!.gpus).toBe(25080);
    const bad = workedExampleDocWithMW(-1);
    rerender({ doc: bad });
    expect(result.current.result).toBeNull();
    expect(result.current.issues?.[0].path).toBe('site.contractedMW');
  });

  it('with a worker transport: pending until the answer for the newest document, stale answers dropped', () => {
    const f = fakeTransport();
    const a = workedExampleDocWithMW(10);
    const b = workedExampleDocWithMW(20);
    const { result, rerender, unmount } = renderHook(({ doc }) => useEvaluation(doc, { transport: () => f.transport }), {
      initialProps: { doc: a },
    });
    expect(f.posted.map((p) => p.id)).toEqual([1]);
    expect(result.current.pending).toBe(true);
    rerender({ doc: b });
    const answer = (id: number, doc: Record<string, unknown>) => {
      const out = evaluateDoc(doc);
      if (!out.ok) throw new Error('invalid');
      return { type: 'evaluated' as const, id, scenario: out.scenario, result: out.result, ms: out.ms };
    };
    act(() => f.respond(answer(1, a)));
    expect(result.current.result).toBeNull();
    expect(result.current.pending).toBe(true);
    expect(f.posted.map((p) => p.id)).toEqual([1, 2]);
    act(() => f.respond(answer(2, b)));
    expect(result.current.result?.capacity!.gpus).toBe(10032);
    expect(result.current.pending).toBe(false);
    unmount();
    expect(f.isClosed()).toBe(true);
  });
});

const docOf = (r: EngineRequest): unknown => (r.type === 'evaluate' ? r.doc : undefined);

describe('useEvaluation with a store subscription', () => {
  it('sends a stored document to the worker at once, before any render, and once only', () => {
    const f = fakeTransport();
    const a = workedExampleDocWithMW(10);
    const b = workedExampleDocWithMW(20);
    const c = workedExampleDocWithMW(30);
    let tell: ((doc: Record<string, unknown> | null) => void) | null = null;
    let unsubscribed = false;
    const subscribe = (onDoc: (doc: Record<string, unknown> | null) => void) => {
      tell = onDoc;
      return () => {
        unsubscribed = true;
      };
    };
    const { result, rerender, unmount } = renderHook(({ doc }) => useEvaluation(doc, { transport: () => f.transport, subscribe }), { initialProps: { doc: a } });
    expect(f.posted.map((p) => p.id)).toEqual([1]);
    act(() => f.respond({ type: 'error', id: 1, message: 'x' }));
    // The store holds b: posted now, while the component still renders a (no rerender yet).
    tell!(b);
    expect(f.posted.length).toBe(2);
    expect(docOf(f.posted[1])).toBe(b);
    // The render that follows with b sends nothing more.
    rerender({ doc: b });
    expect(f.posted.length).toBe(2);
    // A document only the render sees (no subscription call) is still sent.
    act(() => f.respond({ type: 'error', id: 2, message: 'x' }));
    rerender({ doc: c });
    expect(f.posted.length).toBe(3);
    expect(docOf(f.posted[2])).toBe(c);
    expect(result.current.pending).toBe(true);
    unmount();
    expect(unsubscribed).toBe(true);
  });
});

describe('useMonteCarlo', () => {
  it('runs in chunks with progress, then marks the result stale after an edit', async () => {
    const doc = uncertainDoc(800);
    const { result, rerender } = renderHook(({ d }) => useMonteCarlo(d, { chunkSize: 200 }), { initialProps: { d: doc } });
    expect(result.current.running).toBe(false);
    const seen = new Set<number>();
    act(() => result.current.run());
    expect(result.current.running).toBe(true);
    await waitFor(
      () => {
        seen.add(result.current.progress);
        expect(result.current.running).toBe(false);
      },
      { interval: 1, timeout: 5000 },
    );
    expect(result.current.result?.trials).toBe(800);
    expect(result.current.progress).toBe(1);
    expect(result.current.stale).toBe(false);
    expect([...seen].some((p) => p > 0 && p < 1)).toBe(true);
    rerender({ d: uncertainDoc(800, 8) });
    expect(result.current.stale).toBe(true);
  });

  it('cancels a run', async () => {
    const { result } = renderHook(() => useMonteCarlo(uncertainDoc(20000), { chunkSize: 100 }));
    act(() => result.current.run());
    await waitFor(() => expect(result.current.done).toBeGreaterThan(0), { interval: 1, timeout: 5000 });
    act(() => result.current.cancel());
    expect(result.current.running).toBe(false);
    expect(result.current.cancelled).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.result).toBeNull();
    expect(result.current.done).toBeLessThan(20000);
  });
});
