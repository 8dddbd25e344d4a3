// <ComparisonAnswer … /> — page 1 of a comparison report (issue 29): which scenario wins on which
// key result and by how much, in sentences and a table. Only rows with a direction that every
// compared plan competes on are ranked (compare-view.ts bestIndexes: the same rule as the "best"
// marks); one winner per row, the runner-up the best of the rest.
import { useTranslation } from 'react-i18next';
import { keyResults, type KeyResultRow } from '../../models/compare';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { isKnownKey, KEY_LABELS } from '../compare/compare-tables';
import { BETTER, bestIndexes } from '../compare/compare-view';
import { formatKeyResult, KEY_RESULT_KIND } from '../present/format-compare';
import type { Language } from '../i18n/languages';
import { formatNumber } from '../format/format';

export interface ComparisonWin {
  key: string;
  winner: number;
  runnerUp: number;
  /** |winner − runner-up| in the row's unit. */
  gap: number;
}

/** Rows with one best value: the winner, the next best and the margin between them. */
export function comparisonWins(rows: readonly KeyResultRow[], currencies: readonly string[]): ComparisonWin[] {
  const out: ComparisonWin[] = [];
  for (const row of rows) {
    const best = bestIndexes(row, currencies);
    if (best.length !== 1) continue;
    const winner = best[0];
    const dir = BETTER[row.key];
    const others = row.values
      .map((v, i) => ({ v, i }))
      .filter((x): x is { v: number; i: number } => x.i !== winner && typeof x.v === 'number' && Number.isFinite(x.v));
    if (others.length === 0) continue;
    const next = others.reduce((a, b) => (dir === 'higher' ? (b.v > a.v ? b : a) : b.v < a.v ? b : a));
    out.push({ key: row.key, winner, runnerUp: next.i, gap: Math.abs((row.values[winner] as number) - next.v) });
  }
  return out;
}

export interface ComparisonAnswerProps {
  scenarios: readonly Scenario[];
  results: readonly ScenarioResult[];
  lang: Language;
  dateText: string;
  author?: string;
}

export function ComparisonAnswer({ scenarios, results, lang, dateText, author }: ComparisonAnswerProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const names = scenarios.map((s) => s.name);
  const currencies = results.map((r) => r.currency);
  const rows = keyResults(results, scenarios);
  const wins = comparisonWins(rows, currencies);
  const keyName = (key: string) => (isKnownKey(key) ? t(`results.compare.keys.${KEY_LABELS[key]}`) : key);
  const modeName = (mode: string) => mode;
  const monthLabel = (month: number) => t('results.headline.paybackValue', { month });
  const value = (key: string, v: number | string | null, i: number) => formatKeyResult(key, v, lang, currencies[i] ?? 'USD', modeName, monthLabel);
  const gapText = (w: ComparisonWin) => {
    const kind = KEY_RESULT_KIND[w.key];
    if (kind === 'percent') return t('results.compare.points', { value: formatNumber(w.gap * 100, lang, 2) });
    if (kind === 'months') return t('results.compare.months', { n: w.gap });
    return value(w.key, w.gap, w.winner);
  };
  const rowOf = (key: string) => rows.find((r) => r.key === key)!;
  return (
    <section className="report-answer" data-section="answer" aria-labelledby="report-answer-name">
      <p className="report-cover__kicker">{t('answer.comparisonKicker')}</p>
      <h1 id="report-answer-name" className="report-answer__name report-answer__names">
        {names.map((n, i) => (
          <span key={`${n}-${i}`} className="report-answer__scenario">
            {n}
          </span>
        ))}
      </h1>
      <p className="report-answer__meta muted">
        {dateText}
        {author ? ` · ${t('answer.metaAuthor', { author })}` : ''}
      </p>
      <div className="report-answer__sentences" data-testid="answer-sentences">
        {wins.length === 0 ? <p>{t('answer.compareNone')}</p> : null}
        {wins.slice(0, 4).map((w) => (
          <p key={w.key}>
            {t('answer.compareWins', {
              name: names[w.winner],
              result: keyName(w.key),
              value: value(w.key, rowOf(w.key).values[w.winner], w.winner),
              gap: gapText(w),
              runnerUp: names[w.runnerUp],
            })}
          </p>
        ))}
      </div>
      {wins.length > 0 ? (
        <table className="report-table report-answer__wins">
          <thead>
            <tr>
              <th scope="col">{t('answer.compareResult')}</th>
              <th scope="col">{t('answer.compareBest')}</th>
              <th scope="col" className="num">
                {t('answer.compareMargin')}
              </th>
              <th scope="col">{t('answer.compareRunnerUp')}</th>
            </tr>
          </thead>
          <tbody>
            {wins.map((w) => (
              <tr key={w.key} data-key={w.key}>
                <th scope="row">{keyName(w.key)}</th>
                <td>
                  {names[w.winner]}: {value(w.key, rowOf(w.key).values[w.winner], w.winner)}
                </td>
                <td className="num">{gapText(w)}</td>
                <td>
                  {names[w.runnerUp]}: {value(w.key, rowOf(w.key).values[w.runnerUp], w.runnerUp)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
