// Packed arrays of zeros for the monthly breakdowns (model: Investment › Returns): one kept array
// of zeros is copied, which costs less than pushing n zeros, and unlike new Array(n).fill(0) the
// copy is packed (no holes), so its later reads and writes stay on V8's fast path.

let kept: number[] = [];

/** n zeros in a new packed array (the kept one is never handed out). */
export function zeros(n: number): number[] {
  if (kept.length < n) {
    const next: number[] = [];
    for (let i = 0, len = Math.max(n, 2 * kept.length, 64); i < len; i++) next.push(0);
    kept = next;
  }
  return kept.slice(0, n);
}
