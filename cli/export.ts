// `gpuplan export FILE -o plan.xlsx`: the scenario's Excel workbook (src/export), written to a file.
import { writeFile } from 'node:fs/promises';
import type { ScenarioResult } from '../models/evaluate';
import type { Scenario } from '../models/scenario/types';
import type { Lang } from './args';
import { buildWorkbook } from '../src/export/workbook';
import { writeXlsx } from '../src/export/xlsx';

export async function writeWorkbookFile(scenario: Scenario, result: ScenarioResult, lang: Lang, output: string): Promise<{ sheets: number; formulas: number }> {
  const spec = buildWorkbook(scenario, result, lang);
  await writeFile(output, await writeXlsx(spec));
  let formulas = 0;
  for (const s of spec.sheets) for (const row of s.rows) for (const c of row) if (c?.f !== undefined) formulas++;
  return { sheets: spec.sheets.length, formulas };
}
