// Results of one scenario. Mount: see the note at the top of results-panel.tsx.
export { ResultsPanel } from './results-panel';
export type { ResultsPanelProps } from './results-panel';
export { ResultsIssues } from './results-issues';
export { HeadlineFigures } from './headline-figures';
export { WarningsList } from './warnings-list';
export { MonteCarloBlock } from './monte-carlo-block';
export { UncertaintyView } from './uncertainty-view';
export * from '../format/format';
