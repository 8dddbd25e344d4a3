// The workbook as plain data: sheets of cells, each a value or a formula with the engine's value as
// its cached result. Pure (no exceljs): built by workbook.ts, written by xlsx.ts, and read by the
// tests directly (with `scale`, the size a formula's tolerance is relative to).

export type CellValue = number | string | boolean | null;

export interface Cell {
  /** The value shown, or a formula's cached result: the engine's figure. */
  v: CellValue;
  /** A formula without the leading "=" (English function names, comma separators, as OOXML stores it). */
  f?: string;
  /** Excel number format. */
  fmt?: string;
  bold?: boolean;
  italic?: boolean;
  /** A comment shown on the cell (sign conventions, where a value comes from). */
  note?: string;
  /** Money or rate scale the 1e-9 check of this formula is relative to (tests only; not written). */
  scale?: number;
}

export interface Sheet {
  name: string;
  /** rows[r][c], both 0-based; holes are empty cells. */
  rows: (Cell | undefined)[][];
  /** Column widths in characters. */
  widths: number[];
  /** Rows (and columns) kept in view while scrolling: the header. */
  freeze?: { rows: number; columns: number };
}

export interface WorkbookSpec {
  sheets: Sheet[];
  /** Figures that stay values, and why (also listed on the Summary sheet). */
  values: string[];
}

/** Column letters of a 0-based column index (0 → A, 26 → AA). */
export function columnName(c: number): string {
  let s = '';
  let n = c + 1;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A1 reference of 0-based (row, column); `abs` pins both with $. */
export function a1(row: number, col: number, abs = false): string {
  return abs ? `$${columnName(col)}$${row + 1}` : `${columnName(col)}${row + 1}`;
}

/** A sheet name as a formula writes it: always quoted, quotes doubled. */
export function sheetRef(name: string): string {
  return `'${name.replace(/'/g, "''")}'!`;
}

/** Builds a sheet cell by cell. */
export class SheetBuilder {
  readonly rows: (Cell | undefined)[][] = [];
  widths: number[] = [];
  freeze?: { rows: number; columns: number };
  constructor(readonly name: string) {}

  set(row: number, col: number, cell: Cell): void {
    const r = (this.rows[row] ??= []);
    r[col] = cell;
  }

  get(row: number, col: number): Cell | undefined {
    return this.rows[row]?.[col];
  }

  /** `A1` on this sheet, or `'Name'!$A$1` from another one. */
  ref(row: number, col: number, fromOtherSheet = false, abs = true): string {
    return fromOtherSheet ? `${sheetRef(this.name)}${a1(row, col, abs)}` : a1(row, col, abs);
  }

  build(): Sheet {
    const rows: (Cell | undefined)[][] = [];
    for (let i = 0; i < this.rows.length; i++) rows.push(this.rows[i] ?? []);
    return { name: this.name, rows, widths: this.widths, ...(this.freeze ? { freeze: this.freeze } : {}) };
  }
}

/** Number formats: amounts with their currency, prices per GPU-hour, percentages, counts. */
export function formats(currency: string) {
  const cur = currency.replace(/[^A-Z]/g, '');
  return {
    money: `#,##0.00 "${cur}";-#,##0.00 "${cur}"`,
    price: `#,##0.0000 "${cur}/GPU-h"`,
    perKWh: `#,##0.0000 "${cur}/kWh"`,
    perKWMonth: `#,##0.00 "${cur}/kW-month"`,
    perGPUMonth: `#,##0.00 "${cur}/GPU-month"`,
    percent: '0.00%',
    rate: '0.000000%',
    count: '#,##0',
    gpus: '#,##0.00 "GPUs"',
    hours: '#,##0.00 "h"',
    kw: '#,##0.0000 "kW"',
    month: '0',
    ratio: '0.0000"×"',
    date: 'yyyy-mm-dd',
    general: 'General',
  };
}
export type Formats = ReturnType<typeof formats>;

/** Days from 1899-12-30 (the spreadsheet date serial) of an ISO "YYYY-MM-DD" date; null when not one. */
export function dateSerial(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((t - Date.UTC(1899, 11, 30)) / 86_400_000);
}
