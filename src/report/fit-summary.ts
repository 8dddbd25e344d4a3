// "Summary only (page 1)" is one page on every paper the app prints on (summary-size.ts): a page 1
// too tall is scaled down in print through --summary-fit, measured here as its content changes.
import { useLayoutEffect, type RefObject } from 'react';
import { PX_PER_MM, summaryFit } from './summary-size';

export { LETTER_PRINTABLE_MM, SUMMARY_MAX_MM, summaryFit } from './summary-size';

/** Keeps --summary-fit on the summary's root up to date with its content's height. */
export function useSummaryFit(root: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const el = root.current?.querySelector<HTMLElement>('.report--summary');
    if (!active || !el) return;
    const measure = () => {
      // Measured unzoomed: in print the element is zoomed by the last fit, and a height read through
      // that zoom makes the next fit creep (back towards 1: two pages on Letter). Setting the
      // property back to 1 and reading lays it out once, synchronously, before the new value.
      el.style.setProperty('--summary-fit', '1');
      const style = getComputedStyle(el);
      const content = el.scrollHeight - parseFloat(style.paddingTop || '0') - parseFloat(style.paddingBottom || '0');
      el.style.setProperty('--summary-fit', String(summaryFit(content / PX_PER_MM)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  });
}
