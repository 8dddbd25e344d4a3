// What a lender and a board read under the returns (docs/model.md › Investment › Covenant and DSCR): coverage by period against
// the covenant (bar chart) and the yearly P&L and cash flows.
import type { InvestmentResult } from '../../models/investment';
import type { DscrPeriod, InvestmentInput } from '../../models/scenario/types';
import { DscrPeriodChart } from '../charts/dscr-period-chart';
import { Responsive } from '../charts/responsive';
import type { Language } from '../i18n/languages';
import { YearlyTable } from './yearly-table';

/** The covenant the Monte Carlo's breach probability is about, null without one. */
export function covenantOf(scenario: { investment?: InvestmentInput }): { dscr: number; period: DscrPeriod } | null {
  const inv = scenario.investment;
  return inv?.covenantDSCR === undefined ? null : { dscr: inv.covenantDSCR, period: inv.dscrPeriod ?? 'year' };
}

export function LenderBlock({ investment, input, currency, lang }: { investment: InvestmentResult; input: InvestmentInput | undefined; currency: string; lang: Language }) {
  const covenant = input?.covenantDSCR ?? null;
  const period = input?.dscrPeriod ?? 'year';
  return (
    <>
      {investment.dscrByPeriod.length > 0 ? (
        <Responsive>{(w) => <DscrPeriodChart periods={investment.dscrByPeriod} covenant={covenant} period={period} lang={lang} width={w} />}</Responsive>
      ) : null}
      <YearlyTable investment={investment} currency={currency} lang={lang} covenant={period === 'year' ? covenant : null} />
    </>
  );
}
