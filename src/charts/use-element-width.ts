import { useCallback, useRef, useState } from 'react';

/**
 * Width of an element in CSS pixels, kept current with a ResizeObserver. Attach the returned
 * callback ref to the element; `fallback` is used until it is measured (and where it measures 0,
 * e.g. in happy-dom tests or while hidden).
 */
export function useElementWidth<T extends HTMLElement = HTMLDivElement>(fallback = 640): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      const apply = (w: number) => setWidth(w > 0 ? Math.floor(w) : fallback);
      apply(element.getBoundingClientRect().width);
      if (typeof ResizeObserver === 'undefined') return;
      const ro = new ResizeObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) apply(entry.contentRect.width);
      });
      ro.observe(element);
      observer.current = ro;
    },
    [fallback],
  );
  return [ref, width];
}
