// Compare 2–4 stored scenarios. Mount: see the note at the top of compare-page.tsx.
export { ComparePage } from './compare-page';
export type { ComparePageProps } from './compare-page';
export { ScenarioPicker, matchesSearch, MIN_COMPARED, MAX_COMPARED } from './scenario-picker';
export type { ScenarioSummary } from './scenario-picker';
export { evaluateRecord, distinctNames } from './evaluate-record';
export type { ComparedScenario } from './evaluate-record';
