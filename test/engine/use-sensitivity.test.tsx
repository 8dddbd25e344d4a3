// @vitest-environment happy-dom
// The IRR tornado off the window's thread (issue 15): useSensitivity over a transport keeps the
// last answer, with the query it answers, while a newer one is computed, and drops stale answers.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import type { TornadoEntry } from '../../models/uncertainty/types';
import { useSensitivity, type SensitivityQuery } from '../../src/engine/use-sensitivity';
import { workedExampleDoc } from '../results/worked-example';
import { fakeTransport } from './fake-transport';

afterEach(cleanup);

const loaded = loadScenario(workedExampleDoc());
if (!loaded.ok) throw new Error('worked example invalid');
const scenario = loaded.scenario;
const row = (path: string): TornadoEntry => ({ path, low: 1, high: 2, irrLow: 0.1, irrHigh: 0.2, swing: 0.1 }) as unknown as TornadoEntry;

describe('useSensitivity', () => {
  it('asks the worker once per query, shows the newest answer with its query, and ignores stale ones', () => {
    const f = fakeTransport();
    let made = 0;
    const transport = () => (made++, f.transport);
    const first: SensitivityQuery = { scenario, raw: { a: 1 }, swings: { swing: 0.1 } };
    const second: SensitivityQuery = { scenario, raw: { a: 2 }, swings: { swing: 0.2 } };
    const { result, rerender, unmount } = renderHook(({ q }: { q: SensitivityQuery | null }) => useSensitivity(q, { transport }), { initialProps: { q: null as SensitivityQuery | null } });
    expect(made).toBe(0);
    expect(result.current).toEqual({ answer: null, error: null });
    rerender({ q: first });
    expect(made).toBe(1);
    expect(f.posted).toEqual([{ type: 'sensitivity', id: 2, scenario, raw: { a: 1 }, swings: { swing: 0.1 }, report: undefined }]);
    act(() => f.respond({ type: 'sensitivity', id: 2, rows: [row('x')], ms: 1 }));
    expect(result.current.answer?.query).toBe(first);
    expect(result.current.answer?.rows?.map((r) => r.path)).toEqual(['x']);
    rerender({ q: second });
    expect(made).toBe(1); // one worker for the hook's life
    expect(f.posted).toHaveLength(2);
    // The first answer stays shown until the second arrives; a late answer to an older id is dropped.
    act(() => f.respond({ type: 'sensitivity', id: 2, rows: [row('stale')], ms: 1 }));
    expect(result.current.answer?.query).toBe(first);
    expect(result.current.answer?.rows?.map((r) => r.path)).toEqual(['x']);
    act(() => f.respond({ type: 'sensitivity', id: 3, rows: [row('y')], ms: 1 }));
    expect(result.current.answer?.query).toBe(second);
    act(() => f.respond({ type: 'error', id: 3, message: 'boom' }));
    expect(result.current.error).toBe('boom');
    expect(result.current.answer?.query).toBe(second);
    unmount();
    expect(f.isClosed()).toBe(true);
  });
});
