// scripts/pack-check.mjs refuses a built report page (dist/report.html) whose scripts carry the
// engine or mathjs: checked here on a small stand-in dist folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINE_MARKERS, engineInReport, pageScripts } from '../../scripts/pack-check.mjs';

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function dist(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const HTML = '<script type="module" crossorigin src="./assets/report-a.js"></script><link rel="modulepreload" crossorigin href="./assets/base-b.js">';

describe('the report page scripts check', () => {
  it('follows the entry, the preloads and their static imports, not the dynamic ones', () => {
    const d = dist({
      'report.html': HTML,
      'assets/report-a.js': 'import{a}from"./base-b.js";import"./side-c.js";const x=()=>import("./lazy-d.js");',
      'assets/base-b.js': 'export const a=1;',
      'assets/side-c.js': 'console.log(1)',
      'assets/lazy-d.js': `/* ${ENGINE_MARKERS[0]} */`,
    });
    expect(pageScripts(d, 'report.html').map((s) => s.file).sort()).toEqual(['assets/base-b.js', 'assets/report-a.js', 'assets/side-c.js']);
    expect(engineInReport(d)).toEqual([]);
  });

  it('names the script that carries mathjs or the price-expression engine', () => {
    const d = dist({
      'report.html': HTML,
      'assets/report-a.js': 'import{a}from"./base-b.js";',
      'assets/base-b.js': 'import{m}from"./scenario-e.js";export const a=1;',
      'assets/scenario-e.js': 'throw new TypeError("Unexpected type of argument in function f")',
    });
    expect(engineInReport(d)).toEqual([{ file: 'assets/scenario-e.js', marker: 'Unexpected type of argument' }]);
  });
});
