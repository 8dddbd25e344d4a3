import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element is on screen (intersects the viewport, after its scrolling ancestors clip
 * it), kept current with an IntersectionObserver. Attach the returned callback ref (stable) to the
 * element. Without IntersectionObserver (happy-dom tests) everything counts as on screen.
 */
export function useOnScreen<T extends Element = HTMLElement>(): [(element: T | null) => void, boolean] {
  const [visible, setVisible] = useState(true);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setVisible(entry.isIntersecting);
    });
    io.observe(element);
    observer.current = io;
  }, []);
  return [ref, visible];
}
