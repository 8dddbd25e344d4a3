// The demand plan's solver in the app (docs/model.md › Demand plan): HiGHS compiled to WebAssembly, its .wasm
// bundled by Vite as an asset of the app (served from app:// in Electron, from the same origin in
// the browser build: never fetched from elsewhere). Loaded once per engine worker, on the first
// demand plan (handler.ts). Where the page runs under Node (unit tests with happy-dom), Vite's
// asset URL is no file: there the loader takes the package's own file instead.
import loadHighs from 'highs';
import wasmUrl from 'highs/runtime?url';
import { highsSolver, type MilpSolver } from '../../models/portfolio/solver';

declare const process: { versions?: { node?: string } } | undefined;

export async function loadAppPortfolioSolver(): Promise<MilpSolver> {
  const inNode = typeof process !== 'undefined' && typeof process?.versions?.node === 'string';
  const highs = inNode ? await loadHighs() : await loadHighs({ locateFile: () => wasmUrl });
  return highsSolver(highs);
}
