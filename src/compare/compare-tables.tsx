import { useTranslation } from 'react-i18next';
import type { InputDifference, KeyResultRow } from '../../models/compare';
import type { Language } from '../i18n/languages';
import { formatKeyResult, formatLeaf } from './format-compare';

const KEY_LABELS = {
  'capacity.gpus': 'capacity_gpus',
  'capacity.nodes': 'capacity_nodes',
  'capacity.racks': 'capacity_racks',
  'capacity.strandedKW': 'capacity_strandedKW',
  'capacity.requiredMW': 'capacity_requiredMW',
  'investment.irrAnnual': 'investment_irrAnnual',
  'investment.npv': 'investment_npv',
  'investment.paybackMonth': 'investment_paybackMonth',
  'investment.moic': 'investment_moic',
  'rentVsBuy.cheapest': 'rentVsBuy_cheapest',
  'rentVsBuy.annualCost.buy': 'rentVsBuy_annualCost_buy',
  'rentVsBuy.breakEvenHours.onDemand': 'rentVsBuy_breakEvenHours_onDemand',
  'quotes.best': 'quotes_best',
  'quotes.bestEffectivePerUsedGPUHour': 'quotes_bestEffectivePerUsedGPUHour',
  'quotes.bestEffectivePerEffectiveGPUHour': 'quotes_bestEffectivePerEffectiveGPUHour',
  'quotes.bestBridgeCost': 'quotes_bestBridgeCost',
  'quotes.notQuoted': 'quotes_notQuoted',
  'uncertainty.irrAnnual.p50': 'uncertainty_irrAnnual_p50',
} as const;

function isKnownKey(key: string): key is keyof typeof KEY_LABELS {
  return Object.hasOwn(KEY_LABELS, key);
}

export interface CompareTablesProps {
  names: readonly string[];
  currencies: readonly string[];
  differences: readonly InputDifference[];
  results: readonly KeyResultRow[];
  lang: Language;
}

/** Key results side by side, then every input that differs between the scenarios. */
export function CompareTables({ names, currencies, differences, results, lang }: CompareTablesProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const labels = { absent: t('results.compare.absent'), yes: t('results.quotes.yes'), no: t('results.quotes.no') };
  const modeName = (m: string) => (m === 'onDemand' || m === 'spot' || m === 'reserved' || m === 'buy' ? t(`results.modes.${m}`) : m);
  const monthLabel = (m: number) => t('results.headline.paybackValue', { month: m });
  const head = (
    <thead>
      <tr>
        <th scope="col">{t('results.compare.field')}</th>
        {names.map((n, i) => (
          <th key={`${n}-${i}`} scope="col">
            {n}
          </th>
        ))}
      </tr>
    </thead>
  );
  return (
    <>
      <section className="compare-section" aria-labelledby="compare-results-title">
        <h3 id="compare-results-title" className="compare-section__title">
          {t('results.compare.keyResults')}
        </h3>
        <div className="compare-table__scroll">
          <table className="results-table compare-table" data-testid="compare-key-results">
            {head}
            <tbody>
              {results.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row">{isKnownKey(row.key) ? t(`results.compare.keys.${KEY_LABELS[row.key]}`) : row.key}</th>
                  {row.values.map((v, i) => (
                    <td key={i}>{formatKeyResult(row.key, v, lang, currencies[i] ?? 'USD', modeName, monthLabel)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="compare-section" aria-labelledby="compare-diff-title">
        <h3 id="compare-diff-title" className="compare-section__title">
          {t('results.compare.differences', { n: differences.length })}
        </h3>
        {differences.length === 0 ? (
          <p className="muted">{t('results.compare.noDifferences')}</p>
        ) : (
          <div className="compare-table__scroll">
            <table className="results-table compare-table compare-table--diff" data-testid="compare-differences">
              {head}
              <tbody>
                {differences.map((d) => (
                  <tr key={d.path} data-path={d.path}>
                    <th scope="row">
                      <code>{d.path}</code>
                    </th>
                    {d.values.map((v, i) => (
                      <td key={i} className={v === undefined ? 'compare-table__absent' : undefined}>
                        {formatLeaf(v, lang, labels)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
