// Compare's fleet rows (model: Investment › fleet): for scenarios whose investment has tranches,
// the number of tranches, GPUs delivered, peak IT power, capitalised interest, equity and project
// IRR and the largest loan meeting the target DSCR, side by side. Figures come from the
// presentation layer (fleetSummaryFigures); nothing is shown when no scenario has a fleet.
import type { Language } from '../i18n/languages';
import { fleetStrings } from '../i18n/areas/fleet';
import { fleetCompareRows } from '../present/fleet-compare-rows';
import type { ScenarioResult } from '../../models/evaluate';
import { CompareColgroup, CompareHead, compareTableClass } from './compare-columns';

export { fleetCompareRows, type FleetCompareRow } from '../present/fleet-compare-rows';

export function FleetCompareSection({ names, results, lang }: { names: readonly string[]; results: readonly ScenarioResult[]; lang: Language }) {
  const rows = fleetCompareRows(results, lang);
  if (rows.length === 0) return null;
  const s = fleetStrings(lang).compare;
  return (
    <section className="compare-section" aria-labelledby="compare-fleet-title" data-testid="compare-fleet">
      <h3 id="compare-fleet-title" className="compare-section__title">
        {s.title}
      </h3>
      <p className="muted compare-section__note">{s.note}</p>
      <table className={compareTableClass('results-table compare-table', names)}>
        <CompareColgroup names={names} />
        <CompareHead names={names} first={s.result} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row">{row.label}</th>
              {row.values.map((v, i) => (
                <td key={i}>
                  <span className="compare-table__value">{v}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
