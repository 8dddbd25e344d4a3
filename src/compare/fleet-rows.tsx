// Compare's fleet rows (model: Investment › fleet): for scenarios whose investment has tranches,
// the number of tranches, GPUs delivered, peak IT power, capitalised interest, equity and project
// IRR and the largest loan meeting the target DSCR, side by side. Figures come from the
// presentation layer (fleetSummaryFigures); nothing is shown when no scenario has a fleet.
import type { ScenarioResult } from '../../models/evaluate';
import { fleetStrings } from '../i18n/areas/fleet';
import type { Language } from '../i18n/languages';
import { FLEET_SUMMARY_KEYS, fleetSummaryFigures } from '../present/fleet';
import { EMPTY } from '../format/format';
import { CompareColgroup, CompareHead, compareTableClass } from './compare-columns';

export interface FleetCompareRow {
  key: string;
  label: string;
  /** One cell per scenario, "—" for a scenario without a fleet. */
  values: string[];
}

/** The rows, or [] when no scenario has tranches. */
export function fleetCompareRows(results: readonly ScenarioResult[], lang: Language): FleetCompareRow[] {
  const s = fleetStrings(lang).compare;
  const per = results.map((r) => (r.investment ? fleetSummaryFigures(r.investment, lang, r.currency) : []));
  if (per.every((f) => f.length === 0)) return [];
  return FLEET_SUMMARY_KEYS.map((k) => ({
    key: `fleet.${k}`,
    label: s[k],
    values: per.map((figures) => figures.find((f) => f.key === `fleet.${k}`)?.value ?? EMPTY),
  }));
}

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
