// Immutable edits of a scenario document by field path (the editor's store): getIn, setIn,
// removeAt, appendAt. Paths are models/path.ts's grammar: dotted keys, `[i]` indexes, `["key"]`.

import { PathError, formatPath, getAt, isForbiddenKey, parsePath, type PathSegment } from '../../models/path';

// The grammar, its errors and the forbidden keys are the engine's (models/path.ts): one for every layer.
export { PathError, formatPath, isForbiddenKey, parsePath, type PathSegment };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Parsed paths, by text: every form field reads its value by path on every edit (a store
// selector), so each path is parsed once. Bounded, in case paths are made up on the fly.
const parsedPaths = new Map<string, readonly PathSegment[]>();
const PARSED_PATHS_KEPT = 2000;

function segmentsOf(path: string): readonly PathSegment[] {
  let segments = parsedPaths.get(path);
  if (segments === undefined) {
    segments = Object.freeze(parsePath(path));
    if (parsedPaths.size >= PARSED_PATHS_KEPT) parsedPaths.clear();
    parsedPaths.set(path, segments);
  }
  return segments;
}

/** The value at `path` (string or segments), undefined when any step is missing (models/path.ts › getAt). */
export function getIn(root: unknown, path: string | readonly PathSegment[]): unknown {
  return getAt(root, typeof path === 'string' ? segmentsOf(path) : path);
}

/**
 * A copy of `root` with `value` at `path`; only the objects and arrays along the path are copied,
 * everything else is shared. `value === undefined` removes an object key (the field's default then
 * applies). Missing containers are created ({} before a key, [] before an index); an index may
 * append (== length) but not leave holes. Setting the value already there returns `root` itself.
 */
export function setIn<T>(root: T, path: string | readonly PathSegment[], value: unknown): T {
  const segments = typeof path === 'string' ? parsePath(path) : path;
  if (segments.length === 0) throw new PathError('empty path');
  for (const seg of segments) if (typeof seg === 'string' && isForbiddenKey(seg)) throw new PathError(`the key "${seg}" is not allowed`);
  // Removing what is not there changes nothing (and must not create empty containers on the way).
  if (value === undefined && getIn(root, segments) === undefined) return root;
  return setAlong(root, segments, 0, value) as T;
}

function setAlong(node: unknown, segments: readonly PathSegment[], depth: number, value: unknown): unknown {
  const seg = segments[depth];
  const last = depth === segments.length - 1;
  if (typeof seg === 'number') {
    const arr: unknown[] = node === undefined ? [] : Array.isArray(node) ? node : fail(segments, depth, 'is not a list');
    if (seg > arr.length) fail(segments, depth, `has no element [${seg}] (length ${arr.length})`);
    if (last && value === undefined) fail(segments, depth, 'cannot delete a list element by path (use removeAt)');
    const next = last ? value : setAlong(arr[seg], segments, depth + 1, value);
    if (seg < arr.length && Object.is(arr[seg], next)) return arr;
    const copy = arr.slice();
    copy[seg] = next;
    return copy;
  }
  const obj: Record<string, unknown> = node === undefined ? {} : isPlainObject(node) ? node : fail(segments, depth, 'is not an object');
  const has = Object.hasOwn(obj, seg);
  if (last && value === undefined) {
    if (!has) return obj;
    const copy = { ...obj };
    delete copy[seg];
    return copy;
  }
  const current = has ? obj[seg] : undefined;
  const next = last ? value : setAlong(current, segments, depth + 1, value);
  if (has && Object.is(current, next)) return obj;
  const copy = { ...obj };
  copy[seg] = next;
  return copy;
}

function fail(segments: readonly PathSegment[], depth: number, why: string): never {
  throw new PathError(`${formatPath(segments.slice(0, depth)) || '(root)'} ${why}`);
}

/** A copy of the list at `path` without element `index` (root itself when there is no such element). */
export function removeAt<T>(root: T, path: string, index: number): T {
  const list = getIn(root, path);
  if (!Array.isArray(list) || index < 0 || index >= list.length) return root;
  return setIn(root, path, list.filter((_, i) => i !== index));
}

/** A copy of the list at `path` with `item` appended (the list is created when absent). */
export function appendAt<T>(root: T, path: string, item: unknown): T {
  const list = getIn(root, path);
  const next = Array.isArray(list) ? [...list, item] : [item];
  return setIn(root, path, next);
}
