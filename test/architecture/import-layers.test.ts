// Imports go downwards (ARCHITECTURE.md, "Layers"): every import in models/, src/, cli/ and
// electron/ is read from the source text and checked against the layer of the folder it lands in.
// A folder may import its own layer and the layers below, never one above.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Lower number: lower layer. A folder not listed here fails the test (so it gets a place). */
export const LAYERS: Record<string, number> = {
  models: 0,
  'src/i18n': 1,
  'src/format': 1,
  'src/platform': 1,
  'src/styles': 1,
  'src/storage': 2,
  'src/store': 2,
  'src/engine': 2,
  'src/present': 2, // the presentation layer: figures from results (models, i18n, format), React-free
  'src/charts': 3,
  'src/results': 4,
  'src/editor': 4,
  'src/components': 4,
  'src/export': 4, // the Excel workbook (issue 28): reads src/editor's input labels
  'src/report': 5,
  'src/compare': 5,
  'src/workspace': 5,
  'src/scenarios': 5,
  'src/catalogue': 5,
  'src/settings': 5,
  'src/app': 6,
  src: 7, // src/main.tsx: the renderer's entry
  cli: 8,
  electron: 8,
};

const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The layer folder a repository-relative path is in ("src/charts/x.tsx" → "src/charts"), or null outside the scanned code. */
export function folderOf(rel: string): string | null {
  const parts = rel.split('/');
  if (parts[0] === 'models' || parts[0] === 'cli' || parts[0] === 'electron') return parts[0];
  if (parts[0] !== 'src') return null;
  // "src/store" (an index import) is the folder; "src/main.tsx" the renderer's entry.
  return parts.length > 2 || !parts[1].includes('.') ? `src/${parts[1]}` : 'src';
}

/** Type-only contracts the renderer may import from above: the IPC messages and window.gpuplan's shape. */
const CONTRACTS = new Set(['electron/ipc', 'electron/preload']);

export interface Violation {
  file: string;
  imports: string;
}

/** Every import from `files` (repository-relative) that goes up a layer; unknown folders too. */
export function violations(root: string, list: readonly string[]): Violation[] {
  const out: Violation[] = [];
  for (const rel of list) {
    const from = folderOf(rel);
    if (from === null) continue;
    const text = readFileSync(path.join(root, rel), 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1]));
      const to = folderOf(target);
      if (to === null || to === from || CONTRACTS.has(target)) continue;
      const a = LAYERS[from];
      const b = LAYERS[to];
      if (a === undefined || b === undefined || b > a) out.push({ file: rel, imports: target });
    }
  }
  return out;
}

describe('imports go downwards', () => {
  it('no module imports a folder of a higher layer', () => {
    const list = ['models', 'src', 'cli', 'electron'].flatMap((d) => files(path.join(ROOT, d))).map((f) => path.relative(ROOT, f).split(path.sep).join('/'));
    expect(list.length).toBeGreaterThan(100);
    expect(violations(ROOT, list)).toEqual([]);
  });

  it('catches an upward import, an unknown folder, and leaves same-folder and downward ones', () => {
    expect(folderOf('src/charts/a.tsx')).toBe('src/charts');
    expect(folderOf('src/store')).toBe('src/store');
    expect(folderOf('src/main.tsx')).toBe('src');
    expect(folderOf('package.json')).toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-layers-'));
    try {
      mkdirSync(path.join(dir, 'src/charts'), { recursive: true });
      mkdirSync(path.join(dir, 'src/novel'), { recursive: true });
      writeFileSync(
        path.join(dir, 'src/charts/a.tsx'),
        "import { f } from '../results/format';\nimport { g } from './b';\nimport { h } from '../../models/x';\nconst l = () => import('../app/App');\n",
      );
      writeFileSync(path.join(dir, 'src/novel/c.ts'), "import type { I } from '../../electron/ipc';\nimport { x } from '../charts/a';\n");
      expect(violations(dir, ['src/charts/a.tsx', 'src/novel/c.ts'])).toEqual([
        { file: 'src/charts/a.tsx', imports: 'src/results/format' },
        { file: 'src/charts/a.tsx', imports: 'src/app/App' },
        { file: 'src/novel/c.ts', imports: 'src/charts/a' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
