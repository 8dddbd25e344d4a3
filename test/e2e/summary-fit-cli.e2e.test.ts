// Issue 33 point 11 for `gpuplan report --summary`: page 1 alone is one page on A4 and US Letter, in
// en and zh-CN, like the app's "Summary only" (src/report/summary-size.ts) — also for the plans
// whose page 1 is longest (a lender's covenant test, a fleet in tranches), which
// spilled onto a second page on Letter before the CLI scaled page 1 to fit. pdfjs-dist counts the pages.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf, savePages } from './pdf';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
// The lender's page 1 is the longest (two pages on Letter before the fit); the fleet's is new this round.
const FIXTURES = ['v3-lender.gpuplan.json', 'v4-fleet.json'];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gpuplan-summary-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('gpuplan report --summary fits one page', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    it(`on A4 and Letter, in ${lang}`, async () => {
      for (const pageSize of ['Letter', 'A4'] as const) {
        const folder = join(dir, `${lang}-${pageSize}`);
        const files = FIXTURES.map((f) => resolve(ROOT, 'test/fixtures', f));
        await run('node', ['bin/gpuplan.mjs', 'report', ...files, '-o', folder, '--each', '--summary', '--lang', lang, '--page-size', pageSize], { cwd: ROOT, timeout: 180_000 });
        for (const f of FIXTURES) {
          const out = join(folder, `${f.replace(/(\.gpuplan)?\.json$/, '')}.pdf`);
          const pdf = await readPdf(out);
          expect(pdf.pages.length, `${f} ${lang} ${pageSize}`).toBe(1);
          if (f.startsWith('v3-lender') && pageSize === 'Letter') await savePages(out, resolve(ROOT, 'test-results', `summary-fit-lender-${lang}-Letter`), 1, 1);
        }
      }
    }, 300_000);
  }
});
