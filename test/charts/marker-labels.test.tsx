// @vitest-environment happy-dom
// Marker labels of the price projection (parity) and cash flow (payback) charts: no two labels
// overlap and every label stays inside the chart, for the worked example and the templates.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { projectPrices } from '../../models/market';
import type { MarketInput } from '../../models/scenario';
import { cashFlowGeometry, paybackLabels } from '../../src/charts/cash-flow-geometry';
import { CashFlowChart } from '../../src/charts/cash-flow-chart';
import { estimateTextWidth, placeMarkerLabels, type MarkerLabel } from '../../src/charts/layout';
import { parityLabels, priceGeometry } from '../../src/charts/price-projection-geometry';
import { PriceProjectionChart } from '../../src/charts/price-projection-chart';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Language } from '../../src/i18n/languages';
import { findTemplate, instantiateTemplate } from '../../src/scenarios/templates';
import { renderWithI18n } from '../results/render-i18n';
import { evaluateDocument, workedExample } from '../results/worked-example';

afterEach(cleanup);

const H = 260;
const WIDTHS = [320, 480, 700, 1100];
const LANGS: Language[] = ['en', 'zh-CN'];
const i18n = createI18n({ storage: null, osLanguages: ['en-US'], document: null });
const tr = (lang: Language, key: string, opts: Record<string, unknown>) => (i18n.getFixedT(lang) as unknown as (k: string, o: Record<string, unknown>) => string)(key, opts);

function cases() {
  return [
    { name: 'worked example', ...workedExample() },
    ...(['100mw-campus', 'h100-vs-b200'] as const).map((id) => ({ name: id, ...evaluateDocument(instantiateTemplate(findTemplate(id)!, 'en')) })),
  ];
}

function overlap(a: MarkerLabel, b: MarkerLabel): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function expectInsideAndApart(labels: MarkerLabel[], width: number) {
  for (const l of labels) {
    expect(l.left).toBeGreaterThanOrEqual(0);
    expect(l.right).toBeLessThanOrEqual(width);
    expect(l.right - l.left).toBeGreaterThan(0);
  }
  for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) expect(overlap(labels[i], labels[j])).toBe(false);
}

describe('placeMarkerLabels', () => {
  const bounds = { left: 72, right: 682, top: 24 };

  it('puts a label right of its line when it fits and left of it near the right edge', () => {
    const [a, b] = placeMarkerLabels(
      [
        { x: 100, text: 'month 12' },
        { x: 680, text: 'project: month 60' },
      ],
      bounds,
    );
    expect(a).toMatchObject({ anchor: 'start', x: 104, y: 35 });
    expect(b.anchor).toBe('end');
    expect(b.x).toBe(676);
    expect(b.right).toBe(676);
    expect(b.left).toBeCloseTo(676 - estimateTextWidth('project: month 60') * 1.08, 9);
  });

  it('moves a label that would cover the previous one to the next row', () => {
    const [a, b, c] = placeMarkerLabels(
      [
        { x: 200, text: 'parity from month 12' },
        { x: 215, text: 'parity from month 14' },
        { x: 600, text: 'parity from month 40' },
      ],
      bounds,
    );
    expect(a.y).toBe(35);
    expect(b.y).toBe(49);
    expect(c.y).toBe(35);
    expectInsideAndApart([a, b, c], 700);
  });

  it('clamps a label wider than the room on either side of its line', () => {
    const [l] = placeMarkerLabels([{ x: 200, text: 'x'.repeat(60) }], { left: 72, right: 300, top: 24 });
    expect(l.left).toBe(72);
  });
});

describe('parity labels', () => {
  it('do not overlap and stay inside the chart for the worked example and the templates (en, zh-CN)', () => {
    let checked = 0;
    for (const { scenario, result } of cases()) {
      for (const lang of LANGS) {
        for (const width of WIDTHS) {
          const g = priceGeometry(result.prices!, scenario.market!, width, H);
          const labels = parityLabels(g, (p) => tr(lang, 'results.prices.parityFrom', { month: p.fromMonth }));
          expect(labels).toHaveLength(g.parity.length);
          expectInsideAndApart(labels, width);
          checked += labels.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('two parity rules two months apart print their labels on two rows', () => {
    const { scenario } = workedExample();
    const base = scenario.market!;
    const market: MarketInput = {
      ...base,
      generations: [...base.generations, { id: 'rubin', label: 'R100', price: 5, annualDecline: 0.18, floor: 2, availableMonth: 14 }],
      parity: [base.parity[0], { ...base.parity[0], older: 'blackwell', newer: 'rubin', fromMonth: 14 }],
    };
    const prices = projectPrices(market, 60);
    const g = priceGeometry(prices, market, 700, H);
    expect(g.parity.map((p) => p.fromMonth)).toEqual([12, 14]);
    for (const lang of LANGS) {
      const labels = parityLabels(g, (p) => tr(lang, 'results.prices.parityFrom', { month: p.fromMonth }));
      // Placed the old way (x + 4 on one row) the two labels would have overlapped.
      expect(g.parity[1].x - g.parity[0].x).toBeLessThan(labels[0].right - labels[0].left);
      expect(labels[0].y).not.toBe(labels[1].y);
      expectInsideAndApart(labels, 700);
    }
    renderWithI18n(<PriceProjectionChart prices={prices} market={market} currency="USD" lang="en" width={700} />);
    const texts = [...screen.getAllByTestId('parity-marker')].map((m) => m.querySelector('text')!);
    expect(texts.map((t) => t.textContent)).toEqual(['parity from month 12', 'parity from month 14']);
    expect(texts[0].getAttribute('y')).not.toBe(texts[1].getAttribute('y'));
  });
});

describe('payback labels', () => {
  it('do not overlap and stay inside the chart for the worked example and the templates (en, zh-CN)', () => {
    // None of the three pays back within its horizon as evaluated, so the marker months are set
    // over the whole range, close together and at the edges, on each case's own flows.
    const PAIRS: [number | null, number | null][] = [[null, null], [0, 1], [12, 13], [30, 31], [31, 30], [59, 60], [60, 59], [60, 60], [60, null], [null, 60]];
    let checked = 0;
    for (const { result } of cases()) {
      const inv = result.investment!;
      const H0 = inv.cashflows.length - 1;
      expect(H0).toBeGreaterThanOrEqual(60);
      for (const [e0, p0] of [[inv.paybackMonth, inv.projectPaybackMonth ?? null] as [number | null, number | null], ...PAIRS]) {
        const e = e0 === null ? null : Math.min(e0, H0);
        const p = p0 === null ? null : Math.min(p0, H0);
        const project = { cashflows: inv.projectCashflows ?? inv.cashflows, paybackMonth: p };
        for (const lang of LANGS) {
          for (const width of WIDTHS) {
            const g = cashFlowGeometry(inv.cashflows, e, width, H, undefined, project);
            const { equity, project: proj } = paybackLabels(g, {
              equity: tr(lang, 'results.headline.paybackValue', { month: e }),
              project: tr(lang, 'results.cashFlow.projectPaybackValue', { month: p }),
            });
            expect(equity === null).toBe(e === null);
            expect(proj === null).toBe(p === null);
            const labels = [equity, proj].filter((l) => l !== null);
            expectInsideAndApart(labels, width);
            checked += labels.length;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a project payback in the last month keeps "project: month 60" inside the right edge', () => {
    const { result } = workedExample();
    const inv = result.investment!;
    const project = { cashflows: inv.cashflows, paybackMonth: 60 };
    const g = cashFlowGeometry(inv.cashflows, inv.paybackMonth, 700, H, undefined, project);
    const { project: label } = paybackLabels(g, { equity: 'month 1', project: 'project: month 60' });
    // Drawn right of the line (the old x + 4) it would run past the chart's edge.
    expect(g.projectPaybackX! + 4 + estimateTextWidth('project: month 60')).toBeGreaterThan(700 - 18);
    expect(label).toMatchObject({ anchor: 'end', x: g.projectPaybackX! - 4 });
    expect(label!.right).toBeLessThanOrEqual(g.box.right);
    renderWithI18n(<CashFlowChart cashflows={inv.cashflows} paybackMonth={inv.paybackMonth} project={project} currency="USD" lang="en" width={700} />);
    const text = screen.getByTestId('project-payback-marker').querySelector('text')!;
    expect(text.textContent).toBe('project: month 60');
    expect(text.getAttribute('text-anchor')).toBe('end');
    expect(Number(text.getAttribute('x'))).toBeCloseTo(g.projectPaybackX! - 4, 6);
  });
});
