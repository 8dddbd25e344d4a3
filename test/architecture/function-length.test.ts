// No function or component in models/, src/ or cli/ is longer than about 150 lines (the team's guide:
// small functions; issue 34). Every function-like node (declarations, methods, arrow functions and
// function expressions, nested ones too) is measured from its first to its last line with the
// TypeScript compiler's parser, so a component counts with the callbacks inside it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['models', 'src', 'cli'];
export const MAX_LINES = 150;

/**
 * Known offenders: "file › function" → its length when listed. Empty: every function is within
 * MAX_LINES. An entry may only shrink: a listed function that grew past its recorded length fails,
 * as does any function not listed.
 */
const ALLOWED: Record<string, number> = {};

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mts)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** A readable name: the declaration's, else the variable, property or call it is assigned to. */
function nameOf(node: ts.Node, sf: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isStringLiteral(named.name) || ts.isPrivateIdentifier(named.name))) return named.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(sf);
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(sf).slice(0, 40)})`;
  return '(anonymous)';
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node);
}

/** Every function-like node of one source text longer than `max` lines. */
export function longFunctions(file: string, text: string, max = MAX_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node) && node.body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) out.push({ file, name: nameOf(node, sf), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function allLongFunctions(): LongFunction[] {
  const out: LongFunction[] = [];
  for (const folder of FOLDERS) {
    for (const full of sourceFiles(path.join(ROOT, folder))) {
      out.push(...longFunctions(path.relative(ROOT, full).split(path.sep).join('/'), readFileSync(full, 'utf8')));
    }
  }
  return out;
}

describe('function length', () => {
  it('measures what it should: a 151-line arrow function in a call is found, a 150-line one is not', () => {
    const body = (n: number) => Array.from({ length: n - 2 }, (_, k) => `  x += ${k};`).join('\n');
    const text = `export function ok() {\n${body(150)}\n}\nuse(() => {\n${body(151)}\n});\nconst C = function () {\n${body(152)}\n};\n`;
    expect(longFunctions('x.ts', text)).toEqual([
      { file: 'x.ts', name: '(callback of use)', line: 151, lines: 151 },
      { file: 'x.ts', name: 'C', line: 302, lines: 152 },
    ]);
  });

  it(`no function in ${FOLDERS.join(', ')} is longer than ${MAX_LINES} lines (but the listed, not grown)`, () => {
    const problems = allLongFunctions()
      .filter((f) => !(ALLOWED[`${f.file} › ${f.name}`] >= f.lines))
      .map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
    expect(problems).toEqual([]);
  });

  it('the allow-list names only functions that are still too long', () => {
    const found = new Set(allLongFunctions().map((f) => `${f.file} › ${f.name}`));
    expect(Object.keys(ALLOWED).filter((k) => !found.has(k))).toEqual([]);
  });
});
