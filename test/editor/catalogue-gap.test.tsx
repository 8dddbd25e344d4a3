// @vitest-environment happy-dom
// Issue 33 point 4: a money field the catalogue could not fill (a CNY plan stating no USD rate) is
// flagged — under the field with the catalogue's USD figure and the rate it needs, and in the toolbar
// by its label — instead of a silent blank the engine reads as 0.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueGapFor, catalogueGaps } from '../../src/editor/catalogue-fill';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { addSection, type Doc } from '../../src/store/doc-edits';
import { createEditorStore } from '../../src/store/editor-store';
import { getIn, setIn } from '../../src/store/path';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function plan(display?: Doc): Doc {
  return {
    format: 'gpuplan/scenario', version: 4, name: 'CNY', currency: 'CNY', horizonMonths: 60,
    site: { contractedMW: 10, powerBasis: 'it', pue: 1.3, cooling: 'air' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2, gpuTDPW: 700 },
    ...(display ? { display } : {}),
  };
}
const INVESTMENT_GAPS = ['investment.powerPricePerKWh', 'investment.coloPerKWMonth', 'investment.capexPerGPU'];

describe('catalogue figures left empty for want of a USD rate', () => {
  it('knows which fields were left empty, and only while they are', () => {
    const bare = addSection(plan(), 'investment', 'P');
    expect(catalogueGaps(bare)).toEqual(INVESTMENT_GAPS);
    // The H100's all-in capex (50,000 USD) and the site default electricity (0.08 USD/kWh).
    expect(catalogueGapFor(bare, 'investment.capexPerGPU')).toEqual({ usd: 50_000, currency: 'CNY' });
    expect(catalogueGapFor(bare, 'investment.powerPricePerKWh')).toEqual({ usd: 0.08, currency: 'CNY' });
    // Typed by the user: no longer flagged.
    expect(catalogueGaps(setIn(bare, 'investment.capexPerGPU', 350_000))).toEqual(INVESTMENT_GAPS.slice(0, 2));
    // A stated USD rate converts instead; a USD plan takes the figures as they are; no section, no flag.
    expect(catalogueGaps(addSection(plan({ currency: 'USD', rate: 0.14 }), 'investment', 'P'))).toEqual([]);
    expect(catalogueGaps(addSection({ ...plan(), currency: 'USD' }, 'investment', 'P'))).toEqual([]);
    expect(catalogueGaps(plan())).toEqual([]);
    // Rent vs buy's prices too (on-demand 2.99 USD per GPU-hour).
    expect(catalogueGapFor(addSection(plan(), 'rentVsBuy', 'P'), 'rentVsBuy.onDemandPrice')).toEqual({ usd: 2.99, currency: 'CNY' });
  });

  it.each([
    ['en', /^Left empty: the catalogue’s 50,000 USD\/GPU needs a USD → CNY rate \(Money also in \(display currency\)\)$/, /^Left empty for want of a USD rate: Electricity price \(Investment\), Colocation \(Investment\), Capex per GPU \(Investment\)$/],
    ['zh-CN', /^留空：目录中的 50,000 USD\/张 GPU 需要 USD → CNY 汇率（金额同时显示为（显示币种））$/, /^因缺少 USD 汇率而留空：电价（投资）、托管费（投资）、每张 GPU 资本支出（投资）$/],
  ] as const)('flags them under the field and in the toolbar (%s)', (lang, fieldNote, toolbarNote) => {
    const store = createEditorStore({ journal: null });
    store.getState().open(sampleRecord({ doc: addSection(plan(), 'investment', 'P') }));
    render(<ScenarioEditor issues={[]} lang={lang} store={store} />);
    const notes = screen.getAllByTestId('catalogue-gap').map((n) => n.textContent ?? '');
    expect(notes).toHaveLength(3);
    expect(notes.find((t) => t.includes('50,000'))).toMatch(fieldNote);
    expect(screen.getByTestId('catalogue-gap-note').textContent).toMatch(toolbarNote);
  });
});

// The lists' prices too: a market generation's, a quote's and a demand-plan offer's price the
// catalogue could not fill are flagged like the section fields, naming the item.
describe('list prices left empty for want of a USD rate', () => {
  const lists = () => addSection(addSection(addSection(plan(), 'market', 'P'), 'quotes', 'Acme'), 'portfolio', 'P');
  const LIST_GAPS = [
    'market.generations[0].price', 'quotes[0].pricePerGPUHour',
    'portfolio.offers[0].pricePerGPUHour', 'portfolio.offers[1].pricePerGPUHour', 'portfolio.offers[2].pricePerGPUHour', 'portfolio.offers[3].pricePerGPUHour',
  ];

  it('flags the generation, the quote and each offer with the catalogue figure it lacks', () => {
    const doc = lists();
    expect(catalogueGaps(doc)).toEqual(LIST_GAPS);
    // The H100's catalogue prices: on demand 2.99, spot, 1-year and 3-year contracts (USD per GPU-hour).
    expect(catalogueGapFor(doc, 'market.generations[0].price')).toEqual({ usd: 2.99, currency: 'CNY' });
    expect(catalogueGapFor(doc, 'quotes[0].pricePerGPUHour')).toEqual({ usd: 2.99, currency: 'CNY' });
    const offers = getIn(doc, 'portfolio.offers') as Doc[];
    expect(offers.map((o) => [o.kind, o.termMonths])).toEqual([['onDemand', undefined], ['spot', undefined], ['commit', 12], ['commit', 36]]);
    expect(catalogueGapFor(doc, 'portfolio.offers[0].pricePerGPUHour')).toEqual({ usd: 2.99, currency: 'CNY' });
    // Typed: no longer flagged; a stated rate converts instead and leaves nothing to flag.
    expect(catalogueGaps(setIn(doc, 'quotes[0].pricePerGPUHour', 21))).toEqual(LIST_GAPS.filter((p) => !p.startsWith('quotes')));
    const rated = addSection(addSection(addSection(plan({ currency: 'USD', rate: 0.14 }), 'market', 'P'), 'quotes', 'Acme'), 'portfolio', 'P');
    expect(catalogueGaps(rated)).toEqual([]);
    expect(getIn(rated, 'quotes[0].pricePerGPUHour')).toBeCloseTo(2.99 / 0.14, 3);
  });

  it.each([
    ['en', /Launch price \(Market\), Quote 1 · Acme › Price per GPU-hour \(Quotes\), Demand plan · Offer 1 › Price per GPU-hour \(Demand plan\)/],
    ['zh-CN', /（市场）.*Acme › /],
  ] as const)('names them in the toolbar (%s)', (lang, toolbarNote) => {
    const store = createEditorStore({ journal: null });
    store.getState().open(sampleRecord({ doc: lists() }));
    render(<ScenarioEditor issues={[]} lang={lang} store={store} />);
    expect(screen.getByTestId('catalogue-gap-note').textContent).toMatch(toolbarNote);
    expect(screen.getAllByTestId('catalogue-gap').length).toBeGreaterThanOrEqual(2);
  });
});
