// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { projectPrices } from '../../models/market';
import type { MarketInput } from '../../models/scenario';
import { CapacityWaterfall } from '../../src/charts/capacity-waterfall';
import { investmentUnusedShare, UNUSED_NOTE_SHARE, unusedShare, waterfallGeometry } from '../../src/charts/capacity-waterfall-geometry';
import { CashFlowChart } from '../../src/charts/cash-flow-chart';
import { cashFlowGeometry } from '../../src/charts/cash-flow-geometry';
import { PriceProjectionChart } from '../../src/charts/price-projection-chart';
import { priceGeometry } from '../../src/charts/price-projection-geometry';
import { RentVsBuyChart } from '../../src/charts/rent-vs-buy-chart';
import { cheapestBands, rentVsBuyGeometry } from '../../src/charts/rent-vs-buy-geometry';
import { computeCapacity } from '../../models/capacity';
import { estimateTextWidth } from '../../src/charts/layout';
import { findTemplate, instantiateTemplate } from '../../src/scenarios/templates';
import { renderWithI18n } from '../results/render-i18n';
import { evaluateDocument, workedExample, workedExampleDoc } from '../results/worked-example';

afterEach(cleanup);

const W = 700;
const H = 260;
const { scenario, result } = workedExample();

/** Last "x,y" pair of an SVG path. */
function lastPoint(d: string): [number, number] {
  const m = /([-\d.e]+),([-\d.e]+)$/.exec(d);
  if (!m) throw new Error(`no point in ${d}`);
  return [Number(m[1]), Number(m[2])];
}
function firstPoint(d: string): [number, number] {
  const m = /^M([-\d.e]+),([-\d.e]+)/.exec(d);
  if (!m) throw new Error(`no point in ${d}`);
  return [Number(m[1]), Number(m[2])];
}

describe('cash flow chart', () => {
  const cf = result.investment!.cashflows;
  const total = cf.reduce((s, x) => s + x, 0);

  it('has H+1 bars (month 0 the outlay) and a cumulative line ending at Σ CF', () => {
    const g = cashFlowGeometry(cf, null, W, H);
    expect(g.bars).toHaveLength(61);
    expect(g.bars[0]).toMatchObject({ month: 0, value: -8704000, positive: false });
    expect(g.bars[60].positive).toBe(true);
    expect(g.points[60].value).toBeCloseTo(total, 6);
    // d3 writes path coordinates to 3 decimals.
    const [x, y] = lastPoint(g.cumulativePath);
    expect(x).toBeCloseTo(g.x(60), 2);
    expect(y).toBeCloseTo(g.y(total), 2);
    // The bar of month m spans from 0 to CF_m on the shared money axis.
    const b = g.bars[1];
    expect(b.y + b.height).toBeCloseTo(g.y(0), 9);
    expect(b.y).toBeCloseTo(g.y(cf[1]), 9);
  });

  it('renders the bars, the cumulative path and no payback marker when there is no payback', () => {
    renderWithI18n(<CashFlowChart cashflows={cf} paybackMonth={null} currency="USD" lang="en" width={W} />);
    const figure = screen.getByTestId('cash-flow-chart');
    expect(figure.querySelectorAll('rect.chart-bar')).toHaveLength(61);
    expect(figure.querySelectorAll('rect.chart-bar--neg').length).toBe(cf.filter((v) => v < 0).length);
    expect(screen.queryByTestId('payback-marker')).toBeNull();
    const svg = screen.getByRole('img', { name: 'Monthly cash flow and cumulative position' });
    // Σ CF over months 0..60 (undiscounted; the NPV is -$4,512,279.92).
    expect(total).toBeCloseTo(-3697354.2, 1);
    expect(svg.querySelector('desc')?.textContent).toContain('cumulative at the end: -$3,697,354.20');
    expect(svg.querySelector('desc')?.textContent).toContain('month 0 (capital outlay net of debt): -$8,704,000.00');
    expect(svg.querySelector('desc')?.textContent).toContain('not within the horizon');
  });

  it('marks the payback month when there is one', () => {
    const flows = [-100, 30, 30, 50, 10];
    const g = cashFlowGeometry(flows, 3, W, H);
    renderWithI18n(<CashFlowChart cashflows={flows} paybackMonth={3} currency="USD" lang="en" width={W} />);
    const marker = screen.getByTestId('payback-marker');
    expect(Number(marker.querySelector('line')?.getAttribute('x1'))).toBeCloseTo(g.x(3), 9);
    expect(marker.textContent).toBe('month 3');
    expect(screen.getByTestId('cash-flow-chart').querySelectorAll('rect.chart-bar')).toHaveLength(5);
  });

  it('shows the exact month figures in a tooltip on hover', () => {
    const g = cashFlowGeometry(cf, null, W, H);
    renderWithI18n(<CashFlowChart cashflows={cf} paybackMonth={null} currency="USD" lang="en" width={W} />);
    const overlay = screen.getByTestId('cash-flow-chart').querySelector('rect.chart-overlay')!;
    fireEvent.mouseMove(overlay, { clientX: g.x(12), clientY: 100 });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('Month 12');
    expect(tip.textContent).toContain('$176,061.28');
    fireEvent.mouseLeave(overlay);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('rent vs buy chart', () => {
  const rvb = result.rentVsBuy!;

  it('puts the break-even markers at the engine’s hours (on demand at 4,641.12 h with rent-vs-buy’s monthly annuity) on the x scale', () => {
    const g = rentVsBuyGeometry(rvb, W, H);
    const onDemand = g.markers.find((m) => m.mode === 'onDemand')!;
    expect(onDemand.hours).toBeCloseTo(4641.123585034078, 9);
    expect(onDemand.x).toBeCloseTo(g.box.left + (4641.123585034078 / 8760) * (g.box.right - g.box.left), 9);
    // Where the lines meet, on demand costs what buying costs: 2.49 × U.
    expect(onDemand.y).toBeCloseTo(g.y(2.49 * 4641.123585034078), 9);
    expect(g.markers.map((m) => m.mode)).toEqual(['onDemand', 'spot']);
    expect(g.usage.x).toBeCloseTo(g.x(2000), 9);
  });

  it('shades spot as cheapest up to its break-even with buying, then buy', () => {
    const bands = cheapestBands(rvb);
    expect(bands.map((b) => b.mode)).toEqual(['spot', 'buy']);
    expect(bands[0].from).toBe(0);
    expect(bands[0].to).toBeCloseTo(rvb.breakEvenHours.spot!, 9);
    expect(bands[1].to).toBe(8760);
  });

  it('renders one line per mode, the two markers, the bands and the user’s hours', () => {
    const g = rentVsBuyGeometry(rvb, W, H);
    renderWithI18n(<RentVsBuyChart rentVsBuy={rvb} currency="USD" lang="en" width={W} />);
    const figure = screen.getByTestId('rent-vs-buy-chart');
    expect(figure.querySelectorAll('path.rvb__line')).toHaveLength(4);
    const markers = screen.getAllByTestId('break-even-marker');
    expect(markers.map((m) => m.getAttribute('data-mode'))).toEqual(['onDemand', 'spot']);
    expect(Number(markers[0].querySelector('circle')?.getAttribute('cx'))).toBeCloseTo(g.x(4641.123585034078), 9);
    expect([...figure.querySelectorAll('rect.rvb__band')].map((b) => b.getAttribute('data-mode'))).toEqual(['spot', 'buy']);
    expect(screen.getByTestId('usage-marker').textContent).toBe('your 2,000 h');
    // The buy line starts at its fixed annual cost and ends at fixed + 8,760 × per-hour cost.
    const buy = figure.querySelector('path[data-mode="buy"]')!.getAttribute('d')!;
    expect(firstPoint(buy)[1]).toBeCloseTo(g.y(rvb.lines.buy!.fixed), 6);
    expect(lastPoint(buy)[1]).toBeCloseTo(g.y(rvb.lines.buy!.fixed + 8760 * rvb.lines.buy!.perHour), 6);
  });
});

describe('price projection chart', () => {
  it('draws the uncapped older curve dashed from the parity month when the rule caps it', () => {
    const g = priceGeometry(result.prices!, scenario.market!, W, H);
    expect(g.parity).toHaveLength(1);
    expect(g.parity[0]).toMatchObject({ older: 'hopper', newer: 'blackwell', fromMonth: 12, firstCappedMonth: 12 });
    // Uncapped H100 at month 12: 2.10 × 0.8 = 1.68; capped: B200 3.4 × 0.82^0.5 × 0.44.
    expect(g.parity[0].uncapped[12]).toBeCloseTo(1.68, 12);
    expect(result.prices!.series.hopper[12]).toBeCloseTo(3.4 * Math.sqrt(0.82) * 0.44, 12);
    expect(g.parity[0].uncapped[11]).toBeNull();
    expect(firstPoint(g.parity[0].path)[0]).toBeCloseTo(g.x(12), 2);
    renderWithI18n(<PriceProjectionChart prices={result.prices!} market={scenario.market!} currency="USD" lang="en" width={W} />);
    const figure = screen.getByTestId('price-projection-chart');
    expect(figure.querySelectorAll('path.price__uncapped')).toHaveLength(1);
    expect(screen.getByTestId('parity-marker').textContent).toBe('parity from month 12');
    expect(screen.getByText('H100 SXM without parity cap')).toBeTruthy();
  });

  it('draws no dashed curve when the parity rule never lowers the older price', () => {
    const market: MarketInput = { ...scenario.market!, parity: [{ ...scenario.market!.parity[0], relativeCost: 1 }] };
    const prices = projectPrices(market, 60);
    expect(priceGeometry(prices, market, W, H).parity).toHaveLength(0);
    renderWithI18n(<PriceProjectionChart prices={prices} market={market} currency="USD" lang="en" width={W} />);
    expect(screen.getByTestId('price-projection-chart').querySelectorAll('path.price__uncapped')).toHaveLength(0);
    expect(screen.queryByTestId('parity-marker')).toBeNull();
  });

  it('leaves a gap before a generation is available (B200 starts at month 6)', () => {
    const g = priceGeometry(result.prices!, scenario.market!, W, H);
    const b200 = g.series.find((s) => s.id === 'blackwell')!;
    expect(b200.label).toBe('B200');
    const [x0, y0] = firstPoint(b200.path);
    expect(x0).toBeCloseTo(g.x(6), 2);
    expect(y0).toBeCloseTo(g.y(3.4), 2);
    expect((b200.path.match(/M/g) ?? []).length).toBe(1);
  });
});

describe('capacity waterfall', () => {
  const c = result.capacity!;

  it('steps from contracted power through PUE, reserve, stranded power and the network/storage load to the nodes and GPUs', () => {
    expect(scenario.site!.overheadFraction).toBe(0.1);
    const g = waterfallGeometry({ contractedMW: 100, powerBasis: 'facility', overheadFraction: 0.1, capacity: c }, W, H);
    expect(g.unit).toBe('MW');
    expect(g.steps.map((s) => s.key)).toEqual(['contracted', 'pueLoss', 'it', 'reserve', 'usable', 'stranded', 'overhead', 'nodes', 'gpus']);
    const by = Object.fromEntries(g.steps.map((s) => [s.key, s]));
    expect(by.pueLoss.value).toBeCloseTo(100000 - 100000 / 1.35, 9);
    expect(by.reserve.value).toBeCloseTo(c.itKW * 0.05, 9);
    expect(by.stranded.value).toBe(c.strandedKW);
    // 6,271 nodes of 10.2 kW each, plus 10 % for network and storage.
    expect(c.nodes).toBe(6271);
    expect(by.overhead.value).toBeCloseTo(6271 * 10.2 * 0.1, 6);
    expect(by.overhead).toMatchObject({ kind: 'loss' });
    expect(by.overhead.fromKW).toBeCloseTo(c.itKWUsed, 9);
    expect(by.nodes.value).toBeCloseTo(6271 * 10.2, 6);
    expect(by.nodes.fromKW).toBeCloseTo(by.overhead.toKW, 9);
    expect(by.gpus.value).toBe(50168);
    // Heights follow the values; the GPU axis maps the nodes' own draw to exactly the GPU count.
    expect(by.it.y).toBeCloseTo(g.y(c.itKW / 1000), 9);
    expect(by.nodes.y).toBeCloseTo(g.y((6271 * 10.2) / 1000), 9);
    expect(g.yGPU(50168)).toBeCloseTo(g.y((6271 * 10.2) / 1000), 9);
    expect(unusedShare(c)).toBeCloseTo(c.strandedKW / c.itKW, 12);
    expect(unusedShare(c)).toBeLessThan(UNUSED_NOTE_SHARE);
  });

  it('shows the 7.5 % network and storage load of the 100 MW campus template as its own step', () => {
    const { scenario: s, result: r } = evaluateDocument(instantiateTemplate(findTemplate('100mw-campus')!, 'en'));
    const cap = r.capacity!;
    const g = waterfallGeometry({ contractedMW: s.site!.contractedMW, powerBasis: s.site!.powerBasis, overheadFraction: s.site!.overheadFraction, capacity: cap }, W, H);
    const by = Object.fromEntries(g.steps.map((x) => [x.key, x]));
    expect(s.site!.overheadFraction).toBe(0.075);
    expect(by.overhead.value).toBeCloseTo(cap.nodes * s.node.nodeKW * 0.075, 6);
    expect(by.nodes.value + by.overhead.value).toBeCloseTo(cap.itKWUsed, 6);
    renderWithI18n(<CapacityWaterfall contractedMW={100} powerBasis="facility" overheadFraction={0.075} capacity={cap} lang="en" width={W} />);
    const figure = screen.getByTestId('capacity-waterfall');
    expect(figure.querySelector('[data-step="overhead"]')!.textContent).toContain('Overhead');
    // The step names under the bars (centred on each band) do not run into each other at 700 px.
    const labels = [...figure.querySelectorAll('text.waterfall__label')].map((t) => ({ x: Number(t.getAttribute('x')), w: estimateTextWidth(t.textContent ?? '') }));
    expect(labels).toHaveLength(9);
    for (let i = 1; i < labels.length; i++) expect(labels[i].x - labels[i].w / 2).toBeGreaterThan(labels[i - 1].x + labels[i - 1].w / 2);
    expect(screen.getByRole('img').querySelector('desc')!.textContent).toContain('network and storage load (7.5 % on top of');
    expect(figure.querySelector('.chart__note')).toBeNull();
  });

  it('skips the PUE step for an IT-basis site, the reserve step without reserve and the overhead step without overhead', () => {
    const doc = workedExampleDoc();
    Object.assign(doc.site as Record<string, unknown>, { powerBasis: 'it', reserveFraction: 0, contractedMW: 0.5 });
    const { scenario: s } = evaluateDocument(doc);
    const cap = computeCapacity(s.site!, s.node);
    const g = waterfallGeometry({ contractedMW: 0.5, powerBasis: 'it', overheadFraction: 0, capacity: cap }, W, H);
    expect(g.unit).toBe('kW');
    expect(g.steps.map((x) => x.key)).toEqual(['contracted', 'stranded', 'nodes', 'gpus']);
    expect(cap.gpus).toBe(8 * Math.floor(500 / 11.22));
    const g2 = waterfallGeometry({ contractedMW: 0.5, powerBasis: 'it', overheadFraction: 0.1, capacity: cap }, W, H);
    expect(g2.steps.map((x) => x.key)).toEqual(['contracted', 'stranded', 'overhead', 'nodes', 'gpus']);
  });

  it('says in words how much of the contracted power is unused when it is more than 10 %', () => {
    // 20 kW on an IT basis without reserve: one node of 11.22 kW, 8.78 kW (43.9 %) unused.
    const doc = workedExampleDoc();
    Object.assign(doc.site as Record<string, unknown>, { powerBasis: 'it', reserveFraction: 0, contractedMW: 0.02, targetGPUs: 8 });
    const { scenario: s } = evaluateDocument(doc);
    const cap = computeCapacity(s.site!, s.node);
    expect(cap.nodes).toBe(1);
    expect(unusedShare(cap)).toBeCloseTo((20 - 11.22) / 20, 12);
    renderWithI18n(<CapacityWaterfall contractedMW={0.02} powerBasis="it" overheadFraction={0.1} capacity={cap} lang="en" width={W} />);
    const note = screen.getByTestId('capacity-waterfall').querySelector('.chart__note')!;
    expect(note.textContent).toBe('44 % of the contracted power is unused: 8.78 kW of usable power runs no node, too little for one more node (11.22 kW with its network and storage load).');
    expect(screen.getByRole('img').querySelector('desc')!.textContent).toContain('44 % of the contracted power is unused');
    cleanup();
    // On a facility basis the share is the same of the facility power: PUE scales both alike.
    Object.assign(doc.site as Record<string, unknown>, { powerBasis: 'facility', pue: 1.35, contractedMW: 0.027 });
    const f = computeCapacity(evaluateDocument(doc).scenario.site!, s.node);
    expect(f.nodes).toBe(1);
    expect(unusedShare(f)).toBeCloseTo((27 - 11.22 * 1.35) / 27, 12);
    renderWithI18n(<CapacityWaterfall contractedMW={0.027} powerBasis="facility" overheadFraction={0.1} capacity={f} lang="zh-CN" width={W} />);
    expect(screen.getByTestId('capacity-waterfall').querySelector('.chart__note')!.textContent).toMatch(/^签约功率中有 44% 未被使用：/);
  });

  it('says how much of the contracted power the investment leaves unused when it buys fewer GPUs than the site powers (issue 26)', () => {
    // 2,048 B200 on a 20 MW facility site (PUE 1.35, 5 % reserve, 7.5 % network and storage load).
    const doc = instantiateTemplate(findTemplate('100mw-campus')!, 'en') as Record<string, any>;
    doc.node = { gpuModel: 'B200', gpusPerNode: 8, nodeKW: 14.3, gpuTDPW: 1000 };
    doc.site.contractedMW = 20;
    doc.site.cooling = 'liquid';
    doc.investment.gpus = 2048;
    const { scenario: s, result: r } = evaluateDocument(doc);
    const cap = r.capacity!;
    expect(r.investment!.gpus).toBe(2048);
    expect(cap.gpus).toBe(7_320); // 14,074 kW usable / 15.37 kW per node → 915 nodes
    const itKW = 20_000 / 1.35;
    const drawKW = (2048 * 14.3 * 1.075) / 8; // 3,935 kW of IT load with the network and storage load
    const share = 1 - drawKW / itKW;
    expect(investmentUnusedShare(cap, 2048)).toBeCloseTo(share, 12);
    expect(share).toBeCloseTo(0.7344, 4);
    renderWithI18n(<CapacityWaterfall contractedMW={20} powerBasis="facility" overheadFraction={s.site!.overheadFraction} capacity={cap} investmentGPUs={2048} lang="en" width={W} />);
    const note = screen.getByTestId('capacity-waterfall').querySelector('.chart__note')!;
    expect(note.textContent).toBe('73 % of the contracted power sits unused (14.69 MW of 20 MW): the investment buys 2,048 GPUs, the site can power 7,320 GPUs.');
    expect(screen.getByRole('img').querySelector('desc')!.textContent).toContain('73 % of the contracted power sits unused');
    cleanup();
    renderWithI18n(<CapacityWaterfall contractedMW={20} powerBasis="facility" overheadFraction={s.site!.overheadFraction} capacity={cap} investmentGPUs={2048} lang="zh-CN" width={W} />);
    expect(screen.getByTestId('capacity-waterfall').querySelector('.chart__note')!.textContent).toBe('签约功率中有 73% 闲置（20 MW 中的 14.69 MW）：投资购买 2,048 张 GPU，而站点可支撑 7,320 张 GPU。');
    cleanup();
    // An investment that fills the site, or none at all: only the stranded-power note (here none: 20 MW is not small).
    expect(investmentUnusedShare(cap, cap.gpus)).toBeNull();
    expect(investmentUnusedShare(cap, undefined)).toBeNull();
    renderWithI18n(<CapacityWaterfall contractedMW={20} powerBasis="facility" overheadFraction={s.site!.overheadFraction} capacity={cap} investmentGPUs={cap.gpus} lang="en" width={W} />);
    expect(screen.getByTestId('capacity-waterfall').querySelector('.chart__note')).toBeNull();
    cleanup();
    // A few GPUs short of the site stay under the 10 % threshold: no note.
    expect(investmentUnusedShare(cap, cap.gpus - 8)!).toBeLessThan(UNUSED_NOTE_SHARE);
    renderWithI18n(<CapacityWaterfall contractedMW={20} powerBasis="facility" overheadFraction={s.site!.overheadFraction} capacity={cap} investmentGPUs={cap.gpus - 8} lang="en" width={W} />);
    expect(screen.getByTestId('capacity-waterfall').querySelector('.chart__note')).toBeNull();
  });

  it('renders labelled steps with the GPU count and an accessible description', () => {
    renderWithI18n(<CapacityWaterfall contractedMW={100} powerBasis="facility" overheadFraction={0.1} capacity={c} lang="zh-CN" width={W} />);
    const figure = screen.getByTestId('capacity-waterfall');
    const gpuStep = figure.querySelector('[data-step="gpus"]')!;
    expect(gpuStep.textContent).toContain('50,168');
    expect(figure.querySelector('[data-step="stranded"]')!.textContent).toContain('−9.75 kW');
    const svg = screen.getByRole('img', { name: '从签约功率到 GPU' });
    expect(svg.querySelector('desc')!.textContent).toContain('6,271 个节点、50,168 张 GPU');
  });
});
