// Issue 29 end to end through `gpuplan report` (run as a process): page 1 of every report is the
// answer — for each template type, in en and zh-CN, each on A4 and Letter, the decision sentence and
// the key figures with their units read back from the PDF's text; `--summary` prints just that page; a
// comparison of four scenarios prints no blank page, every scenario's full name and no author
// unless one is given. pdfjs-dist reads the PDFs (test/e2e/pdf.ts, no poppler).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES, instantiateTemplate, type TemplateId } from '../../src/scenarios/templates';
import type { Language } from '../../src/i18n/languages';
import { pageInk, readPdf, savePages } from './pdf';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const SHOTS = resolve(ROOT, 'test-results');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gpuplan-answer-'));
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function templateFile(id: TemplateId, lang: Language): Promise<{ file: string; name: string }> {
  const doc = instantiateTemplate(TEMPLATES.find((t) => t.id === id)!, lang) as { name: string };
  const file = join(dir, `${id}.${lang}.gpuplan.json`);
  await writeFile(file, JSON.stringify(doc));
  return { file, name: doc.name };
}

async function report(files: string[], out: string, ...options: string[]): Promise<void> {
  await run('node', ['bin/gpuplan.mjs', 'report', ...files, '-o', out, ...options], { cwd: ROOT, timeout: 120_000 });
}

/** Per template: what page 1 must say (a sentence) and a figure with its unit, in each language. */
const PAGE_ONE: Record<string, Record<Language, { sentence: RegExp; figure: RegExp }>> = {
  quotes: {
    en: { sentence: /On the common \d+-month window, .+ is the cheapest quote: \$[\d.]+ per used GPU-hour in present value \(\$[\d,]+ paid in the window\), \$[\d.]+ \([\d.]+%\) below/, figure: /\$[\d.]+ per used GPU-hour/ },
    'zh-CN': { sentence: /在共同的 \d+ 个月窗口内，.+是最便宜的报价：按现值计每实际使用 GPU 小时 US\$[\d.]+（窗口内支付 US\$[\d,]+），比.+低 US\$[\d.]+（[\d.]+%）/, figure: /US\$[\d.]+/ },
  },
  investment: {
    en: { sentence: /Buying returns an equity IRR of -?[\d.]+%.*against a [\d.]+% hurdle, an NPV of -?\$[\d,]+/, figure: /NPV\s+-?\$[\d,]+ .*at [\d.]+% a year/ },
    'zh-CN': { sentence: /自购的股权内部收益率为 -?[\d.]+%.*门槛 [\d.]+%.*净现值 -?US\$[\d,]+/, figure: /净现值（NPV）\s+-?US\$[\d,]+ .*年折现率 [\d.]+%/ },
  },
  rentVsBuy: {
    en: { sentence: /At [\d,]+ hours a year per GPU, .+ is cheapest: \$[\d,]+ per GPU-year/, figure: /Cheapest at [\d,]+ h\/year/ },
    'zh-CN': { sentence: /每张 GPU 每年使用 [\d,]+ 小时时，.+最便宜：每 GPU 每年 US\$[\d,]+/, figure: /使用 [\d,]+/ },
  },
  portfolio: {
    en: { sentence: /Sign .*(GPUs of .+ from month \d+ to \d+|no commitment).*\$[\d,]+ in present value/, figure: /\$[\d,]+/ },
    'zh-CN': { sentence: /(签订|不签任何承诺).*现值成本(为)? US\$[\d,]+/, figure: /US\$[\d,]+/ },
  },
};

const CASES: { id: TemplateId; kind: keyof typeof PAGE_ONE }[] = [
  { id: 'three-quotes', kind: 'quotes' },
  { id: '100mw-campus', kind: 'investment' },
  { id: '512-gpu-rental', kind: 'rentVsBuy' },
  { id: 'serving-mix', kind: 'portfolio' },
];

describe('page 1 of a report is the answer', () => {
  for (const [lang, pageSize] of [['en', 'A4'], ['zh-CN', 'Letter'], ['en', 'Letter'], ['zh-CN', 'A4']] as const) {
    it(`for each template type, in ${lang} on ${pageSize}: the sentence and the key figures with units`, async () => {
      const made = await Promise.all(CASES.map((c) => templateFile(c.id, lang)));
      const folder = join(dir, `each-${lang}-${pageSize}`);
      // One browser prints them all (--each).
      await report(
        made.map((m) => m.file),
        folder,
        '--each',
        '--lang',
        lang,
        '--page-size',
        pageSize,
      );
      for (const [k, c] of CASES.entries()) {
        const { name } = made[k];
        const out = join(folder, `${c.id}.${lang}.pdf`);
        const pdf = await readPdf(out);
        const first = pdf.pages[0].text.replace(/\s+/g, ' ');
        expect(first, c.id).toContain(lang === 'en' ? 'THE ANSWER' : '结论');
        expect(first, c.id).toContain(name);
        expect(first, c.id).toMatch(PAGE_ONE[c.kind][lang].sentence);
        expect(first, c.id).toMatch(PAGE_ONE[c.kind][lang].figure);
        // Page 2 opens the appendix.
        expect(pdf.pages[1].text, c.id).toContain(lang === 'en' ? 'Appendix' : '附录');
        // Page 1 is the page size asked for (A4 595 × 842 pt, Letter 612 × 792 pt).
        expect(pdf.pages[0].width, c.id).toBeCloseTo(pageSize === 'A4' ? 595.3 : 612, -0.5);
        if (c.id === 'three-quotes' || c.id === '100mw-campus') await savePages(out, join(SHOTS, `answer-${c.id}-${lang}-${pageSize}`), 1, 1);
      }
    });
  }

  for (const pageSize of ['A4', 'Letter'] as const) {
    for (const lang of ['en', 'zh-CN'] as const) {
      it(`--summary is one page for every template type, in ${lang} on ${pageSize}`, async () => {
        const made = await Promise.all(CASES.map((c) => templateFile(c.id, lang)));
        const folder = join(dir, `summary-${lang}-${pageSize}`);
        await report(
          made.map((m) => m.file),
          folder,
          '--each',
          '--summary',
          '--lang',
          lang,
          '--page-size',
          pageSize,
        );
        for (const c of CASES) {
          const out = join(folder, `${c.id}.${lang}.pdf`);
          const pdf = await readPdf(out);
          expect(pdf.pages.length, `${c.id} ${lang} ${pageSize}`).toBe(1);
          if (c.id === '100mw-campus') await savePages(out, join(SHOTS, `summary-${c.id}-${lang}-${pageSize}`), 1, 1);
        }
      }, 240_000);
    }
  }

  it('--summary prints only page 1', async () => {
    const { file } = await templateFile('three-quotes', 'en');
    const out = join(dir, 'summary.pdf');
    await report([file], out, '--summary');
    const pdf = await readPdf(out);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text.replace(/\s+/g, ' ')).toMatch(PAGE_ONE.quotes.en.sentence);
  });
});

describe('a comparison of four scenarios', () => {
  it('says who wins on what on page 1, prints every full name, no blank page and no author unless given', async () => {
    const ids: TemplateId[] = ['512-gpu-rental', 'three-quotes', 'negotiating-1024', 'serve-70b'];
    const files = await Promise.all(ids.map((id) => templateFile(id, 'zh-CN')));
    const out = join(dir, 'compare-zh.pdf');
    await report(
      files.map((f) => f.file),
      out,
      '--lang',
      'zh-CN',
    );
    const pdf = await readPdf(out);
    const first = pdf.pages[0].text.replace(/\s+/g, ' ');
    expect(first).toContain('结论：方案对比');
    for (const f of files) expect(first).toContain(f.name);
    expect(first).toMatch(/“.+”在“.+”上最优：.+，比“.+”好 /);
    // Every page has more than its footer (the overlays section is left out when nothing overlays).
    const footer = (text: string) => text.split('\n').filter((line) => !/\d+\s*\/\s*\d+\s*$/.test(line));
    for (const [i, page] of pdf.pages.entries()) expect(footer(page.text).join('').trim().length, `page ${i + 1}`).toBeGreaterThan(20);
    // … and in the page images: every page has ink above its footer.
    const ink = await pageInk(out);
    if (ink) for (const [i, share] of ink.entries()) expect(share, `ink on page ${i + 1}`).toBeGreaterThan(0.003);
    expect(pdf.text).not.toContain('图表叠加');
    expect(pdf.text).not.toContain('作者');
    expect(pdf.text).not.toMatch(/reserved3y|\bstorage\b|\begress\b/);
    // Percent changes only of a positive base; none of a rate.
    expect(pdf.text).not.toMatch(/个百分点 \(/);
    await savePages(out, join(SHOTS, 'answer-compare-zh-CN'), 1, 2);
  });
});
