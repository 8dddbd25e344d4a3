// Public API of the scenario loader.

export type * from './types';
export { parseScenarioJson, loadScenario, SCENARIO_FORMAT } from './load';
export type { LoadResult, LoadOptions } from './load';
export { serializeScenario } from './serialize';
export { migrate, MIGRATIONS, CURRENT_VERSION } from './migrate';
export type { MigrationStep, MigrateResult } from './migrate';
export { LIMITS } from './limits';
export { formatPath } from './messages';
export type { Bilingual } from './messages';
export { resolveNumericPath, readNumber, withNumber, numericFieldBounds } from './numeric-paths';
export type { NumberSpec } from './fields';
