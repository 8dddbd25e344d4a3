// Bench only: glpk.js (GLPK compiled to WebAssembly) behind the portfolio's MilpSolver interface,
// the peer that `npm run bench` solves the same LinearProgram with (scripts/bench-portfolio.ts).
// Not used by the app or the CLI.
import GLPK from 'glpk.js/node';
import type { LP } from 'glpk.js/node';
import type { LinearProgram } from '../models/portfolio/program';
import type { MilpSolver } from '../models/portfolio/solver';

type Glpk = Awaited<ReturnType<typeof GLPK>>;

/** GLPK's bound type and values for lower ≤ x ≤ upper (either side may be infinite). */
function bounds(glpk: Glpk, lower: number, upper: number): { type: number; lb: number; ub: number } {
  const lo = Number.isFinite(lower);
  const up = Number.isFinite(upper);
  if (lo && up) return { type: lower === upper ? glpk.GLP_FX : glpk.GLP_DB, lb: lower, ub: upper };
  if (lo) return { type: glpk.GLP_LO, lb: lower, ub: 0 };
  if (up) return { type: glpk.GLP_UP, lb: 0, ub: upper };
  return { type: glpk.GLP_FR, lb: 0, ub: 0 };
}

/** The program in glpk.js's input form: columns x0…, rows r0…, every column ≥ 0 as in LinearProgram. */
export function toGlpk(glpk: Glpk, lp: LinearProgram): LP {
  const name = (j: number) => `x${j}`;
  return {
    name: 'portfolio',
    objective: {
      direction: glpk.GLP_MIN,
      name: 'cost',
      vars: lp.columns.map((c, j) => ({ name: name(j), coef: c.cost })),
    },
    subjectTo: lp.rows.map((r, i) => ({
      name: `r${i}`,
      vars: r.cols.map((j, k) => ({ name: name(j), coef: r.coefs[k] })),
      bnds: bounds(glpk, r.lower, r.upper),
    })),
    bounds: lp.columns.map((c, j) => ({ name: name(j), ...bounds(glpk, 0, c.upper) })),
    generals: lp.columns.flatMap((c, j) => (c.integer ? [name(j)] : [])),
  };
}

export async function loadGlpkSolver(): Promise<MilpSolver> {
  const glpk = await GLPK();
  return {
    name: `GLPK ${glpk.version}`,
    solve(lp, options) {
      if (lp.columns.length === 0) return { status: 'optimal', values: [], objective: 0, gap: 0 };
      const out = glpk.solve(toGlpk(glpk, lp), {
        msglev: glpk.GLP_MSG_OFF,
        presol: true,
        mipgap: options.relativeGap,
        tmlim: options.timeLimitSeconds,
      });
      const { status, z, vars } = out.result;
      const values = lp.columns.map((_, j) => vars[`x${j}`] ?? 0);
      // GLPK reports no proven gap: optimal means within `mipgap`, feasible means stopped early.
      if (status === glpk.GLP_OPT) return { status: 'optimal', values, objective: z, gap: 0 };
      if (status === glpk.GLP_FEAS) return { status: 'time-limit', values, objective: z, gap: Infinity };
      if (status === glpk.GLP_NOFEAS || status === glpk.GLP_INFEAS) return { status: 'infeasible', values: null, objective: NaN, gap: NaN };
      return { status: 'error', values: null, objective: NaN, gap: NaN, detail: `GLPK status ${status}` };
    },
  };
}
