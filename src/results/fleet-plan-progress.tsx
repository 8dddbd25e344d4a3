// While the fleet plan solves (in its own worker: the page stays live), the seconds it has taken
// against the solver's time limit; once solved, how close to the optimum the plan shown is: proven
// optimal, or stopped at the limit with the best plan found so far and its gap.
import { useEffect, useState } from 'react';
import { FLEET_PLAN_TOLERANCE, FLEET_TIME_LIMIT_SECONDS } from '../../models/fleet-plan';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import type { Language } from '../i18n/languages';
import { formatInteger, formatPercent } from '../format/format';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import { fill } from '../present/messages';

/** Whole seconds since `active` last became true (0 while inactive), ticking every half second. */
export function useElapsedSeconds(active: boolean, now: () => number = Date.now): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) {
      setElapsed(0);
      return;
    }
    const start = now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed(Math.floor((now() - start) / 1000)), 500);
    return () => clearInterval(timer);
  }, [active, now]);
  return elapsed;
}

export function FleetPlanProgress({ solving, lang, limitSeconds = FLEET_TIME_LIMIT_SECONDS }: { solving: boolean; lang: Language; limitSeconds?: number }) {
  const m = fleetPlanMessages(lang);
  const elapsed = useElapsedSeconds(solving);
  if (!solving) return null;
  return (
    <div className="fleet-plan__progress" role="status" data-testid="fleet-plan-progress">
      <progress max={limitSeconds} value={Math.min(elapsed, limitSeconds)} />
      <span>{fill(m.elapsed, { seconds: formatInteger(elapsed, lang), limit: formatInteger(limitSeconds, lang) })}</span>
    </div>
  );
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
