// "What moves my IRR" without any Monte Carlo set-up: every numeric input the scenario states,
// swung alone (±10 % by default, month fields ±3 months), ranked by IRR swing and named with the
// form's labels (models/uncertainty/sensitivity.ts). The swings can be changed for all inputs at
// once or per input; they belong to this view, not to the scenario file.
import { memo, useId, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../../models/scenario';
import type { TornadoEntry } from '../../models/uncertainty';
import { DEFAULT_MONTHS_SWING, DEFAULT_SWING, isMonthField } from '../../models/uncertainty';
import { useSensitivity } from '../engine/use-sensitivity';
import { Responsive } from '../charts/responsive';
import { TornadoChart } from '../charts/tornado-chart';
import { inLanguage, type Language } from '../i18n/languages';
import { formatNumber, formatPercent } from '../format/format';
import { inputLabeler, inputValueFormatter } from '../present/input-label';

const MAX_ROWS = 12;
const NO_ROWS: TornadoEntry[] = [];

// Each edit re-renders this block with a new scenario (a new query for the worker) while the
// answer shown stays the previous one until the worker's arrives: the chart and the table are
// memoized on the answer, so that render costs the query alone and they are drawn once per answer.
const Tornado = memo(TornadoChart);

export interface SensitivityBlockProps {
  scenario: Scenario;
  baseIrr: number | null;
  currency: string;
  lang: Language;
  /** The document as written: only the inputs it states are swung (default: every present field). */
  raw?: unknown;
}

function positive(text: string): number | undefined {
  const v = Number(text);
  return text.trim() !== '' && Number.isFinite(v) && v >= 0 ? v : undefined;
}

export function SensitivityBlock({ scenario, raw, baseIrr, currency, lang }: SensitivityBlockProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const [swingPct, setSwingPct] = useState(String(DEFAULT_SWING * 100));
  const [months, setMonths] = useState(String(DEFAULT_MONTHS_SWING));
  const [perInput, setPerInput] = useState<Record<string, string>>({});
  const ids = useId();
  const formatInput = useMemo(() => inputValueFormatter(lang, 6, currency), [lang, currency]);
  const swing = (positive(swingPct) ?? DEFAULT_SWING * 100) / 100;
  const monthsSwing = positive(months) ?? DEFAULT_MONTHS_SWING;
  const swings = useMemo(() => {
    const out: Record<string, number> = {};
    for (const [path, text] of Object.entries(perInput)) {
      const v = positive(text);
      if (v !== undefined) out[path] = isMonthField(path) ? v : v / 100;
    }
    return out;
  }, [perInput]);
  // The tornado re-evaluates the investment tens of times: the engine worker computes it (an
  // edit's figures are painted first), and until its answer arrives the last one stays shown with
  // the scenario and base IRR it belongs to.
  const query = useMemo(() => ({ scenario, raw, baseIrr, swings: { swing, monthsSwing, swings } }), [scenario, raw, baseIrr, swing, monthsSwing, swings]);
  const { answer, error } = useSensitivity(query);
  const shownScenario = answer?.query.scenario ?? scenario;
  const labelOf = useMemo(() => inputLabeler(shownScenario, lang), [shownScenario, lang]);
  const rows = answer?.rows ?? NO_ROWS;
  const shown = useMemo(() => rows.slice(0, MAX_ROWS), [rows]);
  if (!answer) {
    return (
      <div className="sensitivity" data-testid="sensitivity">
        <p className="muted">{error ? t('results.engineError', { message: error }) : t('results.pending')}</p>
      </div>
    );
  }
  const shownIrr = answer.query.baseIrr;
  return (
    <div className="sensitivity" data-testid="sensitivity">
      <p className="muted">{t('results.sensitivity.intro')}</p>
      {error ? (
        <p className="error" role="alert">
          {t('results.engineError', { message: error })}
        </p>
      ) : null}
      <div className="sensitivity__controls">
        <label htmlFor={`${ids}-swing`}>{t('results.sensitivity.swing')}</label>
        <input id={`${ids}-swing`} className="ed-input sensitivity__number" inputMode="decimal" value={swingPct} onChange={(e) => setSwingPct(e.target.value)} />
        <label htmlFor={`${ids}-months`}>{t('results.sensitivity.months')}</label>
        <input id={`${ids}-months`} className="ed-input sensitivity__number" inputMode="decimal" value={months} onChange={(e) => setMonths(e.target.value)} />
        <span>{t('results.sensitivity.monthsUnit')}</span>
      </div>
      {shown.length === 0 ? (
        <p className="muted">{t('results.sensitivity.none')}</p>
      ) : (
        <>
          <Responsive>{(w) => <Tornado entries={shown} metric="irr" base={shownIrr} currency={currency} lang={lang} width={w} labelOf={labelOf} formatInput={formatInput} testId="sensitivity-irr" />}</Responsive>
          {rows.length > shown.length ? <p className="muted">{t('results.sensitivity.shown', { n: shown.length, total: rows.length })}</p> : null}
          <SensitivityTable rows={rows} labelOf={labelOf} formatInput={formatInput} perInput={perInput} onPerInput={setPerInput} swing={swing} monthsSwing={monthsSwing} lang={lang} />
        </>
      )}
    </div>
  );
}

interface SensitivityTableProps {
  rows: readonly TornadoEntry[];
  labelOf: (path: string) => string;
  formatInput: (path: string, value: number) => string;
  perInput: Record<string, string>;
  onPerInput: Dispatch<SetStateAction<Record<string, string>>>;
  swing: number;
  monthsSwing: number;
  lang: Language;
}

/**
 * Every input's swing, its low and high and the IRR at each (the swings can be set per input), in
 * a disclosure closed at first: its rows (about 40, each with an input) are drawn only while it is
 * open, not at each answer for a table nobody sees.
 */
const SensitivityTable = memo(function SensitivityTable(props: SensitivityTableProps) {
  const { t } = useTranslation(undefined, inLanguage(props.lang));
  const [open, setOpen] = useState(false);
  return (
    <details className="sensitivity__details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('results.sensitivity.adjust')}</summary>
      {open ? <SensitivityRows {...props} /> : null}
    </details>
  );
});

function SensitivityRows({ rows, labelOf, formatInput, perInput, onPerInput: setPerInput, swing, monthsSwing, lang }: SensitivityTableProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const pct = (v: number | null) => (v === null ? t('results.tornado.noIrr') : formatPercent(v, lang, 2));
  return (
    <div className="sensitivity__scroll">
      <table className="results-table">
        <thead>
          <tr>
            <th scope="col">{t('results.sensitivity.input')}</th>
            <th scope="col">{t('results.sensitivity.swing')}</th>
            <th scope="col">{t('results.sensitivity.low')}</th>
            <th scope="col">{t('results.sensitivity.high')}</th>
            <th scope="col">{t('results.sensitivity.irrRange')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => {
            const month = isMonthField(e.path) && Number.isInteger(e.low) && Number.isInteger(e.high);
            const fallback = String(month ? monthsSwing : +(swing * 100).toPrecision(6));
            return (
              <tr key={e.path} data-path={e.path}>
                <th scope="row">{labelOf(e.path)}</th>
                <td>
                  <input
                    className="ed-input sensitivity__number"
                    inputMode="decimal"
                    aria-label={t('results.sensitivity.perInput', { label: labelOf(e.path) })}
                    value={perInput[e.path] ?? fallback}
                    onChange={(ev) => setPerInput((p) => ({ ...p, [e.path]: ev.target.value }))}
                  />{' '}
                  {month ? t('results.sensitivity.monthsUnit') : '%'}
                </td>
                <td>{formatInput(e.path, e.low)}</td>
                <td>{formatInput(e.path, e.high)}</td>
                <td>
                  {pct(e.irrLow)} → {pct(e.irrHigh)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
