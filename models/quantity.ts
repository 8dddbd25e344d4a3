// Numbers inside the engine's warning texts, rounded for a reader (the exact values are in the
// results): the same digits in both languages, thousands grouped with commas as both UI locales do.

/** A count with grouping: 2048 → "2,048". */
export function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Three significant digits below 1,000, whole and grouped from there on: 2.04086 → "2.04", 12345.6 → "12,346". */
export function approx(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  return Math.abs(n) >= 1000 ? count(n) : String(Number(n.toPrecision(3)));
}

/** Power given in kW with its unit, in MW from 1,000 kW on: 2040.86 → "2.04 MW", 812.34 → "812 kW". */
export function power(kW: number): string {
  return Math.abs(kW) >= 1000 ? `${approx(kW / 1000)} MW` : `${approx(kW)} kW`;
}

/** A fraction as a percentage with one decimal: 0.8123 → "81.2 %". */
export function percentOf(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}
