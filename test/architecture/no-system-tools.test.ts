// The tests need nothing but what `npm install` brings (issue 23): no test runs a program that a
// fresh machine lacks — pdftotext and friends came back once and failed there with
// `spawnSync pdftotext ENOENT`. PDFs are read with pdfjs-dist (test/e2e/pdf.ts `readPdf`), and the
// only programs a test may start are Node itself and the project's own scripts and bins. The
// full proof is `bash scripts/e2e-bare.sh npm test` (what .ci/run does as root); this check fails
// early, on any machine, even where poppler is installed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Child-process calls whose program is written as a string literal: `spawnSync('pdftotext', …)`. */
const CALL = /\b(spawn|spawnSync|execFile|execFileSync|exec|execSync)\(\s*(['"`])([^'"`]+)\2/g;
/** Names bound to a promisified execFile or exec (`const run = promisify(execFile)`). */
const ALIAS = /\bconst\s+(\w+)\s*=\s*promisify\(\s*(?:execFile|exec)\s*\)/g;

/** Programs a test may start by name. */
const ALLOWED = new Set(['node']);

/** Scripts run by hand (they say so), no part of `npm test`; and this file, whose examples name programs. */
const SKIPPED = new Set(['test/fixtures/finance/generate-calc-fixture.ts', 'test/architecture/no-system-tools.test.ts']);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

/** Every program started by name in `text` that is not in ALLOWED. */
export function systemPrograms(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(CALL)) found.push(m[3].trim().split(/\s+/)[0]);
  for (const alias of text.matchAll(ALIAS)) {
    for (const m of text.matchAll(new RegExp(`\\b${alias[1]}\\(\\s*(['"\`])([^'"\`]+)\\1`, 'g'))) found.push(m[2].trim().split(/\s+/)[0]);
  }
  return found.filter((program) => !ALLOWED.has(program));
}

describe('tests need no system program', () => {
  it('finds a program started by name, directly or through a promisified alias', () => {
    expect(systemPrograms("execFileSync('pdftotext', ['-layout', pdf, '-'])")).toEqual(['pdftotext']);
    expect(systemPrograms("const run = promisify(execFile);\nawait run('pdfinfo', [f]);\nawait run('node', ['bin/gpuplan.mjs']);")).toEqual(['pdfinfo']);
    expect(systemPrograms('spawnSync(process.execPath, [script])')).toEqual([]);
  });

  it('no test, e2e test or test helper starts one', () => {
    const offenders = sources(path.join(ROOT, 'test'))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((rel) => !SKIPPED.has(rel))
      .flatMap((rel) => systemPrograms(readFileSync(path.join(ROOT, rel), 'utf8')).map((program) => `${rel}: ${program}`));
    expect(offenders).toEqual([]);
  });
});
