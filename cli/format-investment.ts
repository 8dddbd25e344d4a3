// `--table` and `--csv --part years` for what a lender reads (docs/model.md › Investment › Covenant and DSCR): coverage by period
// against the covenant, the breach probability, and the yearly P&L and cash-flow table.

import type { ScenarioResult } from '../models/evaluate';
import type { InvestmentResult } from '../models/investment';
import type { DisplayInput } from '../models/scenario/types';
import { activeDisplay, type DisplayRate } from '../src/format/display-money';
import type { Lang } from './args';
import { csvCell, displayCsvCells, displayCsvHeader, num, renderTable, withUnit } from './format-core';

type Label = { en: string; 'zh-CN': string };

const L = {
  coverage: { en: 'Debt service coverage by period', 'zh-CN': '分期偿债覆盖率' },
  period: { en: 'Period', 'zh-CN': '期次' },
  months: { en: 'Months', 'zh-CN': '月份' },
  dscr: { en: 'DSCR', 'zh-CN': '偿债覆盖率' },
  covenant: { en: 'Covenant', 'zh-CN': '契约下限' },
  breach: { en: 'breach', 'zh-CN': '违约' },
  ok: { en: 'met', 'zh-CN': '达标' },
  year: { en: 'Year', 'zh-CN': '年份' },
  quarter: { en: 'Quarter', 'zh-CN': '季度' },
  month: { en: 'Month', 'zh-CN': '月' },
  lowest: { en: 'Minimum DSCR', 'zh-CN': '最低偿债覆盖率' }, // the covenant period's test, named as src/present names it
  breaches: { en: 'Covenant breached in', 'zh-CN': '违反契约的期次' },
  noBreach: { en: 'no period', 'zh-CN': '无' },
  yearly: { en: 'Yearly P&L and cash flows', 'zh-CN': '年度损益与现金流' },
  revenue: { en: 'Revenue', 'zh-CN': '收入' },
  costs: { en: 'Costs', 'zh-CN': '成本' },
  ebitda: { en: 'EBITDA', 'zh-CN': 'EBITDA' },
  depreciation: { en: 'Depreciation', 'zh-CN': '折旧' },
  interest: { en: 'Interest', 'zh-CN': '利息' },
  tax: { en: 'Tax', 'zh-CN': '税' },
  debtService: { en: 'Debt service', 'zh-CN': '还本付息' },
  exit: { en: 'Exit / residual', 'zh-CN': '退出 / 残值' },
  balloon: { en: 'Balloon', 'zh-CN': '尾款' },
  equityFlow: { en: 'Equity flow', 'zh-CN': '股权现金流' },
  projectFlow: { en: 'Project flow', 'zh-CN': '项目现金流' },
  probBreach: { en: 'Probability of a covenant breach', 'zh-CN': '违反契约的概率' },
} satisfies Record<string, Label>;

export type Money = (v: number | null | undefined, currency: string, lang: Lang, digits?: number) => string;

const ratio = (v: number | null, lang: Lang): string => (v === null ? '—' : `${num(v, 2, lang)}×`);

/** Coverage by period (with the covenant and its breaches) and the yearly table; '' without them. */
export function formatLenderTables(i: InvestmentResult, covenant: number | undefined, period: 'year' | 'quarter' | 'month', currency: string, lang: Lang, money: Money): string {
  const t = (k: keyof typeof L): string => L[k][lang];
  const out: string[] = [];
  if (i.dscrByPeriod.length > 0) {
    out.push(`\n${t('coverage')}${covenant === undefined ? '' : ` (${t('covenant')} ${ratio(covenant, lang)})`}\n`);
    out.push(
      renderTable(
        [t(period), t('months'), t('dscr'), ...(covenant === undefined ? [] : [t('covenant')])],
        i.dscrByPeriod.map((p) => [
          String(p.period),
          `${p.fromMonth}–${p.toMonth}`,
          ratio(p.dscr, lang),
          ...(covenant === undefined ? [] : [p.dscr < covenant ? t('breach') : t('ok')]),
        ]),
      ),
    );
    const breaches = i.covenantBreaches;
    out.push(`${t('lowest')}: ${ratio(i.minPeriodDSCR, lang)} (${t(period)} ${i.minPeriodDSCRPeriod ?? '—'})\n`);
    if (breaches !== null) out.push(`${t('breaches')}: ${breaches.length ? breaches.map((b) => `${t(period)} ${b}`).join(', ') : t('noBreach')}\n`);
  }
  out.push(`\n${t('yearly')} (${currency})\n`);
  const m = (v: number): string => money(v, currency, lang);
  out.push(
    renderTable(
      [t('year'), t('revenue'), t('costs'), t('ebitda'), t('depreciation'), t('interest'), t('tax'), t('debtService'), t('dscr'), t('exit'), t('equityFlow'), t('projectFlow')],
      i.years.map((y) => [
        String(y.year),
        m(y.revenue),
        m(y.costs),
        m(y.ebitda),
        m(y.depreciation),
        m(y.interest),
        m(y.tax),
        m(y.debtService + y.balloon),
        ratio(y.dscr, lang),
        m(y.residualValue),
        m(y.equityFlow),
        m(y.projectFlow),
      ]),
    ),
  );
  return out.join('');
}

/** "Probability of a covenant breach: 37.0 %" under the Monte Carlo percentiles, '' without a covenant. */
export function formatBreachProbability(p: number | null | undefined, lang: Lang, pct: (v: number | null | undefined, l: Lang) => string): string {
  return p === null || p === undefined ? '' : `${L.probBreach[lang]}: ${pct(p, lang)}\n`;
}

const YEAR_MONEY = ['revenue', 'costs', 'ebitda', 'depreciation', 'interest', 'tax', 'debtService', 'balloon', 'residualValue', 'equityFlow', 'projectFlow'] as const;

/** `--csv --part years`: one row per year (year 0 = month 0), full precision, units in the headers. */
export function formatYearsCsv(r: ScenarioResult, withName: boolean, display?: DisplayInput): string {
  const d: DisplayRate | null = activeDisplay(display, r.currency);
  const header = [...(withName ? ['scenario'] : []), 'year', 'fromMonth', 'toMonth', ...YEAR_MONEY.map((k) => withUnit(k, r.currency)), 'dscr (x)', ...(d ? displayCsvHeader(YEAR_MONEY, YEAR_MONEY.map(() => d.currency)) : [])];
  const rows: string[] = [header.map(csvCell).join(',')];
  for (const y of r.investment?.years ?? []) {
    const amounts = YEAR_MONEY.map((k) => y[k]);
    rows.push([...(withName ? [r.name] : []), y.year, y.fromMonth, y.toMonth, ...amounts, y.dscr, ...(d ? displayCsvCells(d, amounts) : [])].map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}
