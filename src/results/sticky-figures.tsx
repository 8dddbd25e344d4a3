// <StickyFigures stale>…</StickyFigures> — the headline figures' wrapper that stays in view while
// the results scroll. Once it is stuck to the top (a sentinel just above it has scrolled out of the
// viewport) it turns compact: one line of label and value, details hidden (results.css), so it
// covers a strip of the screen instead of up to 40 % of it. Without IntersectionObserver (tests,
// print) it stays as it is.
import { useEffect, useState, type ReactNode } from 'react';

export function useStuck(): [(element: HTMLElement | null) => void, boolean] {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setStuck(!entry.isIntersecting && entry.boundingClientRect.top < 0), { threshold: 0 });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);
  return [setSentinel, stuck];
}

export function StickyFigures({ stale, children }: { stale: boolean; children: ReactNode }) {
  const [sentinelRef, stuck] = useStuck();
  const className = ['results__figures', stale ? 'results__figures--stale' : '', stuck ? 'results__figures--compact' : ''].filter(Boolean).join(' ');
  return (
    <>
      <div ref={sentinelRef} className="results__figures-sentinel" aria-hidden="true" />
      <div className={className} data-compact={stuck ? 'true' : undefined}>
        {children}
      </div>
    </>
  );
}
