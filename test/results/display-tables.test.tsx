// @vitest-environment happy-dom
// Money in the user's currency (docs/model.md › Display currency) beyond the headline: the charts' tooltips, the fact
// tables and the quotes table show each amount × rate beside the scenario's amount, through the
// one helper `withDisplay`; nothing changes without a display rate. Expected display figures are
// computed here from the engine's amounts and the rate, not copied from the output.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario } from '../../models/scenario';
import { CashFlowChart } from '../../src/charts/cash-flow-chart';
import { cashFlowGeometry } from '../../src/charts/cash-flow-geometry';
import { CoverageChart } from '../../src/charts/coverage-chart';
import { CompareTables } from '../../src/compare/compare-tables';
import { cumulativeOverlaySeries, priceOverlaySeries } from '../../src/compare/compare-overlays';
import { OverlayLineChart, overlayGeometry } from '../../src/charts/overlay-line-chart';
import { ComparisonReport } from '../../src/report/comparison-report';
import { QuotesTable } from '../../src/charts/quotes-table';
import { RentVsBuyFacts } from '../../src/results/rent-vs-buy-facts';
import { InvestmentFacts } from '../../src/results/investment-facts';
import { ReturnsTable } from '../../src/results/returns-table';
import { formatChineseYuan, formatDisplay, withDisplay } from '../../src/format/display-money';
import { displayAmount, formatSensitivity } from '../../cli/format';
import { sensitivityTornado } from '../../models/uncertainty';
import { UncertaintyView } from '../../src/results/uncertainty-view';
import { renderWithI18n } from './render-i18n';
import { uncertainDoc, workedExample, workedExampleDoc } from './worked-example';

afterEach(cleanup);

const CNY = { currency: 'CNY', rate: 7.2, asOf: '2026-06-30' };
const EUR = { currency: 'EUR', rate: 0.5 };
const { result } = workedExample();
const inv = result.investment!;

/** 万 (10^4) or 亿 (10^8) with two decimals at most, written without Intl: 1,267,641.216 → "126.76万". */
function wan(yuan: number): string {
  const [scale, unit] = Math.abs(yuan) >= 1e8 ? [1e8, '亿'] : [1e4, '万'];
  const x = Math.round((Math.abs(yuan) / scale) * 100) / 100;
  return `${yuan < 0 ? '-' : ''}¥${x}${unit}`;
}
/** Whole euros with grouping, built by hand: 1234567.8 → "€1,234,568". */
function euros(v: number): string {
  const r = Math.round(Math.abs(v));
  return `${v < 0 ? '-' : ''}€${String(r).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

describe('withDisplay: one helper for "amount ≈ display amount"', () => {
  it('appends the converted amount, or leaves the amount alone without a rate', () => {
    expect(withDisplay('$1,000', 1000, 'en', CNY)).toBe('$1,000 ≈ CN¥7,200');
    expect(withDisplay('$1,000', 1000, 'en', null)).toBe('$1,000');
    expect(withDisplay('$1,000', 1000, 'en', undefined)).toBe('$1,000');
    expect(withDisplay('—', null, 'en', CNY)).toBe('—');
    // 12,500 × 7.2 = 90,000 → 9万 in zh-CN.
    expect(withDisplay('US$12,500', 12_500, 'zh-CN', CNY)).toBe('US$12,500 ≈ ¥9万');
  });
});

describe('chart tooltips in the display currency', () => {
  it('cash flow: the month’s flow in 万 beside the dollar amount (zh-CN)', () => {
    const g = cashFlowGeometry(inv.cashflows, null, 700, 260);
    renderWithI18n(<CashFlowChart cashflows={inv.cashflows} paybackMonth={null} currency="USD" lang="zh-CN" width={700} display={CNY} />);
    fireEvent.mouseMove(screen.getByTestId('cash-flow-chart').querySelector('rect.chart-overlay')!, { clientX: g.x(12), clientY: 100 });
    // Month 12: 176,061.28 USD × 7.2 = 1,267,641.22 CNY = 126.76万.
    expect(inv.cashflows[12]).toBeCloseTo(176061.28, 2);
    expect(screen.getByRole('tooltip').textContent).toContain(`≈ ${wan(inv.cashflows[12] * 7.2)}`);
    expect(wan(inv.cashflows[12] * 7.2)).toBe('¥126.76万');
  });

  it('coverage: EBITDA, debt service and tax also in euros', () => {
    renderWithI18n(<CoverageChart investment={inv} currency="USD" lang="en" width={700} display={EUR} />);
    const figure = screen.getByTestId('coverage-chart');
    fireEvent.mouseMove(figure.querySelector('rect.chart-overlay')!, { clientX: 400, clientY: 100 });
    const tip = screen.getByRole('tooltip').textContent ?? '';
    const m = Number(/Month (\d+)/.exec(tip)?.[1]);
    expect(m).toBeGreaterThan(0);
    expect(tip).toContain(`≈ ${euros(inv.ebitda[m] * 0.5)}`);
  });

  it('adds nothing to a tooltip without a display rate', () => {
    const g = cashFlowGeometry(inv.cashflows, null, 700, 260);
    renderWithI18n(<CashFlowChart cashflows={inv.cashflows} paybackMonth={null} currency="USD" lang="en" width={700} />);
    fireEvent.mouseMove(screen.getByTestId('cash-flow-chart').querySelector('rect.chart-overlay')!, { clientX: g.x(12), clientY: 100 });
    expect(screen.getByRole('tooltip').textContent).not.toContain('≈');
  });
});

describe('fact tables in the display currency', () => {
  it('investment facts: capex × rate beside the capex', () => {
    const { container } = renderWithI18n(<InvestmentFacts investment={inv} currency="USD" lang="zh-CN" display={CNY} />);
    const capex = [...container.querySelectorAll('dd')].map((d) => d.textContent ?? '');
    expect(capex.some((t) => t.endsWith(`≈ ${wan(inv.capex * 7.2)}`))).toBe(true);
    // Every money row has its display figure.
    expect(capex.every((t) => t.includes('≈ '))).toBe(true);
  });

  it('returns table: NPV in euros for equity and project', () => {
    const { container } = renderWithI18n(<ReturnsTable investment={inv} currency="USD" lang="en" display={EUR} />);
    const text = container.textContent ?? '';
    expect(text).toContain(`≈ ${euros(inv.npv * 0.5)}`);
    expect(text).toContain(`≈ ${euros(inv.projectNpv * 0.5)}`);
  });

  it('rent vs buy: each annual cost in 万', () => {
    const rvb = result.rentVsBuy!;
    const { container } = renderWithI18n(<RentVsBuyFacts rentVsBuy={rvb} currency="USD" lang="zh-CN" display={CNY} />);
    const buy = container.querySelector('tr[data-mode="buy"] td')?.textContent ?? '';
    expect(rvb.annualCost.buy! * 7.2).toBeGreaterThan(1e4);
    expect(buy).toContain(`≈ ${wan(rvb.annualCost.buy! * 7.2)}`);
  });

  it('quotes table: each price and amount on a second line in the display currency', () => {
    const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v2-1024-h100.gpuplan.json'), 'utf8')) as Record<string, unknown>;
    const loaded = loadScenario(doc);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const quotes = evaluateScenario(loaded.scenario, { skipUncertainty: true }).quotes!;
    const { container } = renderWithI18n(<QuotesTable quotes={quotes} inputs={loaded.scenario.quotes} currency="USD" lang="zh-CN" display={CNY} />);
    const q0 = quotes.quotes[0];
    const total = container.querySelector(`tr[data-row="totalCost"] td[data-quote="0"] .quotes-table__display`);
    expect(total?.textContent).toBe(` ≈ ${wan(q0.totalCost * 7.2)}`);
    const price = container.querySelector(`tr[data-row="unitPrice"] td[data-quote="0"] .quotes-table__display`)?.textContent ?? '';
    // A price keeps its decimals: ¥ then the yuan price, up to 4 decimals.
    expect(Number(price.replace(/[^\d.]/g, ''))).toBeCloseTo(q0.unitPrice * 7.2, 4);
    expect(container.querySelector('tr[data-row="gpus"] .quotes-table__display')).toBeNull();
  });
});

describe('display formatters, against values worked out by hand', () => {
  it('formatChineseYuan: ¥ with 万 from 10^4 and 亿 from 10^8, two decimals at most', () => {
    // 99,995 yuan = 9.9995万 → rounds to 10万.
    expect(formatChineseYuan(99_995)).toBe('¥10万');
    expect(formatChineseYuan(10_000)).toBe('¥1万');
    // 9,999 stays in yuan with grouping, no decimals from 1,000 on; below 1,000 with cents.
    expect(formatChineseYuan(9_999)).toBe('¥9,999');
    expect(formatChineseYuan(999.5)).toBe('¥999.50');
    // -250,000,000 = -2.5亿; 123,456,789 = 1.23456789亿 → 1.23亿.
    expect(formatChineseYuan(-250_000_000)).toBe('-¥2.5亿');
    expect(formatChineseYuan(123_456_789)).toBe('¥1.23亿');
    expect(formatChineseYuan(Number.NaN)).toBe('—');
  });

  it('formatDisplay: CNY the Chinese way only in zh-CN; other currencies in their own format', () => {
    // 2.38 USD/GPU-h × 7.2 = 17.136 yuan: rounded like the price itself, to the cent (issue 18).
    expect(formatDisplay(2.38, 'zh-CN', CNY, 'price')).toBe('¥17.14');
    // A price of 2,000 USD × 7.2 = 14,400 yuan = 1.44万 in zh-CN.
    expect(formatDisplay(2000, 'zh-CN', CNY, 'price')).toBe('¥1.44万');
    // 1,250,000 USD × 0.5 = 625,000 EUR: euros, not 万, even in zh-CN.
    expect(formatDisplay(1_250_000, 'zh-CN', EUR)).toBe(new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(625_000));
    expect(formatDisplay(1_250_000, 'zh-CN', EUR)).not.toContain('万');
    expect(formatDisplay(1_250_000, 'en', EUR)).toBe(euros(625_000));
  });

  it('the CLI writes the same display figures as the app (one helper)', () => {
    for (const v of [-4_512_280, 17_408_000, 1_000, 2.38]) {
      for (const lang of ['en', 'zh-CN'] as const) {
        expect(displayAmount(v, CNY, lang, v < 10 ? 4 : 0)).toBe(formatDisplay(v, lang, CNY, v < 10 ? 'price' : 'money'));
      }
    }
  });
});

describe('Monte Carlo and sensitivity in the display currency', () => {
  it('uncertainty table: each NPV percentile, the mean and the base also in 万', () => {
    const { scenario: s, result: r } = (() => {
      const loaded = loadScenario(uncertainDoc(200, 3));
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
      return { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario) };
    })();
    expect(s.uncertainty?.trials).toBe(200);
    const u = r.uncertainty!;
    const { container } = renderWithI18n(<UncertaintyView uncertainty={u} currency="USD" lang="zh-CN" display={CNY} />);
    const shown = [...container.querySelectorAll('.money-display')].map((e) => e.textContent);
    for (const v of [u.npv.percentiles.p5, u.npv.percentiles.p50, u.npv.percentiles.p95, u.npv.mean, u.base.npv]) expect(shown).toContain(`≈ ${wan(v! * 7.2)}`);
  });

  it('gpuplan --table "What moves the IRR": the NPV columns also in the display currency', () => {
    const rows = sensitivityTornado(workedExample().scenario, {}).slice(0, 3);
    expect(rows.length).toBeGreaterThan(0);
    const out = formatSensitivity(rows, 'USD', 'en', { currency: 'EUR', rate: 0.5 });
    for (const e of rows) expect(out).toContain(`≈ ${euros(e.npvLow * 0.5)}`);
    expect(formatSensitivity(rows, 'USD', 'en')).not.toContain('≈');
  });
});

describe('compare table (page and comparison report) in the display currency', () => {
  it('a scenario with a display rate shows its money results also in that currency; one without does not', () => {
    const a = workedExample().scenario;
    const loaded = loadScenario({ ...workedExampleDoc(), name: 'in yuan', display: CNY });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const b = loaded.scenario;
    const results = [a, b].map((s) => evaluateScenario(s, { skipUncertainty: true }));
    const { container } = renderWithI18n(<CompareTables names={[a.name, b.name]} scenarios={[a, b]} results={results} lang="zh-CN" impacts={[]} />);
    const cells = container.querySelectorAll('tr[data-key="investment.npv"] td');
    expect(cells[0].querySelector('.compare-table__display')).toBeNull();
    expect(cells[1].querySelector('.compare-table__display')?.textContent).toBe(`≈ ${wan(results[1].investment!.npv * 7.2)}`);
    // Not on results that are not money (GPUs).
    expect(container.querySelector('tr[data-key="capacity.gpus"] .compare-table__display')).toBeNull();
  });
});

describe('comparison report cover', () => {
  it('states each scenario’s display rate and date; a scenario without one adds nothing', () => {
    const a = workedExample();
    const loaded = loadScenario({ ...workedExampleDoc(), name: 'in yuan', display: CNY });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const b = { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { skipUncertainty: true }), raw: {} };
    const { container } = renderWithI18n(<ComparisonReport items={[{ ...a, raw: {} }, b]} lang="en" date={new Date('2026-07-01T12:00:00Z')} version="9" impacts={[]} />);
    const rates = [...container.querySelectorAll('[data-meta="displayRate"]')];
    expect(rates).toHaveLength(1);
    expect(rates[0].textContent).toContain('in yuan');
    expect(rates[0].textContent).toContain('1 USD = 7.2 CNY');
    expect(rates[0].textContent).toContain('2026-06-30');
  });
});

describe('compare overlays in the display currency', () => {
  it('the cumulative overlay’s tooltip shows a scenario with a display rate also in that currency', () => {
    const a = workedExample();
    const loaded = loadScenario({ ...workedExampleDoc(), name: 'in euros', display: EUR });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const b = { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { skipUncertainty: true }) };
    const items = [
      { name: 'A', ...a, index: 0 },
      { name: 'B', ...b, index: 1 },
    ];
    const series = cumulativeOverlaySeries(items);
    expect(series[0].display).toBeNull();
    expect(series[1].display).toEqual(EUR);
    const prices = priceOverlaySeries(items);
    expect(prices.every((s, i) => (s.display === null) === (i < prices.length / 2))).toBe(true);
    renderWithI18n(<OverlayLineChart series={series} title="t" description="d" format={String} formatExact={(v) => `$${v.toFixed(2)}`} yLabel="y" lang="en" width={700} testId="ov" />);
    const g = overlayGeometry(series, 700, 260);
    fireEvent.mouseMove(screen.getByTestId('ov').querySelector('rect.chart-overlay')!, { clientX: g.x(24), clientY: 100 });
    const rows = [...screen.getByRole('tooltip').querySelectorAll('td')].map((td) => td.textContent ?? '');
    expect(rows[0]).not.toContain('≈');
    expect(rows[1]).toBe(`$${series[1].values[24]!.toFixed(2)} ≈ ${euros(series[1].values[24]! * 0.5)}`);
  });
});
