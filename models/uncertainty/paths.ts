// Numeric field paths of a scenario ("investment.utilization", "market.generations[0].annualDecline",
// "site.pue", "quotes[1].pricePerGPUHour"): parse once, then read and write on plain data.
// Writes never mutate the input: only the objects and arrays along the path are copied.
import { formatPath, getAt, isRecord, parseFieldPath, type PathSegment } from '../path';

// The grammar is the one path module's (models/path.ts): identifiers and [index] parts here.
export { formatPath, getAt, type PathSegment };

/** Segments of a dotted path with [index] parts, or null when it is malformed. */
export function parsePath(path: string): PathSegment[] | null {
  return parseFieldPath(path);
}

/** The number at `segments`, or undefined when absent or not a number. */
export function getNumberAt(root: unknown, segments: readonly PathSegment[]): number | undefined {
  const v = getAt(root, segments);
  return typeof v === 'number' ? v : undefined;
}

/**
 * A copy of `root` with `value` at `segments`. Objects and arrays along the path are shallow-copied,
 * everything else is shared with the input. Every container along the path must exist (the last
 * key may be absent: an optional field is then added). Throws otherwise.
 */
export function setNumberAt<T>(root: T, segments: readonly PathSegment[], value: number): T {
  return copyAlong(root, segments, 0, value) as T;
}

function copyAlong(node: unknown, segments: readonly PathSegment[], depth: number, value: number): unknown {
  if (depth === segments.length) return value;
  const seg = segments[depth];
  if (typeof seg === 'number') {
    if (!Array.isArray(node) || seg >= node.length) throw new Error(`no element [${seg}] on the path`);
    const arr = node.slice();
    arr[seg] = copyAlong(node[seg], segments, depth + 1, value);
    return arr;
  }
  if (!isRecord(node)) throw new Error(`no object for "${seg}" on the path`);
  const child = Object.hasOwn(node, seg) ? node[seg] : undefined;
  const obj = copyRecord(node);
  obj[seg] = copyAlong(child, segments, depth + 1, value);
  return obj;
}

/**
 * A shallow copy of a plain object. Object.assign onto {} rather than a spread: V8 clones some
 * objects (e.g. the loader's, whose later fields live out of line) into a fresh map per copy, which
 * makes every property read on the copies megamorphic; assigned copies share one map, and the
 * Monte Carlo loop reads these copies millions of times.
 */
function copyRecord(node: Record<string, unknown>): Record<string, unknown> {
  return Object.assign({}, node);
}

type WriteTrie = Map<PathSegment, WriteTrie | number>;

/**
 * A writer for a fixed list of paths: `write(root, values)` returns a copy of `root` with
 * values[k] at paths[k], copying each object or array along the paths once (not once per path).
 * Paths must be distinct and none may be a prefix of another. Same copy rules as setNumberAt.
 */
export function compileWriter(paths: readonly (readonly PathSegment[])[]): <T>(root: T, values: ArrayLike<number>) => T {
  const trie: WriteTrie = new Map();
  paths.forEach((segments, index) => {
    let node = trie;
    segments.forEach((seg, depth) => {
      if (depth === segments.length - 1) {
        if (node.has(seg)) throw new Error(`path ${formatPath(segments)} overlaps another`);
        node.set(seg, index);
        return;
      }
      let child = node.get(seg);
      if (typeof child === 'number') throw new Error(`path ${formatPath(segments)} overlaps another`);
      if (!child) {
        child = new Map();
        node.set(seg, child);
      }
      node = child;
    });
  });
  return <T>(root: T, values: ArrayLike<number>): T => (trie.size === 0 ? root : (writeTrie(root, trie, values) as T));
}

function writeTrie(node: unknown, trie: WriteTrie, values: ArrayLike<number>): unknown {
  let copy: Record<string | number, unknown>;
  if (Array.isArray(node)) copy = node.slice() as unknown as Record<number, unknown>;
  else if (isRecord(node)) copy = copyRecord(node);
  else throw new Error('no container on the path');
  for (const [seg, child] of trie) {
    if (typeof seg === 'number' && !(Array.isArray(node) && seg < node.length)) throw new Error(`no element [${seg}] on the path`);
    if (typeof seg === 'string' && Array.isArray(node)) throw new Error(`no object for "${seg}" on the path`);
    copy[seg] = typeof child === 'number' ? values[child] : writeTrie(copy[seg], child, values);
  }
  return copy;
}

/**
 * The in-place variant of compileWriter for a loop over one root: the copies along the paths are
 * made once, here, and `write(values)` only stores values[k] at paths[k] in them and returns the
 * same copy every time (no allocation). Each call overwrites the previous one's values; `root` is
 * never mutated. Same path rules as compileWriter.
 */
export function compileInPlaceWriter<T>(root: T, paths: readonly (readonly PathSegment[])[]): (values: ArrayLike<number>) => T {
  if (paths.length === 0) return () => root;
  const zeros = new Float64Array(paths.length);
  const copy = compileWriter(paths)(root, zeros);
  // The containers that hold a leaf, each with its (key, value index) pairs, in the copy.
  const holders: { target: Record<string | number, unknown>; key: string | number; index: number }[] = [];
  paths.forEach((segments, index) => {
    let node = copy as unknown as Record<string | number, unknown>;
    for (let d = 0; d < segments.length - 1; d++) node = node[segments[d]] as Record<string | number, unknown>;
    holders.push({ target: node, key: segments[segments.length - 1], index });
  });
  return (values) => {
    for (let k = 0; k < holders.length; k++) {
      const h = holders[k];
      h.target[h.key] = values[h.index];
    }
    return copy;
  };
}
