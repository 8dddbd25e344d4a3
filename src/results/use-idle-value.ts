import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { windowIdleQueue, type IdleQueue } from './idle-queue';

/**
 * `value` for a part of the page that is off screen: while `current` (the part is on screen) it is
 * `value` itself; otherwise a new value follows when the window is idle and has room for it
 * (idle-queue.ts), rendered on its own, and `settle` (e.g. reading the part's size) then lays the
 * page out in that same idle time rather than at the start of the next frame. A newer value
 * replaces one still waiting.
 */
export function useIdleValue<T>(value: T, current: boolean, settle?: () => void, queue: IdleQueue = windowIdleQueue()): T {
  const [later, setLater] = useState(value);
  // On screen, the part shows `value`; keeping `later` equal means it never shows an older value
  // when it scrolls off (a state update during render: React renders again before committing).
  if (current && !Object.is(later, value)) setLater(value);
  const key = useRef({}).current;
  const settleRef = useRef(settle);
  settleRef.current = settle;
  useEffect(() => {
    if (current || Object.is(later, value)) return undefined;
    return queue.schedule(key, () => {
      flushSync(() => setLater(() => value));
      settleRef.current?.();
    });
  }, [value, later, current, key, queue]);
  return current ? value : later;
}
