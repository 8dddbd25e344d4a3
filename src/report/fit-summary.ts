// "Summary only (page 1)" is one page on every paper the app prints on: A4 and US Letter. The
// shorter of the two, Letter, has 279.4 mm less the report's 15 mm and 18 mm margins (@page in
// report.css) = 246.4 mm of height; a page 1 taller than `SUMMARY_MAX_MM` (a few millimetres of
// slack for rounding and a print dialog's own header) is scaled down in print to fit (CSS `zoom`,
// through --summary-fit), rather than spilling a few lines onto a second page.
import { useLayoutEffect, type RefObject } from 'react';

export const LETTER_PRINTABLE_MM = 279.4 - 15 - 18;
export const SUMMARY_MAX_MM = LETTER_PRINTABLE_MM - 8;
const PX_PER_MM = 96 / 25.4;

/** The zoom that brings a page 1 of `heightMm` within one Letter page (1 when it fits). */
export function summaryFit(heightMm: number): number {
  if (!(heightMm > SUMMARY_MAX_MM)) return 1;
  return Math.floor((SUMMARY_MAX_MM / heightMm) * 1000) / 1000;
}

/** Keeps --summary-fit on the summary's root up to date with its content's height. */
export function useSummaryFit(root: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const el = root.current?.querySelector<HTMLElement>('.report--summary');
    if (!active || !el) return;
    const measure = () => {
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
