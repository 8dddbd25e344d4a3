// The demand plan under scenarios in the results (model: Demand plan › scenarios): what to sign now
// in one sentence, the key figures, demand as a fan over the commitments, what each scenario costs
// under the chosen plan, what a wrong guess costs (the regret table, worst case named), and VSS and
// EVPI in a sentence each. Every figure and row comes from src/present/scenarios.ts.
import { useMemo } from 'react';
import type { PortfolioInput, PortfolioResult } from '../../models/portfolio/types';
import { DemandFanChart } from '../charts/demand-fan-chart';
import { fanInput } from '../charts/demand-fan-geometry';
import { Sized } from '../charts/responsive';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatMoney } from '../format/format';
import { demandScenariosMessages } from '../i18n/areas/demand-scenarios';
import type { Language } from '../i18n/languages';
import { regretTable, scenarioKeyFigures, scenarioSentences, scenarioTable, signNowSentence, type ScenarioFormat, type TextTable } from '../present/scenarios';

export interface PortfolioScenariosProps {
  portfolio: PortfolioResult;
  input: PortfolioInput;
  labelOf: (offer: string) => string;
  currency: string;
  lang: Language;
  display?: DisplayRate | null;
  printWidth?: number;
}

function Table({ table, caption, testId, worstColumn }: { table: TextTable; caption: string; testId: string; worstColumn?: boolean }) {
  return (
    <div className="portfolio-scenarios__scroll">
    <table className="results-table portfolio-scenarios__table" data-testid={testId}>
      <caption className="portfolio__subtitle">{caption}</caption>
      <thead>
        <tr>
          {table.header.map((h, i) => (
            <th key={i} scope="col" className={i > 0 ? 'portfolio-schedule__wrap' : undefined}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              c === 0 ? (
                <th key={c} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={c} className={worstColumn && c === row.length - 1 ? 'portfolio-scenarios__worst' : undefined}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}

export function PortfolioScenarios({ portfolio: p, input, labelOf, currency, lang, display = null, printWidth }: PortfolioScenariosProps) {
  const m = demandScenariosMessages(lang);
  const f: ScenarioFormat = useMemo(
    () => ({ lang, money: (v: number) => withDisplay(formatMoney(v, lang, currency, { digits: 0 }), v, lang, display), offer: labelOf }),
    [lang, currency, display, labelOf],
  );
  const fan = useMemo(() => fanInput(input, p), [input, p]);
  if (!p.scenarios || !p.regretTable) return null;
  const fixed = input.fixed ?? [];
  const sentence = signNowSentence(p, fixed, f);
  const figures = scenarioKeyFigures(p, fixed, input.cvarLevel ?? 0.9, f);
  return (
    <div className="portfolio-scenarios" data-testid="scenario-results">
      <h3 className="portfolio__subtitle">{m.resultsTitle}</h3>
      {sentence ? (
        <p className="portfolio-scenarios__answer" data-testid="scenario-sign-now">
          {sentence}
        </p>
      ) : null}
      <dl className="portfolio-facts" data-testid="scenario-figures">
        {figures.map((fig) => (
          <div key={fig.key} data-key={fig.key}>
            <dt>{fig.label}</dt>
            <dd>
              {fig.value}
              {fig.note ? <span className="muted"> — {fig.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <Sized width={printWidth}>{(w) => <DemandFanChart input={fan} labelOf={labelOf} lang={lang} width={w} />}</Sized>
      <Table table={scenarioTable(p, f)} caption={m.scenarioTable} testId="scenario-table" />
      <Table table={regretTable(p, f)} caption={m.regretTable} testId="regret-table" worstColumn />
      <ul className="portfolio-scenarios__sentences" data-testid="scenario-sentences">
        {scenarioSentences(p, f).map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
    </div>
  );
}
