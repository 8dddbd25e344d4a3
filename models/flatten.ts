// Flatten a JSON-like value into dotted paths ("site.pue", "quotes[2].termMonths") → leaf values.
// Used to list the inputs that differ between scenarios. Bounded: depth ≤ 32 and at most 100,000 leaves.

export type Leaf = string | number | boolean | null;

const MAX_DEPTH = 32;
const MAX_LEAVES = 100_000;

export function flattenPaths(value: unknown, prefix = ''): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  walk(value, prefix, 0, out);
  return out;
}

function walk(value: unknown, path: string, depth: number, out: Map<string, Leaf>): void {
  if (out.size >= MAX_LEAVES) return;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.set(path, value);
    return;
  }
  if (depth >= MAX_DEPTH || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, depth + 1, out));
    return;
  }
  for (const key of Object.keys(value as Record<string, unknown>)) {
    walk((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1, out);
  }
}
