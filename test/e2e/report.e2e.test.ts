// `gpuplan report` end to end: the CLI prints the worked example through Chromium to PDF (en on
// A4, zh-CN on Letter) and to self-contained HTML; pdfjs-dist (test/e2e/pdf.ts, no poppler) checks
// the text, the pages and the embedded fonts (only the bundled Noto faces), and saves the first
// pages under test-results/ for a look.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBrowser } from '../../cli/browser';
import { openPrinter, writeReports } from '../../cli/report';
import { testBrowser } from './browser';
import { readPdf, savePages } from './pdf';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const SHOTS = resolve(ROOT, 'test-results');
const FIXTURE = 'test/fixtures/h100-512-colo.gpuplan.json';
const NAME = '512× H100 in a 100 MW campus';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gpuplan-report-'));
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function report(out: string, ...flags: string[]): Promise<string> {
  const files = flags.filter((f) => f.endsWith('.json'));
  const options = flags.filter((f) => !f.endsWith('.json'));
  const { stderr } = await run('node', ['bin/gpuplan.mjs', 'report', FIXTURE, ...files, '-o', out, ...options], { cwd: ROOT, timeout: 90_000 });
  return stderr;
}

async function pdfText(file: string): Promise<string> {
  return (await readPdf(file)).text;
}

async function pdfInfo(file: string): Promise<{ pages: number; width: number; height: number; fonts: string[] }> {
  const pdf = await readPdf(file);
  return { pages: pdf.pages.length, width: pdf.pages[0].width, height: pdf.pages[0].height, fonts: pdf.fonts };
}

/**
 * Every font in the PDF is one of the bundled ones (no fallback to the machine's fonts). The
 * @fontsource Noto Sans SC files name themselves "NotoSansSCThin-<weight>", unlike Debian's
 * fonts-noto-cjk ("NotoSansCJKsc-Regular"), so the Chinese ones are told apart by name.
 */
const BUNDLED_FONT = /^(NotoSans|NotoSansSCThin|NotoSansMono)-(Regular|Medium|SemiBold)$/;

describe('gpuplan report', () => {
  it('prints the example to an A4 PDF in English', async () => {
    const file = join(dir, 'r.pdf');
    const started = Date.now();
    const stderr = await report(file, '--verbose');
    expect(stderr).toContain('written in');
    // --verbose names the browser that printed (the one the e2e suite resolved too).
    expect(stderr).toContain(`gpuplan report: ${describeBrowser(await testBrowser())}`);
    const text = await pdfText(file);
    expect(text).toContain(NAME);
    expect(text).toContain('Scenario report'.toUpperCase());
    expect(text).toContain('50,168');
    expect(text).toContain('-20.6%');
    for (const provider of ['Provider A', 'Provider B', 'Provider C']) expect(text).toContain(provider);
    // The IRR tornado, computed in Node and handed to the page with the results.
    expect(text).toContain('What moves the equity IRR');
    expect(text).toContain('Investment › Utilization');
    const info = await pdfInfo(file);
    // The footer numbers every page: "2 / N" … "N / N".
    expect(text).toMatch(new RegExp(`\\b2\\s*/\\s*${info.pages}\\b`));
    expect(text).toMatch(new RegExp(`\\b${info.pages}\\s*/\\s*${info.pages}\\b`));
    expect(info.pages).toBeGreaterThanOrEqual(5);
    expect(info.pages).toBeLessThanOrEqual(20); // 19 today: the answer page (issue 29), the yearly table (docs/model.md › Investment › Covenant and DSCR), a page per provider's brief (docs/model.md › Quotes › Window), an assumption table per quote
    // A4: 210 × 297 mm = 595 × 842 pt.
    expect(info.width).toBeCloseTo(595.3, -0.5);
    expect(info.height).toBeCloseTo(841.9, -0.5);
    expect(info.fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-SemiBold']));
    for (const font of info.fonts) expect(font).toMatch(BUNDLED_FONT);
    await savePages(file, join(SHOTS, 'report-en'), 1, 3);
    console.info(`report (en, A4): ${info.pages} pages in ${Date.now() - started} ms`);
  });

  it('prints it in Chinese on Letter paper', async () => {
    const file = join(dir, 'r-zh.pdf');
    await report(file, '--lang', 'zh-CN', '--page-size', 'Letter');
    const text = await pdfText(file);
    expect(text).toContain('方案报告');
    expect(text).toContain('可交付 GPU');
    expect(text).toContain('50,168');
    expect(text).toContain('-20.6%');
    expect(text).toContain(NAME);
    for (const provider of ['Provider A', 'Provider B', 'Provider C']) expect(text).toContain(provider);
    const info = await pdfInfo(file);
    // The footer numbers every page in Chinese too (it once drew nothing there: its Latin face was
    // never loaded, as the Chinese text draws its digits in Noto Sans SC).
    expect(text).toMatch(new RegExp(`\\b2\\s*/\\s*${info.pages}\\b`));
    expect(text).toMatch(new RegExp(`\\b${info.pages}\\s*/\\s*${info.pages}\\b`));
    // Letter: 8.5 × 11 in = 612 × 792 pt.
    expect(info.width).toBeCloseTo(612, -0.5);
    expect(info.height).toBeCloseTo(792, -0.5);
    expect(info.pages).toBeGreaterThanOrEqual(5);
    expect(info.pages).toBeLessThanOrEqual(20); // 19 today: the answer page (issue 29), the yearly table (docs/model.md › Investment › Covenant and DSCR), a page per provider's brief (docs/model.md › Quotes › Window), an assumption table per quote
    // The Chinese text is in the bundled Noto Sans SC, and nothing fell back to a system font.
    expect(info.fonts).toEqual(expect.arrayContaining(['NotoSansSCThin-Regular', 'NotoSansSCThin-SemiBold']));
    for (const font of info.fonts) expect(font).toMatch(BUNDLED_FONT);
    await savePages(file, join(SHOTS, 'report-zh-CN'), 1, 3);
    await savePages(file, join(SHOTS, 'report-zh-CN'), 6, 6);
  });

  it('writes a self-contained HTML file with inline SVG charts', async () => {
    const file = join(dir, 'r.html');
    await report(file);
    const html = await readFile(file, 'utf8');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link/i);
    expect((html.match(/<svg/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(html).toContain(NAME);
    expect(html).toContain('50,168');
    expect(html).toMatch(/<style>[^]*\.report-cover/);
    // Only the light theme travels with the file.
    expect(html).not.toContain('prefers-color-scheme: dark');
  });

  it('compares two scenarios with their differences', async () => {
    const doc = JSON.parse(await readFile(resolve(ROOT, FIXTURE), 'utf8')) as { name: string; site: { contractedMW: number } };
    doc.name = 'Half campus';
    doc.site.contractedMW = 50;
    const other = join(dir, 'half.gpuplan.json');
    await writeFile(other, JSON.stringify(doc));
    const file = join(dir, 'compare.pdf');
    await report(file, other);
    const text = await pdfText(file);
    expect(text).toContain('SCENARIO COMPARISON');
    expect(text).toContain('Differences');
    expect(text).toMatch(/Contracted power \(MW\)[\s\S]{0,160}?\s100\s+50\s/);
    expect(text).toMatch(/GPUs deliverable\s+50,168[\s\S]{0,200}?25,080/);
    // Which difference moves a key result: computed in Node with the results (the page has no engine).
    expect(text).toMatch(/moves GPUs deliverable,\s+Nodes,\s+Racks,\s+Stranded power/);
    expect((await pdfInfo(file)).pages).toBeGreaterThanOrEqual(2);
    await savePages(file, join(SHOTS, 'report-compare'), 2, 2);
  });

  it('--each writes one scenario report per file into a folder, with one browser', async () => {
    const doc = JSON.parse(await readFile(resolve(ROOT, FIXTURE), 'utf8')) as { name: string; site: { contractedMW: number } };
    doc.name = 'Quarter campus';
    doc.site.contractedMW = 25;
    const other = join(dir, 'quarter.gpuplan.json');
    await writeFile(other, JSON.stringify(doc));
    const folder = join(dir, 'each');
    const stderr = await report(folder, other, '--each');
    expect(stderr).toContain('2 reports written in');
    const first = await pdfText(join(folder, 'h100-512-colo.pdf'));
    const second = await pdfText(join(folder, 'quarter.pdf'));
    for (const text of [first, second]) {
      expect(text).toContain('Scenario report'.toUpperCase());
      expect(text).not.toContain('SCENARIO COMPARISON');
    }
    expect(first).toContain(NAME);
    expect(first).toContain('50,168');
    expect(second).toContain('Quarter campus');
    expect(second).not.toContain(NAME);
    // A quarter of the campus: 25 MW / 1.35 PUE * 0.95 usable / 11.22 kW per node = 1,567.9 -> 1,567 nodes, 12,536 GPUs.
    expect(second).toContain('12,536');
    expect(second).not.toContain('50,168');
  });
});

describe('the printer', () => {
  // The page loads the faces its text may need before it is laid out (cli/static-page.ts filesFor);
  // a face it did not foresee — here a Chinese one for characters that only the stylesheet writes,
  // in CSS escapes — starts loading as the page is laid out for print, and the printer waits for it
  // before page.pdf (the bundled Chromium's page.pdf would not: it printed a PDF with no body text,
  // the Latin text too): nothing prints blank nor in a system font.
  it('prints in the bundled font what a face it did not foresee draws', async () => {
    const file = join(dir, 'unforeseen.pdf');
    let stderr = '';
    const io = { stderr: (s: string) => void (stderr += s) };
    const markup = { lang: 'en' as const, title: 'Fonts', html: '<style>.cjk::before { content: "\\4E2D\\6587" }</style><p>Latin text</p><p class="cjk"></p>' };
    const status = await writeReports([{ markup, name: 'Fonts', output: file, pageSize: 'A4' }], io, undefined, openPrinter(io));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const pdf = await readPdf(file);
    expect(pdf.text).toContain('Latin text');
    expect(pdf.text).toContain('中文');
    expect(pdf.fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSansSCThin-Regular']));
    for (const font of pdf.fonts) expect(font).toMatch(BUNDLED_FONT);
  });
});
