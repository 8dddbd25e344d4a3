// The fleet in the printed report (model: Investment › fleet): GPUs in service by tranche against
// the site's usable power, the tranche table, the largest loan meeting the target DSCR and the
// attribution bridge, the app's own block drawn at the print width. Nothing without tranches,
// attribution or debt sizing.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { FleetBlock } from '../results/fleet-block';

/**
 * Value columns of a printed tranche table: the row labels and seven compact amounts fill the
 * 180 mm content width of A4 and Letter; more tranches print as several tables.
 */
export const REPORT_TRANCHE_COLUMNS = 7;

export function FleetReport({ scenario, result, lang, width }: { scenario: Scenario; result: ScenarioResult; lang: Language; width: number }) {
  const inv = result.investment;
  if (!inv || (!inv.tranches && !inv.attribution && inv.maxDebt === undefined)) return null;
  return (
    <div className="report-fleet" data-testid="report-fleet">
      <FleetBlock
        investment={inv}
        currency={result.currency}
        lang={lang}
        usableKW={result.capacity?.usableKW}
        input={scenario.investment}
        kwPerGPU={result.capacity?.kwPerGPU}
        horizonMonths={scenario.horizonMonths}
        width={width}
        trancheColumns={REPORT_TRANCHE_COLUMNS}
      />
    </div>
  );
}
