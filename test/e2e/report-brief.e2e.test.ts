// Issue 38 end to end: `gpuplan report FILE --brief` (run as a process) prints only the negotiation
// brief, one A4 page per provider in the report's language, in the ranking's order, each with its
// standing on the figure the ranking uses, its window cost and what it still owes after the window,
// what it does not quote, and its asks ordered by money. pdfjs-dist reads the PDF (test/e2e/pdf.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from './pdf';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gpuplan-brief-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function brief(doc: unknown, lang: 'en' | 'zh-CN') {
  const file = join(dir, `brief.${lang}.gpuplan.json`);
  await writeFile(file, JSON.stringify(doc));
  const out = join(dir, `brief.${lang}.pdf`);
  await run('node', ['bin/gpuplan.mjs', 'report', file, '-o', out, '--brief', '--lang', lang], { cwd: ROOT, timeout: 120_000 });
  return readPdf(out);
}

/** The worked example's quotes, one of them leaving storage unquoted. */
async function example(): Promise<Record<string, unknown> & { quotes: Record<string, unknown>[] }> {
  const doc = JSON.parse(await readFile(join(ROOT, 'test/fixtures/v4-demand-scenarios.json'), 'utf8')) as Record<string, unknown> & { quotes: Record<string, unknown>[] };
  delete doc.quotes[0].storagePerTBMonth;
  return doc;
}

describe('gpuplan report --brief', () => {
  it('prints one A4 page per provider, in rank order, asks by money, owed and not-quoted stated (en)', async () => {
    const pdf = await brief(await example(), 'en');
    expect(pdf.pages).toHaveLength(3);
    for (const p of pdf.pages) {
      // A4: 210 × 297 mm = 595.3 × 841.9 pt (Chromium writes 595.92 × 842.88).
      expect(Math.abs(p.width - 595.3)).toBeLessThan(1);
      expect(Math.abs(p.height - 841.9)).toBeLessThan(1.5);
    }
    const titles = pdf.pages.map((p) => /Negotiation brief: (.+)/.exec(p.text)?.[1]?.trim());
    // Rank order on the window plus what is owed (Hyperscaler C, Specialist A, Neocloud B); without
    // its storage price Specialist A costs less and may move up, so read the ranks from the pages.
    expect(new Set(titles)).toEqual(new Set(['Specialist A (12 months, rolls over)', 'Neocloud B (24 months)', 'Hyperscaler C (6 months, rolls over)']));
    const ranks = pdf.pages.map((p) => Number(/Rank (\d) of 3/.exec(p.text)?.[1]));
    expect(ranks).toEqual([1, 2, 3]);
    const b = pdf.pages[titles.indexOf('Neocloud B (24 months)')].text;
    expect(b).toContain('on the 18-month window plus what is owed after it');
    expect(b).toMatch(/Still owed after the window: \$878,598/);
    expect(b).toMatch(/Cost over the 18-month window: \$3,035,082/);
    // Its asks by money: the price ($424,017) before the delay ($155,484).
    const price = b.indexOf('A price of');
    const delay = b.indexOf('A delivery credit of');
    expect(price).toBeGreaterThan(0);
    expect(delay).toBeGreaterThan(price);
    const a = pdf.pages[titles.indexOf('Specialist A (12 months, rolls over)')].text;
    expect(a).toContain('Not quoted: storage');
    expect(a).not.toContain('Still owed after the window');
  });

  it('writes the brief in the report’s language (zh-CN)', async () => {
    const pdf = await brief(await example(), 'zh-CN');
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.text).toContain('谈判要点：Neocloud B (24 months)');
    expect(pdf.text).toContain('窗口之后仍需支付');
    expect(pdf.text).toContain('未报价：存储');
  });
});
