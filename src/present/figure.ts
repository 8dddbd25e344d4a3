// The presentation layer's unit: one figure as every front end shows it (the app's headline cards,
// the report's key figures, the CLI's --table, the workbook's Summary sheet). React-free and
// DOM-free: a figure is decided here once and only drawn elsewhere.

/** How a figure reads against its test: good, a warning, bad, or no verdict at all (no test set). */
export type Tone = 'good' | 'warn' | 'bad';

export interface Figure {
  /** Stable id (e.g. "irr", "minPeriodDSCR"): the app's data-figure, the report's key, tests. */
  key: string;
  /** The figure's name in the output language. */
  label: string;
  /** The value with its unit, formatted in the output language ("36.8 %", "1.25×", "$157.2M"). */
  value: string;
  /** Absent when the inputs support no verdict (e.g. a DSCR with no covenant set). */
  tone?: Tone;
  /** The amount in the display currency ("≈ ¥3248.84万"), when it differs from the file's. */
  display?: string;
  /** A short secondary line (where the figure comes from, or what it is measured against). */
  note?: string;
  /** The value is words rather than a number ("not within the horizon"): smaller type, may wrap. */
  words?: boolean;
}
