import type { ReactNode } from 'react';
import { useElementWidth } from './use-element-width';

/** Measures its own width and renders `children(width)`: <Responsive>{(w) => <CashFlowChart width={w} … />}</Responsive>. */
export function Responsive({ children, fallback = 640, className }: { children: (width: number) => ReactNode; fallback?: number; className?: string }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(fallback);
  return (
    <div ref={ref} className={className ? `chart-responsive ${className}` : 'chart-responsive'}>
      {children(width)}
    </div>
  );
}

/**
 * `children(width)` at a fixed width when one is given (the printed report: its charts' sizes are
 * known in advance, so a report drawn in Node, src/report/static-markup.tsx, is the one the browser
 * would draw), else at its container's width (Responsive). The same wrapper either way.
 */
export function Sized({ width, children }: { width: number | undefined; children: (width: number) => ReactNode }) {
  return width === undefined ? <Responsive>{children}</Responsive> : <div className="chart-responsive">{children(width)}</div>;
}
