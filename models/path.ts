// Field paths into a scenario document: the one grammar every layer reads and writes them in.
// Syntax (the loader's issue paths use the same): dotted keys, `[i]` list indexes, and `["key"]`
// for keys that are not identifiers — uncertainty inputs are keyed by paths themselves:
//   site.pue   quotes[1].pricePerGPUHour   uncertainty.inputs["investment.utilization"].min
// Keys that could reach Object.prototype (__proto__, constructor, prototype) are refused anywhere.
// The engine (numeric fields, Monte Carlo writers, what-changed impacts), the loader's messages
// and the editor's store (src/store/path.ts: immutable setters) all parse and format here.

/** A scenario document as data: a JSON object. */
export type Doc = Record<string, unknown>;

export type PathSegment = string | number;

/** Keys that could reach Object.prototype: never accepted in a path, never copied from a file. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const MAX_PATH_CHARS = 500;
const MAX_INDEX = 1_000_000;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export class PathError extends Error {
  override name = 'PathError';
}

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}

/** The `["key"]` at `i` (its JSON string), and where the path goes on after it. */
function quotedKey(path: string, i: number, fail: (why: string) => never): { key: string; next: number } {
  let j = i + 2;
  while (j < path.length && path[j] !== '"') j += path[j] === '\\' ? 2 : 1;
  if (path[j + 1] !== ']') fail('unterminated ["key"]');
  let key: unknown;
  try {
    key = JSON.parse(path.slice(i + 1, j + 1));
  } catch {
    fail('bad ["key"] escape');
  }
  return { key: key as string, next: j + 2 };
}

/** The segments of `path`; throws PathError when it is malformed or names a forbidden key. */
export function parsePath(path: string): PathSegment[] {
  if (path.length === 0 || path.length > MAX_PATH_CHARS) throw new PathError(`invalid path "${path.slice(0, 40)}"`);
  const segments: PathSegment[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new PathError(`invalid path "${path}": ${why}`);
  };
  const pushKey = (key: string): void => {
    if (isForbiddenKey(key)) fail(`the key "${key}" is not allowed`);
    segments.push(key);
  };
  while (i < path.length) {
    if (path[i] === '[') {
      if (path[i + 1] === '"') {
        const { key, next } = quotedKey(path, i, fail);
        pushKey(key);
        i = next;
      } else {
        const m = /^\[(\d{1,7})\]/.exec(path.slice(i));
        if (!m) fail('bad [index]');
        const index = Number(m![1]);
        if (index > MAX_INDEX) fail('index too large');
        segments.push(index);
        i += m![0].length;
      }
      continue;
    }
    if (path[i] === '.') {
      if (segments.length === 0) fail('starts with "."');
      i += 1;
    } else if (segments.length > 0) {
      fail('expected "." or "[" between parts');
    }
    const m = /^[A-Za-z_$][\w$]*/.exec(path.slice(i));
    if (!m) fail('expected a key');
    pushKey(m![0]);
    i += m![0].length;
  }
  return segments;
}

/**
 * The segments of a field path made of identifiers and `[i]` indexes only ("quotes[1].gpus"), or
 * null when it is not one (malformed, a `["key"]` part, a forbidden key, longer than `maxChars`):
 * the paths an uncertainty input or a compared difference may name.
 */
export function parseFieldPath(path: string, maxChars = 200): PathSegment[] | null {
  if (path.length > maxChars || path.includes('"')) return null;
  try {
    return parsePath(path);
  } catch (error) {
    if (error instanceof PathError) return null;
    throw error;
  }
}

/** Path text for segments (inverse of parsePath); the loader names its issues' fields this way. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else {
      const key = String(seg);
      if (IDENTIFIER.test(key)) out += out === '' ? key : `.${key}`;
      else out += `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}

/** A JSON object (not a list, not null); any prototype. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `segments` in plain data, or undefined when a step is missing. */
export function getAt(root: unknown, segments: readonly PathSegment[]): unknown {
  let cur: unknown = root;
  for (const seg of segments) {
    if (typeof seg === 'number') {
      if (!Array.isArray(cur) || seg >= cur.length) return undefined;
      cur = cur[seg];
    } else {
      if (!isRecord(cur) || !Object.hasOwn(cur, seg)) return undefined;
      cur = cur[seg];
    }
  }
  return cur;
}
