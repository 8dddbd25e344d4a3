// The fleet plan's rows in Compare (model: Fleet plan), added to the key results by
// compare-tables.tsx. They are built in the presentation layer (src/present/fleet-compare-rows.ts)
// so that `gpuplan compare --table` prints the same rows under the same labels.
export { fleetPlanKeyRows, fleetPlanRowLabel } from '../present/fleet-compare-rows';
