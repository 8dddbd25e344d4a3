// Engine access for the renderer.
//
// Mount: const evaluation = useEvaluation(doc)   // { issues, scenario, result, pending, ms, error }
//        const monteCarlo = useMonteCarlo(doc)   // { run, cancel, progress, running, result, stale, ... }
// `doc` is the raw scenario document (the editor store's `doc`); pass `evaluation.issues` to the
// editor and `result`/`scenario`/`monteCarlo` to <ResultsPanel>. Each hook owns one module Web Worker
// (engine.worker.ts); without Worker (happy-dom) evaluation is synchronous and Monte Carlo runs
// in-process in chunks.
export { useEvaluation } from './use-evaluation';
export type { EngineHookOptions } from './use-evaluation';
export { useMonteCarlo } from './use-monte-carlo';
export { useDifferenceImpacts } from './use-difference-impacts';
export type { DifferenceImpactsState } from './use-difference-impacts';
export { useSensitivity } from './use-sensitivity';
export { usePortfolio } from './use-portfolio';
export type { PortfolioState } from './use-portfolio';
export { useFleetPlan } from './use-fleet-plan';
export type { FleetPlanState } from './use-fleet-plan';
export type { SensitivityQuery, SensitivityState } from './use-sensitivity';
export type { MonteCarloHandle, MonteCarloHookOptions } from './use-monte-carlo';
export type { EvaluationState } from './evaluation-client';
export { INITIAL_EVALUATION, createEvaluationClient } from './evaluation-client';
export type { MonteCarloState } from './monte-carlo-client';
export { INITIAL_MONTE_CARLO, createMonteCarloClient } from './monte-carlo-client';
export { createEngineHandler, defaultChunkSize } from './handler';
export { evaluateDoc } from './evaluate-doc';
export type { DocEvaluation } from './evaluate-doc';
export type { Doc, EngineRequest, EngineResponse } from './protocol';
export { createDefaultTransport, createInProcessTransport, createWorkerTransport, workersAvailable } from './transport';
export type { EngineTransport, TransportFactory } from './transport';
