// Reads a written .xlsx back with exceljs and recomputes every formula with HyperFormula (GPLv3,
// a devDependency used in tests only, licenseKey 'gpl-v3'): each formula cell's recomputed value
// against its cached result (the engine's figure), within 1e-9 of the cell's scale.
import ExcelJS from 'exceljs';
import { HyperFormula } from 'hyperformula';
import type { Cell, WorkbookSpec } from '../../src/export/sheet';

export interface Mismatch {
  sheet: string;
  cell: string;
  formula: string;
  cached: unknown;
  recomputed: unknown;
  diff: number;
}

export interface Recomputed {
  formulas: number;
  mismatches: Mismatch[];
  /** Largest |recomputed − cached| / scale over the numeric formula cells. */
  maxRelative: number;
  /** The same, sheet by sheet. */
  maxBySheet: Record<string, number>;
  /** HyperFormula's value of each formula cell, by "Sheet!A1". */
  values: Map<string, unknown>;
}

export async function readXlsx(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return wb;
}

type Raw = number | string | boolean | null;

/** The workbook as HyperFormula input: formulas with "=", text as a literal ('…), numbers as numbers. */
function sheetsOf(wb: ExcelJS.Workbook): { data: Record<string, Raw[][]>; cached: Map<string, { formula: string; result: unknown }> } {
  const data: Record<string, Raw[][]> = {};
  const cached = new Map<string, { formula: string; result: unknown }>();
  wb.eachSheet((ws) => {
    const rows: Raw[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, r) => {
      const out: Raw[] = [];
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        const v = cell.value as unknown;
        let raw: Raw = null;
        if (v !== null && typeof v === 'object' && 'formula' in (v as object)) {
          const f = (v as { formula: string; result?: unknown }).formula;
          raw = `=${f}`;
          cached.set(`${ws.name}!${cell.address}`, { formula: f, result: (v as { result?: unknown }).result });
        } else if (v instanceof Date) raw = v.getTime() / 86_400_000 + 25_569; // exceljs reads a dated number as a Date (UTC)
        else if (typeof v === 'string') raw = `'${v}`;
        else if (typeof v === 'number' || typeof v === 'boolean') raw = v;
        out[c - 1] = raw;
      });
      rows[r - 1] = out;
    });
    for (let i = 0; i < rows.length; i++) rows[i] ??= [];
    data[ws.name] = rows.map((r) => Array.from({ length: r.length }, (_, i) => r[i] ?? null));
  });
  return { data, cached };
}

/** The spec's cell at an A1 address. */
export function specCell(spec: WorkbookSpec, sheet: string, address: string): Cell | undefined {
  const m = /^([A-Z]+)(\d+)$/.exec(address)!;
  let c = 0;
  for (const ch of m[1]) c = c * 26 + ch.charCodeAt(0) - 64;
  return spec.sheets.find((s) => s.name === sheet)?.rows[Number(m[2]) - 1]?.[c - 1];
}

export async function recompute(bytes: Uint8Array, spec: WorkbookSpec, tolerance = 1e-9): Promise<Recomputed> {
  const wb = await readXlsx(bytes);
  const { data, cached } = sheetsOf(wb);
  const hf = HyperFormula.buildFromSheets(data, { licenseKey: 'gpl-v3', smartRounding: false, precisionEpsilon: 0 });
  const mismatches: Mismatch[] = [];
  let maxRelative = 0;
  const maxBySheet: Record<string, number> = {};
  const values = new Map<string, unknown>();
  for (const [key, { formula }] of cached) {
    const [sheet, address] = [key.slice(0, key.lastIndexOf('!')), key.slice(key.lastIndexOf('!') + 1)];
    // The cached result as written (exceljs's reader drops a cached 0; the file has <v>0</v>).
    const cell = specCell(spec, sheet, address);
    if (cell?.f !== formula) mismatches.push({ sheet, cell: address, formula, cached: cell?.f, recomputed: 'formula read back differs', diff: NaN });
    const result = cell?.v;
    const sheetId = hf.getSheetId(sheet)!;
    const got = hf.getCellValue(hf.simpleCellAddressFromString(address, sheetId)!);
    const recomputed = typeof got === 'object' && got !== null ? String((got as { value?: unknown }).value ?? got) : got;
    values.set(key, recomputed);
    if (typeof result === 'number') {
      const diff = typeof recomputed === 'number' ? Math.abs(recomputed - result) : Infinity;
      const rel = diff / (cell?.scale ?? 1);
      if (rel > maxRelative) maxRelative = rel;
      if (maxBySheet[sheet] === undefined || rel > maxBySheet[sheet]) maxBySheet[sheet] = rel;
      if (!(rel <= tolerance)) mismatches.push({ sheet, cell: address, formula, cached: result, recomputed, diff });
    } else {
      const want = result ?? '';
      if (recomputed !== want) mismatches.push({ sheet, cell: address, formula, cached: want, recomputed, diff: NaN });
    }
  }
  hf.destroy();
  return { formulas: cached.size, mismatches, maxRelative, maxBySheet, values };
}
