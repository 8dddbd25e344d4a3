// The CLI's own texts (usage, argument errors) in both languages, chosen by --lang or the locale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { helpText, parseArgs } from '../../cli/args';
import { cliEn, cliLanguage, cliZhCN, fillCli } from '../../src/i18n/areas/cli';

const root = path.resolve(import.meta.dirname, '../..');
const slots = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('CLI texts', () => {
  it('has the same keys and the same {{slots}} in both languages, and the Chinese differs from the English', () => {
    expect(Object.keys(cliZhCN).sort()).toEqual(Object.keys(cliEn).sort());
    for (const key of Object.keys(cliEn) as (keyof typeof cliEn)[]) {
      expect(slots(cliZhCN[key]), key).toEqual(slots(cliEn[key]));
      expect(cliZhCN[key], key).not.toBe(cliEn[key]);
    }
  });

  it('the Chinese usage names every command and option the English one does', () => {
    const tokens = (s: string) => new Set(s.match(/(?:(?<![\w-])--?[a-z][\w-]*|gpuplan \w+)/g));
    expect([...tokens(helpText('zh-CN'))].sort()).toEqual([...tokens(helpText('en'))].sort());
  });

  it('chooses --lang, else LC_ALL / LC_MESSAGES / LANG, else English', () => {
    expect(cliLanguage(['validate', 'a.json', '--lang', 'zh-CN'], { LANG: 'en_US.UTF-8' })).toBe('zh-CN');
    expect(cliLanguage(['validate', 'a.json', '--lang', 'en'], { LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(cliLanguage(['validate', 'a.json'], { LANG: 'zh_CN.UTF-8' })).toBe('zh-CN');
    expect(cliLanguage(['validate', 'a.json'], { LC_ALL: 'C', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(cliLanguage(['validate', 'a.json', '--lang', 'fr'], {})).toBe('en');
    expect(fillCli('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });

  it('gives argument errors in the chosen language, with the values filled in', () => {
    expect(parseArgs(['evaluate', 'a.json', '--part', 'sizing'])).toEqual({ ok: false, error: '--part goes with --csv' });
    expect(parseArgs(['evaluate', 'a.json', '--part', 'sizing', '--lang', 'zh-CN'])).toEqual({ ok: false, error: '--part 需与 --csv 一起使用' });
    expect(parseArgs(['report', 'a.json'], { LANG: 'zh_CN.UTF-8' })).toEqual({ ok: false, error: 'report 需要 -o OUT.pdf 或 -o OUT.html' });
    expect(parseArgs(['evaluate', 'a.json', '--trials', '0', '--lang', 'zh-CN'])).toEqual({ ok: false, error: '--trials 必须在 1 到 1000000 之间（收到 0）' });
    expect(parseArgs(['evaluate', 'a.json', '--trials', '0'])).toEqual({ ok: false, error: '--trials must be between 1 and 1000000 (got 0)' });
    // The command's output language is still --lang alone.
    expect(parseArgs(['validate', 'a.json'], { LANG: 'zh_CN.UTF-8' })).toMatchObject({ ok: true, command: { lang: 'en' } });
  });

  it('prints the usage and a usage error in Chinese under a Chinese locale', () => {
    const env = { ...process.env, LANG: 'zh_CN.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
    const help = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), '--help'], { encoding: 'utf8', cwd: root, env });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('用法：');
    const bad = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'report', 'a.json'], { encoding: 'utf8', cwd: root, env });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('gpuplan: report 需要 -o OUT.pdf 或 -o OUT.html\n运行 "gpuplan --help" 查看用法。\n');
  });
});

describe('the commands’ own notes and refusals (src/i18n/areas/cli.ts)', () => {
  const example = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');
  async function run(argv: string[]) {
    const { main } = await import('../../cli/main');
    let stdout = '';
    let stderr = '';
    const { readFile } = await import('node:fs/promises');
    const status = await main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), readText: (f) => readFile(f, 'utf8') });
    return { status, stdout, stderr };
  }

  it('says valid, notes a missing section and refuses --samples in the --lang chosen', async () => {
    expect((await run(['validate', example])).stdout).toBe(`${example}: valid\n`);
    expect((await run(['validate', example, '--lang', 'zh-CN'])).stdout).toBe(`${example}：有效\n`);
    const sizing = (lang: string) => run(['evaluate', example, '--csv', '--part', 'sizing', '--lang', lang]);
    const en = await sizing('en');
    expect(en.stderr).toContain('note: ');
    expect(en.stderr).toContain(': no sizing section, no rows\n');
    const zh = await sizing('zh-CN');
    expect(zh.stderr).toContain('提示：');
    expect(zh.stderr).toContain('：没有 sizing 部分，无数据行\n');
    expect(zh.stderr).not.toMatch(/note|no rows/);
    const samples = await run(['evaluate', example, '--samples', path.join(root, 'test-results', 'never-written.csv'), '--lang', 'zh-CN']);
    expect(samples.status).toBe(2);
    expect(samples.stderr).toBe(`gpuplan: --samples 需要方案含有 uncertainty 与 investment 部分（${example}）\n`);
  });

  it('fills every message of both languages from the same slots', () => {
    expect(fillCli(cliEn.reportWritten, { output: 'a.pdf', seconds: '1.2' })).toBe('a.pdf: written in 1.2 s');
    expect(fillCli(cliZhCN.reportsWritten, { n: 2, seconds: '3.4' })).toBe('2 份报告用时 3.4 秒写成');
    expect(fillCli(cliEn.warning, { name: 'A', message: 'm' })).toBe('warning: A: m');
    // The robustness run looks for "internal error" in either language.
    expect(cliZhCN.internalError).toContain('internal error');
  });
});
