// A fixed-row-height virtual list: only the rows on screen (plus overscan) are in the DOM, so
// thousands of items cost what a screenful does. The container scrolls; rows are absolutely placed.

import { type ReactNode, type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { visibleRange } from './visible-range';

export interface VirtualListHandle {
  scrollToIndex(index: number): void;
}

export interface VirtualListProps {
  count: number;
  rowHeight: number;
  /** Renders the content of row `index` (the list wraps it in a role="listitem" element). */
  renderRow: (index: number) => ReactNode;
  rowKey: (index: number) => string;
  ariaLabel: string;
  overscan?: number;
  /** Used until the container has been measured (and where layout is unavailable, as in tests). */
  fallbackHeight?: number;
  className?: string;
  ref?: Ref<VirtualListHandle>;
}

export function VirtualList({
  count,
  rowHeight,
  renderRow,
  rowKey,
  ariaLabel,
  overscan = 6,
  fallbackHeight = 480,
  className,
  ref,
}: VirtualListProps) {
  const container = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const measure = () => setHeight(el.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const el = container.current;
    if (el) setScrollTop(el.scrollTop);
  }, []);

  useImperativeHandle(ref, () => ({
    scrollToIndex(index: number) {
      const el = container.current;
      if (!el) return;
      el.scrollTop = index * rowHeight;
      setScrollTop(el.scrollTop);
    },
  }), [rowHeight]);

  const viewport = height > 0 ? height : fallbackHeight;
  const { start, end } = visibleRange(scrollTop, viewport, rowHeight, count, overscan);
  const rows: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    rows.push(
      <div
        key={rowKey(i)}
        role="listitem"
        aria-setsize={count}
        aria-posinset={i + 1}
        className="virtual-list__row"
        style={{ top: i * rowHeight, height: rowHeight }}
      >
        {renderRow(i)}
      </div>,
    );
  }
  return (
    <div ref={container} className={className ? `virtual-list ${className}` : 'virtual-list'} onScroll={onScroll} data-testid="virtual-list">
      <div role="list" aria-label={ariaLabel} className="virtual-list__content" style={{ height: count * rowHeight }}>
        {rows}
      </div>
    </div>
  );
}
