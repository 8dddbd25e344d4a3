// The size "Summary only (page 1)" must fit, React-free so that both the app (fit-summary.ts) and
// `gpuplan report --summary` (cli/report.ts) fit it the same way: one page on A4 and on US Letter.
// The shorter of the two, Letter, has 279.4 mm less the report's 15 mm and 18 mm margins (@page in
// report.css) = 246.4 mm of height; a page 1 taller than `SUMMARY_MAX_MM` (a few millimetres of
// slack for rounding and a print dialog's own header) is scaled down to fit (CSS `zoom`) rather
// than spilling a few lines onto a second page.

export const LETTER_PRINTABLE_MM = 279.4 - 15 - 18;
export const SUMMARY_MAX_MM = LETTER_PRINTABLE_MM - 8;
export const PX_PER_MM = 96 / 25.4;

/** The zoom that brings a page 1 of `heightMm` within one Letter page (1 when it fits). */
export function summaryFit(heightMm: number): number {
  if (!(heightMm > SUMMARY_MAX_MM)) return 1;
  return Math.floor((SUMMARY_MAX_MM / heightMm) * 1000) / 1000;
}
