// What the portfolio needs of a mixed-integer solver, and the adapter for HiGHS (npm `highs`,
// HiGHS compiled to WebAssembly). Loading the WebAssembly is asynchronous and depends on where the
// engine runs (a Web Worker fetches the .wasm from the app, Node reads it from node_modules), so
// the callers load it (src/engine/portfolio-solver.ts, cli/solver.ts) and hand the loaded module
// here; solving is then synchronous.
import type { Highs } from 'highs';
import type { LinearProgram } from './program';

export type MilpStatus = 'optimal' | 'time-limit' | 'infeasible' | 'error';

export interface MilpSolution {
  status: MilpStatus;
  /** Column values (present with 'optimal' and, when the solver found a plan, 'time-limit'). */
  values: ArrayLike<number> | null;
  objective: number;
  /** Proven relative gap between the solution and the best bound (0 when proven optimal). */
  gap: number;
  detail?: string;
}

export interface MilpOptions {
  timeLimitSeconds: number;
  /** The solver stops once the plan is proven within this relative gap of the optimum. */
  relativeGap: number;
  /** A known feasible plan to start from: values of some (integer) columns; the solver completes the rest. */
  start?: { columns: number[]; values: number[] };
}

export interface MilpSolver {
  name: string;
  solve(lp: LinearProgram, options: MilpOptions): MilpSolution;
}

/** Rows as compressed sparse rows, as HiGHS and most solvers take them. */
export function toCsr(lp: LinearProgram): { starts: Int32Array; indices: Int32Array; values: Float64Array } {
  let nnz = 0;
  for (const r of lp.rows) nnz += r.cols.length;
  const starts = new Int32Array(lp.rows.length + 1);
  const indices = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  let k = 0;
  lp.rows.forEach((r, i) => {
    starts[i] = k;
    for (let j = 0; j < r.cols.length; j++) {
      indices[k] = r.cols[j];
      values[k] = r.coefs[j];
      k++;
    }
  });
  starts[lp.rows.length] = k;
  return { starts, indices, values };
}

export function highsSolver(highs: Highs): MilpSolver {
  const inf = highs.infinity;
  const clamp = (v: number): number => (v === Infinity ? inf : v === -Infinity ? -inf : v);
  return {
    name: 'HiGHS',
    solve(lp, options) {
      const numCols = lp.columns.length;
      const numRows = lp.rows.length;
      if (numCols === 0) return { status: 'optimal', values: [], objective: 0, gap: 0 };
      let model: ReturnType<Highs['createModel']>;
      try {
        model = highs.createModel({
          numCols,
          numRows,
          colCost: Float64Array.from(lp.columns, (c) => c.cost),
          colLower: new Float64Array(numCols),
          colUpper: Float64Array.from(lp.columns, (c) => clamp(c.upper)),
          rowLower: Float64Array.from(lp.rows, (r) => clamp(r.lower)),
          rowUpper: Float64Array.from(lp.rows, (r) => clamp(r.upper)),
          matrix: { format: 'csr', numRows, numCols, ...toCsr(lp) },
          integrality: Int32Array.from(lp.columns, (c) => (c.integer ? 1 : 0)) as unknown as readonly (0 | 1)[],
        });
      } catch (e) {
        // HiGHS refuses a model it cannot hold (e.g. coefficients beyond its infinity): no plan, said why.
        return { status: 'error', values: null, objective: NaN, gap: NaN, detail: e instanceof Error ? e.message : String(e) };
      }
      try {
        model.options.set({
          output_flag: false,
          time_limit: options.timeLimitSeconds,
          mip_rel_gap: options.relativeGap,
          mip_abs_gap: 0,
          random_seed: 0,
        });
        if (options.start && options.start.columns.length > 0) {
          model.setSolution({ indices: Int32Array.from(options.start.columns), values: Float64Array.from(options.start.values) });
        }
        model.run();
        const status = model.getModelStatus();
        const codes = highs.constants.modelStatus;
        const hasPlan = status === codes.optimal || status === codes.timeLimit;
        const solution = hasPlan ? model.getSolution() : null;
        const values = solution ? solution.colValue : null;
        const gapInfo = model.info.get('mip_gap');
        const gap = typeof gapInfo === 'number' && Number.isFinite(gapInfo) ? Math.max(0, gapInfo) : status === codes.optimal ? 0 : Infinity;
        if (status === codes.optimal) return { status: 'optimal', values, objective: model.getObjectiveValue(), gap };
        if (status === codes.timeLimit) return { status: 'time-limit', values: values && values.length === numCols ? values : null, objective: NaN, gap };
        if (status === codes.infeasible) return { status: 'infeasible', values: null, objective: NaN, gap: NaN };
        return { status: 'error', values: null, objective: NaN, gap: NaN, detail: `HiGHS model status ${status}` };
      } finally {
        model.dispose();
      }
    },
  };
}
