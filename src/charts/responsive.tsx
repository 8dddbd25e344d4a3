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
