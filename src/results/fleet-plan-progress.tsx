// While the fleet plan solves (in its own worker: the page stays live), the seconds it has taken
// against the solver's time limit; once solved, how close to the optimum the plan shown is: proven
// optimal, or stopped at the limit with the best plan found so far and its gap.
import { FLEET_PLAN_TOLERANCE, FLEET_TIME_LIMIT_SECONDS } from '../../models/fleet-plan';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { Language } from '../i18n/languages';
import { formatInteger, formatPercent } from '../format/format';
import { SolveProgress } from './solve-progress';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import { fill } from '../present/messages';

export { useElapsedSeconds } from './solve-progress';

export function FleetPlanProgress({ solving, lang, limitSeconds = FLEET_TIME_LIMIT_SECONDS }: { solving: boolean; lang: Language; limitSeconds?: number }) {
  return <SolveProgress solving={solving} lang={lang} limitSeconds={limitSeconds} template={fleetPlanMessages(lang).elapsed} testId="fleet-plan-progress" />;
}

/** How the plan shown was found: the solver, its size and its proven gap; at the time limit, the gap stated as a bound. */
export function FleetPlanSolveNote({ plan, lang }: { plan: FleetPlanResult; lang: Language }) {
  const m = fleetPlanMessages(lang);
  const { solve } = plan;
  const gap = formatPercent(solve.gap, lang, 3);
  const stopped = !(solve.gap <= FLEET_PLAN_TOLERANCE);
  return (
    <p className={stopped ? 'results-notice' : 'fleet-plan__solved'} data-testid="fleet-plan-solve">
      {stopped
        ? fill(m.gapNote, { gap: Number.isFinite(solve.gap) ? gap : '?' })
        : fill(m.solvedBy, { solver: solve.solver, integers: formatInteger(solve.integerVariables, lang), rows: formatInteger(solve.constraints, lang), gap })}
    </p>
  );
}
