// @vitest-environment happy-dom
// useIdleValue (src/results/use-idle-value.ts): an off-screen part keeps its value until the idle
// queue runs its piece, then shows the newest; on screen it shows the value at once; and a part
// that scrolls off never shows an older value than it last showed.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdleQueue } from '../../src/results/idle-queue';
import { useIdleValue } from '../../src/results/use-idle-value';

/** A queue the test runs by hand. */
function manualQueue() {
  const waiting = new Map<object, () => void>();
  const queue: IdleQueue = {
    schedule(key, run) {
      waiting.set(key, run);
      return () => {
        if (waiting.get(key) === run) waiting.delete(key);
      };
    },
  };
  const runAll = () => {
    const runs = [...waiting.values()];
    waiting.clear();
    for (const run of runs) run();
  };
  return { queue, runAll, size: () => waiting.size };
}

let settled = 0;
function Part({ value, current, queue }: { value: number; current: boolean; queue: IdleQueue }) {
  const shown = useIdleValue(value, current, () => settled++, queue);
  return <output>{shown}</output>;
}

afterEach(() => {
  cleanup();
  settled = 0;
});

describe('useIdleValue', () => {
  it('off screen: the newest value follows when the queue runs, with the settle call after it', () => {
    const { queue, runAll, size } = manualQueue();
    const { container, rerender } = render(<Part value={1} current={false} queue={queue} />);
    expect(container.textContent).toBe('1');
    rerender(<Part value={2} current={false} queue={queue} />);
    rerender(<Part value={3} current={false} queue={queue} />);
    expect(container.textContent).toBe('1');
    expect(size()).toBe(1); // one piece, the newest
    act(() => runAll());
    expect(container.textContent).toBe('3');
    expect(settled).toBe(1);
    expect(size()).toBe(0);
  });

  it('on screen: the value at once, nothing queued; scrolled off, still the newest', () => {
    const { queue, size } = manualQueue();
    const { container, rerender } = render(<Part value={1} current={true} queue={queue} />);
    rerender(<Part value={2} current={true} queue={queue} />);
    expect(container.textContent).toBe('2');
    expect(size()).toBe(0);
    rerender(<Part value={2} current={false} queue={queue} />);
    expect(container.textContent).toBe('2');
    expect(size()).toBe(0);
  });
});
