// The demand plan's solver for the CLI (docs/model.md › Demand plan): HiGHS compiled to WebAssembly, loaded
// from node_modules (the bundle keeps `highs` external, so its .wasm is found beside its script),
// only when a file has a `portfolio` section: the other commands never pay its ~70 ms load.
import type { MilpSolver } from '../models/portfolio';

let loaded: Promise<MilpSolver> | null = null;

export function loadPortfolioSolver(): Promise<MilpSolver> {
  loaded ??= Promise.all([import('highs'), import('../models/portfolio/solver')]).then(async ([highs, { highsSolver }]) => highsSolver(await highs.default()));
  return loaded;
}

/** The solver when any text may hold a demand plan or a fleet plan (a cheap text test; JSON parsing comes later). */
export async function portfolioSolverFor(texts: readonly string[]): Promise<MilpSolver | undefined> {
  return texts.some((t) => t.includes('"portfolio"') || t.includes('"fleetPlan"')) ? loadPortfolioSolver() : undefined;
}
