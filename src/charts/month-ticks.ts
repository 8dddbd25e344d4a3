/** Whole-month axis ticks 0..H: about `count` of them, on multiples of 1, 2, 3, 6, 12, 24… months. */
export function tickMonths(H: number, count: number): number[] {
  const steps = [1, 2, 3, 6, 12, 24, 36, 60, 120];
  const step = steps.find((s) => H / s <= count) ?? 120;
  const out: number[] = [];
  for (let m = 0; m <= H; m += step) out.push(m);
  return out;
}
