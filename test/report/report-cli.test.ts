// `gpuplan report` argument parsing and the parts of cli/report.ts that need no browser.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args';
import { eachOutputs, main } from '../../cli/main';
import { footerCss } from '../../cli/report';

describe('parseArgs report', () => {
  it('reads the output, language, page size and author', () => {
    expect(parseArgs(['report', 'a.gpuplan.json', '-o', 'r.pdf', '--lang', 'zh-CN', '--page-size', 'Letter', '--author', 'Ana'])).toEqual({
      ok: true,
      command: { kind: 'report', files: ['a.gpuplan.json'], output: 'r.pdf', pageSize: 'Letter', author: 'Ana', lang: 'zh-CN' },
    });
    expect(parseArgs(['report', 'a.json', '-o', 'r.html'])).toMatchObject({ ok: true, command: { pageSize: 'A4', lang: 'en' } });
  });

  it('refuses a missing or wrong output, a bad page size, several files, and -o on other commands', () => {
    expect(parseArgs(['report', 'a.json'])).toEqual({ ok: false, error: 'report needs -o OUT.pdf or -o OUT.html' });
    expect(parseArgs(['report', 'a.json', '-o', 'r.docx'])).toMatchObject({ ok: false, error: expect.stringContaining('.pdf or .html') });
    expect(parseArgs(['report', 'a.json', '-o', 'r.pdf', '--page-size', 'A3'])).toMatchObject({ ok: false, error: expect.stringContaining('A4 or Letter') });
    expect(parseArgs(['report', 'a', 'b', 'c', 'd', 'e', '-o', 'r.pdf'])).toMatchObject({ ok: false, error: 'report takes one scenario file, or 2–4 to compare' });
    expect(parseArgs(['report', 'a', 'b', '-o', 'r.pdf'])).toMatchObject({ ok: true, command: { files: ['a', 'b'] } });
    expect(parseArgs(['evaluate', 'a.json', '-o', 'r.pdf'])).toMatchObject({ ok: false, error: 'unknown option "-o" for evaluate' });
    expect(parseArgs(['evaluate', 'a.json', '--verbose'])).toMatchObject({ ok: false, error: 'unknown option "--verbose" for evaluate' });
    expect(parseArgs(['report', 'a.json', '-o', 'r.pdf', '--verbose'])).toMatchObject({ ok: true, command: { verbose: true } });
  });
});

describe('report output', () => {
  it('puts page numbers and the escaped scenario name in the footer, in the bundled fonts', () => {
    const css = footerCss('A "b" \\ c\nd');
    expect(css).toContain('@bottom-right { content: counter(page) " / " counter(pages);');
    expect(css).toContain('@bottom-left { content: "A \\"b\\" \\\\ c d";');
    expect(css).toContain("font-family: 'Noto Sans', 'Noto Sans SC', sans-serif");
  });

  it('names the GPUPLAN_CHROMIUM that points nowhere (exit 2)', async () => {
    const saved = process.env.GPUPLAN_CHROMIUM;
    process.env.GPUPLAN_CHROMIUM = '/nonexistent/chrome';
    let err = '';
    try {
      const status = await main(['report', 'test/fixtures/h100-512-colo.gpuplan.json', '-o', '/tmp/never.pdf'], {
        stdout: () => undefined,
        stderr: (s) => (err += s),
        readText: async () => (await import('node:fs/promises')).readFile('test/fixtures/h100-512-colo.gpuplan.json', 'utf8'),
      });
      expect(status).toBe(2);
      expect(err).toBe('GPUPLAN_CHROMIUM names /nonexistent/chrome, which does not exist: point it at a Chromium, Chrome or Edge executable, or unset it\n');
    } finally {
      if (saved === undefined) delete process.env.GPUPLAN_CHROMIUM;
      else process.env.GPUPLAN_CHROMIUM = saved;
    }
  });
});

describe('report --each', () => {
  it('takes any number of files and a folder, and refuses a file name as the folder', () => {
    expect(parseArgs(['report', '--each', 'a', 'b', 'c', 'd', 'e', '-o', 'out/'])).toMatchObject({ ok: true, command: { kind: 'report', each: true, output: 'out/', files: ['a', 'b', 'c', 'd', 'e'] } });
    expect(parseArgs(['report', '--each', 'a', '-o', 'r.pdf'])).toMatchObject({ ok: false, error: expect.stringContaining('names a folder') });
    expect(parseArgs(['report', '--each', 'a'])).toMatchObject({ ok: false, error: expect.stringContaining('-o FOLDER') });
    expect(parseArgs(['evaluate', '--each', 'a'])).toMatchObject({ ok: false, error: 'unknown option "--each" for evaluate' });
    // Without --each the command is unchanged (no `each` key).
    expect(parseArgs(['report', 'a', '-o', 'r.pdf'])).not.toMatchObject({ command: { each: true } });
  });

  it('names each PDF after its file, without .gpuplan.json, and keeps two files of one name apart', () => {
    expect(eachOutputs(['x/a.gpuplan.json', 'b.json', 'y/A.gpuplan.json', 'c'], 'out')).toEqual([
      path.join('out', 'a.pdf'),
      path.join('out', 'b.pdf'),
      path.join('out', 'A (2).pdf'),
      path.join('out', 'c.pdf'),
    ]);
  });
});

describe('report --brief', () => {
  it('asks for the brief alone, on one file or with --each, never with --summary', () => {
    expect(parseArgs(['report', 'a.json', '-o', 'r.pdf', '--brief'])).toMatchObject({ ok: true, command: { kind: 'report', brief: true } });
    expect(parseArgs(['report', '--each', 'a', 'b', '-o', 'out/', '--brief'])).toMatchObject({ ok: true, command: { each: true, brief: true } });
    expect(parseArgs(['report', 'a', 'b', '-o', 'r.pdf', '--brief'])).toEqual({ ok: false, error: 'report --brief takes one scenario file (or --each)' });
    expect(parseArgs(['report', 'a', '-o', 'r.pdf', '--brief', '--summary'])).toEqual({ ok: false, error: 'report takes --summary or --brief, not both' });
    expect(parseArgs(['evaluate', 'a.json', '--brief'])).toMatchObject({ ok: false, error: 'unknown option "--brief" for evaluate' });
    expect(parseArgs(['report', 'a', '-o', 'r.pdf'])).not.toMatchObject({ command: { brief: true } });
  });
});
