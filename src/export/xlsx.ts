// Writes a WorkbookSpec as an .xlsx file with exceljs (loaded on first use: the app's chunk and the
// CLI's `export` only). Every formula cell carries its cached result, so a viewer that does not
// recalculate shows the engine's figures; Excel and LibreOffice recalculate on open.
import type { CellValue, WorkbookSpec } from './sheet';

export async function writeXlsx(spec: WorkbookSpec): Promise<Uint8Array> {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'GPU Plan';
  wb.calcProperties.fullCalcOnLoad = true;
  for (const sheet of spec.sheets) {
    const ws = wb.addWorksheet(sheet.name, sheet.freeze ? { views: [{ state: 'frozen', xSplit: sheet.freeze.columns, ySplit: sheet.freeze.rows }] } : {});
    sheet.widths.forEach((w, i) => {
      ws.getColumn(i + 1).width = w;
    });
    sheet.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (!cell) return;
        const target = ws.getCell(r + 1, c + 1);
        if (cell.f !== undefined) target.value = { formula: cell.f, result: resultOf(cell.v) } as never;
        else if (cell.v !== null) target.value = cell.v;
        if (cell.fmt) target.numFmt = cell.fmt;
        if (cell.bold || cell.italic) target.font = { ...(cell.bold ? { bold: true } : {}), ...(cell.italic ? { italic: true } : {}) };
        if (cell.note) target.note = cell.note;
      });
    });
  }
  const buffer = await wb.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

function resultOf(v: CellValue): number | string | boolean {
  return v === null ? '' : v;
}
