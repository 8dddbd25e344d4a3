// `npm run bench`'s Excel section (issue 28): the worked example's workbook built (buildWorkbook) and
// written to .xlsx bytes (exceljs), warm, median of several runs; `buildMs` is the spec alone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runScenario } from '../models/run';
import { buildWorkbook } from '../src/export/workbook';
import { writeXlsx } from '../src/export/xlsx';
import { median } from './bench-stats';

type Report = Record<string, unknown>;

const EXAMPLE = fileURLToPath(new URL('../test/fixtures/v2-1024-h100.gpuplan.json', import.meta.url));

export async function exportSection(): Promise<Report> {
  const run = runScenario(readFileSync(EXAMPLE, 'utf8'));
  if (!run.ok) throw new Error('the worked example does not load');
  const coldStart = performance.now();
  const first = await writeXlsx(buildWorkbook(run.scenario, run.result, 'en'));
  const coldMs = performance.now() - coldStart;
  const total: number[] = [];
  const build: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t0 = performance.now();
    const spec = buildWorkbook(run.scenario, run.result, 'en');
    const t1 = performance.now();
    await writeXlsx(spec);
    total.push(performance.now() - t0);
    build.push(t1 - t0);
  }
  const round = (x: number) => Number(x.toPrecision(4));
  return { export: { xlsxMs: round(median(total)), buildMs: round(median(build)), coldMs: round(coldMs), bytes: first.byteLength } };
}
