import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, one paint late: the first render with a new value returns the previous one, and the new
 * value follows in a transition (interruptible, yielding to input) that starts only after the
 * browser has painted the frame that shows the rest of this render. React's useDeferredValue starts
 * its render as soon as the urgent one has committed, often before that frame, so the deferred
 * work (off-screen sections) delayed the paint of an edit's figures. The first value is returned
 * at once. Without requestAnimationFrame (tests) the update follows in a timeout.
 */
export function useAfterPaint<T>(value: T): T {
  const [later, setLater] = useState(value);
  useEffect(() => {
    if (Object.is(later, value)) return undefined;
    let cancelled = false;
    const apply = () => {
      if (!cancelled) startTransition(() => setLater(() => value));
    };
    if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') {
      const timer = setTimeout(apply, 0);
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    }
    // A message posted from an animation frame callback is handled after that frame's paint.
    const channel = new MessageChannel();
    channel.port1.onmessage = apply;
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      channel.port1.onmessage = null;
      channel.port1.close();
    };
  }, [value, later]);
  return later;
}
