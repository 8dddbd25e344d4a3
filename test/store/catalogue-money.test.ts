// Issue 33 point 4: catalogue amounts are USD. In a plan of another currency every fill path
// converts them at the plan's stated rate (its display currency USD), or leaves them out — never
// relabels them.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueCapex } from '../../models/catalogue';
import { addCatalogueGeneration, catalogueSourceFor, rentVsBuyPriceFill } from '../../src/editor/catalogue-fill';
import { switchPlanToModel } from '../../src/editor/model-change';
import { fromCatalogue, planMoney, setPlanCurrency } from '../../src/store/catalogue-money';
import { addQuote, addSection, type Doc } from '../../src/store/doc-edits';
import { newPortfolio } from '../../src/store/portfolio-edits';

const H100 = CATALOGUE.gpus['H100-SXM'];
const B200 = CATALOGUE.gpus.B200;
const RATE = 0.14; // USD per CNY, as the plan states it
const cny = (usd: number) => Number((usd / RATE).toPrecision(6));

function plan(display?: Doc): Doc {
  return {
    format: 'gpuplan/scenario', version: 3, name: 'CNY', currency: 'CNY', horizonMonths: 60,
    site: { contractedMW: 10, powerBasis: 'it', pue: 1.3, cooling: 'air' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2, gpuTDPW: 700 },
    ...(display ? { display } : {}),
  };
}
const stated = () => plan({ currency: 'USD', rate: RATE, asOf: '2026-11-30', source: 'bank' });

describe('catalogue money in a CNY plan', () => {
  it('converts at the stated USD rate and leaves amounts out without one', () => {
    expect(planMoney(stated())).toEqual({ currency: 'CNY', perUSD: 1 / RATE, statedRate: RATE });
    expect(fromCatalogue(stated(), 2.49)).toBe(17.7857);
    expect(fromCatalogue(plan(), 2.49)).toBeUndefined();
    expect(fromCatalogue(plan({ currency: 'EUR', rate: 0.13 }), 2.49)).toBeUndefined(); // no USD rate stated
    expect(fromCatalogue({ currency: 'USD' }, 2.49)).toBe(2.49);
  });

  it('a new investment, rent vs buy, market, quote and demand plan take converted figures', () => {
    const s = CATALOGUE.site;
    const inv = addSection(stated(), 'investment', 'P') as Doc;
    expect(inv.investment).toMatchObject({ powerPricePerKWh: cny(s.powerPricePerKWh.value), coloPerKWMonth: cny(s.coloPerKWMonth.value), capexPerGPU: cny(catalogueCapex(H100)!.value) });
    const rvb = (addSection(stated(), 'rentVsBuy', 'P') as Doc).rentVsBuy as Doc;
    expect(rvb.onDemandPrice).toBe(cny(H100.prices.onDemand.value!));
    expect(rvb.reservedPrice).toBe(cny(H100.prices.contract1y.value!));
    const market = (addSection(stated(), 'market', 'P') as Doc).market as Doc;
    expect((market.generations as Doc[])[0].price).toBe(cny(H100.prices.onDemand.value!));
    const quote = ((addQuote(stated(), 'P') as Doc).quotes as Doc[])[0];
    expect(quote.pricePerGPUHour).toBe(cny(H100.prices.onDemand.value!));
    const offers = newPortfolio(stated(), H100).offers as Doc[];
    expect(offers[0].pricePerGPUHour).toBe(cny(H100.prices.onDemand.value!));
    // Without a stated rate nothing is relabelled: the amounts are left for the user (the loader names them).
    const bare = addSection(plan(), 'investment', 'P') as Doc;
    expect(bare.investment).toEqual({ utilization: 0.85 }); // no money: only the placeholder utilization
    expect(((addQuote(plan(), 'P') as Doc).quotes as Doc[])[0].pricePerGPUHour).toBeUndefined();
    expect(rentVsBuyPriceFill(H100, plan())).toEqual([]);
  });

  it('switching the plan to B200 converts its capex, contract price and prices', () => {
    const doc = { ...stated(), investment: { capexPerGPU: 1, contractPrice: 1, generation: 'h' }, market: { generations: [{ id: 'h', label: 'H100', price: 1, annualDecline: 0.2 }] }, rentVsBuy: { onDemandPrice: 1 } };
    const { doc: out } = switchPlanToModel(doc, B200, 'H100-SXM');
    expect((out.investment as Doc).capexPerGPU).toBe(cny(catalogueCapex(B200)!.value));
    expect((out.investment as Doc).contractPrice).toBe(cny(B200.prices.contract1y.value!));
    expect((out.rentVsBuy as Doc).onDemandPrice).toBe(cny(B200.prices.onDemand.value!));
    const gens = (out.market as Doc).generations as Doc[];
    expect(gens[gens.length - 1].price).toBe(cny(B200.prices.onDemand.value!));
    expect((addCatalogueGeneration(plan(), B200).market as Doc).generations).toEqual([{ id: 'b200', label: B200.label }]);
  });

  it('switching a USD plan shown in CNY to CNY turns the display round, so the stated rate still holds', () => {
    const doc = { ...stated(), currency: 'USD', display: { currency: 'CNY', rate: 7.2, asOf: '2026-11-30' } };
    const out = setPlanCurrency(doc, 'cny');
    expect(out.currency).toBe('CNY');
    expect(out.display).toEqual({ currency: 'USD', rate: 1 / 7.2, asOf: '2026-11-30' });
    expect(fromCatalogue(out, 3.6)).toBe(25.92);
    expect(setPlanCurrency({ currency: 'USD' }, 'EUR')).toEqual({ currency: 'EUR' });
  });

  it('the field’s caption says the catalogue figure was converted, and names the USD amount and the rate', () => {
    const doc = addSection(stated(), 'investment', 'P') as Doc;
    const a = catalogueSourceFor(doc, 'investment.capexPerGPU');
    expect(a?.converted).toEqual({ usd: catalogueCapex(H100)!.value, rate: RATE, currency: 'CNY' });
    expect(catalogueSourceFor(doc, 'investment.capexPerGPU')).toBe(a); // one object per figure and rate (a store selector)
    // The USD figure typed into the CNY plan is not the catalogue's figure.
    expect(catalogueSourceFor({ ...doc, investment: { capexPerGPU: catalogueCapex(H100)!.value } }, 'investment.capexPerGPU')).toBeUndefined();
  });
});
