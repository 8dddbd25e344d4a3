// Every leaf of a fleet's expected results against the engine's, with the tolerances the model
// states: money relative to its scale (an array's largest magnitude), rates absolutely, integers
// exactly, maxDebtFraction to the 1e-6 its search is specified to (maxDebt relative to the same).

const RATE_KEYS = new Set(['irrMonthly', 'irrAnnual', 'projectIrrMonthly', 'projectIrrAnnual', 'moic', 'dscr', 'minDSCR', 'minPeriodDSCR']);

/** Every leaf of `want` against `got` at the same path; `scale` is the magnitude money is relative to. */
export function differences(got: unknown, want: unknown, at = '', scale = 0, key = ''): string[] {
  if (want === null || typeof want !== 'object') {
    if (typeof want !== 'number') return Object.is(got, want) ? [] : [`${at}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`];
    if (typeof got !== 'number') return [`${at}: ${JSON.stringify(got)} ≠ ${want}`];
    let tol = 1e-9 * Math.max(1, scale, Math.abs(want));
    if (RATE_KEYS.has(key)) tol = 1e-9;
    if (key === 'maxDebtFraction') tol = 1e-6;
    if (key === 'maxDebt') tol = 1e-6 * Math.abs(want);
    if (Number.isInteger(want) && ['gpus', 'deliveryMonth', 'exitMonth', 'paybackMonth', 'period', 'fromMonth', 'toMonth', 'minDSCRMonth', 'minPeriodDSCRPeriod'].includes(key)) tol = 0;
    return Math.abs(got - want) <= tol ? [] : [`${at}: ${got} ≠ ${want}`];
  }
  if (got === null || typeof got !== 'object') return [`${at}: missing (${JSON.stringify(got)})`];
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length) return [`${at}: length ${Array.isArray(got) ? got.length : 'none'} ≠ ${want.length}`];
    const s = want.reduce((m: number, v) => (typeof v === 'number' ? Math.max(m, Math.abs(v)) : m), 0);
    return want.flatMap((v, k) => differences(got[k], v, `${at}[${k}]`, s, key));
  }
  const g = got as Record<string, unknown>;
  return Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${at}.${k}`, 0, k));
}

