// The demand plan's document edits (docs/model.md › Demand plan): a new plan, presets, kinds, offers from rent vs
// buy and from the quotes. Values are checked against the worked example and the engine's own
// offersFromRentVsBuy, and every document they produce is read by the loader.
import { runScenario } from '../../models/run';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../models/catalogue';
import { offersFromRentVsBuy } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';
import { addSection, newSection } from '../../src/store/doc-edits';
import { setIn } from '../../src/store/path';
import {
  addDemandStep,
  addProfileBlock,
  addQuoteOffers,
  duplicateOffer,
  fillOffersFromRentVsBuy,
  scenarioGpus,
  localizeOfferNames,
  PROFILE_PRESETS,
  profileAverageLoad,
  profileShareSum,
  quoteOffers,
  quoteStartMonth,
  removeOffer,
  setOfferKind,
  setProfilePreset,
  WEEKS_PER_MONTH,
} from '../../src/store/portfolio-edits';
import { sampleDoc as eurDoc } from './fixtures';

/** The sample in USD, the catalogue's currency (issue 33: a EUR plan without a stated USD rate gets no catalogue amounts). */
const sampleDoc = (): ReturnType<typeof eurDoc> => ({ ...eurDoc(), currency: 'USD' }) as ReturnType<typeof eurDoc>;

type Doc = Record<string, any>;

/** The v3 worked example (test/fixtures): a plan, rent vs buy without a site, and two quotes. */
function workedExample(): Doc {
  return JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v3-renter-mix.gpuplan.json'), 'utf8'));
}

/** The loader's issues about the demand plan (this engine does not read all of the worked example's other v3 sections yet). */
function issuePaths(doc: unknown): string[] {
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues.map((i) => i.path).filter((p) => p.startsWith('portfolio'));
}

describe('demand plan edits', () => {
  it('a new plan in an older file: migrated to version 3, the horizon as its length, catalogue offers, the scenario’s GPUs as its peak', () => {
    const doc = sampleDoc(); // version 1, H100 node, horizon 60, no rent vs buy, quotes of 512 GPUs
    const next = addSection(doc, 'portfolio', 'Provider 1') as Doc;
    expect(doc.portfolio).toBeUndefined();
    expect(next.version).toBe(4);
    const h100 = CATALOGUE.gpus['H100-SXM'].prices;
    expect(next.portfolio).toEqual({
      months: 60,
      demand: [{ fromMonth: 1, gpus: 512 }],
      profile: [{ share: 1, load: 1 }],
      offers: [
        { name: 'On-demand', kind: 'onDemand', pricePerGPUHour: h100.onDemand.value },
        { name: 'Spot', kind: 'spot', pricePerGPUHour: h100.spot.value },
        { name: '1-year reservation', kind: 'commit', pricePerGPUHour: h100.contract1y.value, termMonths: 12 },
        { name: '3-year reservation', kind: 'commit', pricePerGPUHour: h100.contract3y.value, termMonths: 36 },
      ],
    });
    // Issue 33: a plan added from the editor starts valid (the peak is the quotes' GPUs) rather than
    // blanking every result until its peak is typed.
    expect(issuePaths(next)).toEqual([]);
    // The workload's GPUs come first; with no GPU count anywhere, the GPUs the site powers (as the
    // results' capacity says); with no site either, the peak is left to the user.
    expect(scenarioGpus({ ...doc, version: 3, workload: { gpus: 96, utilization: 0.5 } })).toBe(96);
    expect(scenarioGpus({ investment: { gpus: 2048 }, site: { targetGPUs: 4096 } })).toBe(2048);
    expect(scenarioGpus({ site: { targetGPUs: 4096 } })).toBe(4096);
    const none = addSection({ ...doc, quotes: undefined, workload: undefined }, 'portfolio', 'P') as Doc;
    const powered = runScenario({ ...doc, quotes: undefined, workload: undefined }, { skipUncertainty: true });
    if (!powered.ok) throw new Error('the sample evaluates');
    expect(none.portfolio.demand).toEqual([{ fromMonth: 1, gpus: powered.result.capacity!.gpus }]);
    const noSite = addSection({ ...doc, quotes: undefined, workload: undefined, site: undefined, investment: undefined, uncertainty: undefined }, 'portfolio', 'P') as Doc;
    expect(noSite.portfolio.demand).toEqual([{ fromMonth: 1 }]);
  });

  it('names the offers it writes in the UI’s language, as the template does', () => {
    const zh = addSection(sampleDoc(), 'portfolio', 'P', CATALOGUE, 'zh-CN') as Doc;
    expect(zh.portfolio.offers.map((o: Doc) => o.name)).toEqual(['按需', '竞价（Spot）', '1 年预留', '3 年预留']);
    const example = workedExample();
    expect((fillOffersFromRentVsBuy(example, 'zh-CN') as Doc).portfolio.offers[2]).toEqual({ name: '1 年预留', kind: 'commit', pricePerGPUHour: 1.89, termMonths: 12 });
    // Only the engine's default names are translated; the user's own stay as typed.
    const named = localizeOfferNames({ portfolio: { offers: [{ name: 'Spot' }, { name: 'My cloud' }, 'x'] } }, 'zh-CN') as Doc;
    expect(named.portfolio.offers).toEqual([{ name: '竞价（Spot）' }, { name: 'My cloud' }, 'x']);
    expect(localizeOfferNames(example, 'en')).toEqual(example);
  });

  it('a new plan shorter than 3 years keeps the 3-year reservation listed (the plan leaves it out with a warning); a GPU the catalogue lacks gets no offers', () => {
    const short = newSection({ ...sampleDoc(), horizonMonths: 24 }, 'portfolio');
    expect((short.offers as Doc[]).map((o) => o.name)).toEqual(['On-demand', 'Spot', '1-year reservation', '3-year reservation']);
    const long = newSection({ ...sampleDoc(), horizonMonths: 240 }, 'portfolio');
    expect(long.months).toBe(120); // the format's longest plan
    const unknown = newSection({ ...sampleDoc(), node: { gpuModel: 'X1', gpusPerNode: 4, nodeKW: 3 } }, 'portfolio');
    expect(unknown.offers).toBeUndefined();
  });

  it('presets set the blocks; the share sum and the average load follow them', () => {
    const doc = addSection(sampleDoc(), 'portfolio', 'P') as Doc;
    const day = setProfilePreset(doc, 'dayNight') as Doc;
    expect(day.portfolio.profile).toEqual([
      { share: 0.36, load: 1 },
      { share: 0.25, load: 0.6 },
      { share: 0.39, load: 0.25 },
    ]);
    // A copy: editing the document never changes the preset.
    day.portfolio.profile[0].share = 0.5;
    expect(PROFILE_PRESETS.dayNight[0].share).toBe(0.36);
    const training = setProfilePreset(doc, 'trainingBursts') as Doc;
    expect(training.portfolio.profile).toEqual([
      { share: 0.3, load: 1 },
      { share: 0.7, load: 0.2 },
    ]);
    // Each preset covers the whole month and loads once the peak is given.
    const withPeak = setIn(doc, 'portfolio.demand[0].gpus', 8);
    for (const preset of ['flat', 'dayNight', 'trainingBursts'] as const) {
      expect(profileShareSum(PROFILE_PRESETS[preset])).toBeCloseTo(1, 12);
      expect(issuePaths(setProfilePreset(withPeak, preset))).toEqual([]);
    }
    // 0.36 + 0.25 × 0.6 + 0.39 × 0.25 = 0.6075 of the peak; 0.3 + 0.7 × 0.2 = 0.44.
    expect(profileAverageLoad(PROFILE_PRESETS.dayNight)).toBeCloseTo(0.6075, 12);
    expect(profileAverageLoad(PROFILE_PRESETS.trainingBursts)).toBeCloseTo(0.44, 12);
    expect(profileAverageLoad([{ share: 0.5 }, { share: 0.5, load: 1 }])).toBeNull();
    expect(profileShareSum([{ share: 0.36 }, { share: 'x' }, null])).toBe(0.36);
  });

  it('a new block takes the hours the others leave; a new step keeps the last peak and leaves its month to the user', () => {
    const doc = { portfolio: { profile: [{ share: 0.36, load: 1 }, { share: 0.25, load: 0.6 }], demand: [{ fromMonth: 1, gpus: 32 }] } };
    expect((addProfileBlock(doc) as Doc).portfolio.profile[2]).toEqual({ share: 0.39 });
    expect((addProfileBlock(setProfilePreset(doc, 'flat')) as Doc).portfolio.profile[1]).toEqual({});
    expect((addDemandStep(doc) as Doc).portfolio.demand[1]).toEqual({ gpus: 32 });
    expect((addDemandStep({ portfolio: {} }) as Doc).portfolio.demand).toEqual([{ fromMonth: 1 }]);
  });

  it('changing an offer’s kind drops the other kind’s fields, which the loader refuses', () => {
    const doc = workedExample();
    // Offer 1 is spot (availability, overhead); offer 2 a 1-year commitment (term, start, block).
    const toCommit = setOfferKind(doc, 1, 'commit') as Doc;
    expect(toCommit.portfolio.offers[1]).toEqual({ name: 'Spot', kind: 'commit', pricePerGPUHour: 1.35 });
    expect(issuePaths(toCommit)).toEqual(['portfolio.offers[1].termMonths']); // required of a commitment
    const toSpot = setOfferKind(doc, 2, 'spot') as Doc;
    expect(toSpot.portfolio.offers[2]).toEqual({ name: '1-year commitment', kind: 'spot', pricePerGPUHour: 1.89 });
    const toOnDemand = setOfferKind(doc, 1, 'onDemand') as Doc;
    expect(toOnDemand.portfolio.offers[1]).toEqual({ name: 'Spot', kind: 'onDemand', pricePerGPUHour: 1.35 });
    expect(issuePaths(toSpot)).toEqual([]);
    // Kept what the kind keeps; the input is untouched.
    expect((setOfferKind(doc, 2, 'commit') as Doc).portfolio.offers[2]).toEqual(doc.portfolio.offers[2]);
    expect(doc.portfolio.offers[1].availability).toBe(0.9);
  });

  it('fills the offers from rent vs buy as the engine would, keeping a reservation longer than the plan listed (issue 33)', () => {
    const doc = workedExample();
    delete doc.portfolio.offers;
    const filled = fillOffersFromRentVsBuy(doc) as Doc;
    expect(filled.portfolio.offers).toEqual(offersFromRentVsBuy(doc.rentVsBuy));
    expect(filled.portfolio.offers.map((o: Doc) => o.name)).toEqual(['On-demand', 'Spot', '1-year reservation', '3-year reservation']);
    expect(filled.portfolio.offers[1]).toEqual({ name: 'Spot', kind: 'spot', pricePerGPUHour: 1.35, availability: 0.9, overhead: 0.1 });
    // A 24-month plan keeps the 3-year reservation listed and still loads: the engine leaves it out with a warning.
    const short = fillOffersFromRentVsBuy({ ...doc, portfolio: { ...doc.portfolio, months: 24, demand: doc.portfolio.demand.slice(0, 3) } }) as Doc;
    expect(short.portfolio.offers.map((o: Doc) => o.name)).toEqual(['On-demand', 'Spot', '1-year reservation', '3-year reservation']);
    expect(issuePaths(short)).toEqual([]);
    // A price the section lacks is left out of its offer (the loader names it there).
    const { spotPrice: _, ...noSpot } = doc.rentVsBuy;
    expect((fillOffersFromRentVsBuy({ ...doc, rentVsBuy: noSpot }) as Doc).portfolio.offers[1]).toEqual({ name: 'Spot', kind: 'spot', availability: 0.9, overhead: 0.1 });
    expect(fillOffersFromRentVsBuy(sampleDoc())).toEqual(sampleDoc()); // no rent vs buy: nothing to fill from
  });

  it('starts a quote’s commitment after its delivery: 1 + delivery month, else 1 + lead-time weeks in 730-hour months rounded up', () => {
    expect(WEEKS_PER_MONTH).toBeCloseTo(4.345, 3);
    expect(quoteStartMonth({ deliveryMonth: 2 })).toBe(3);
    expect(quoteStartMonth({ deliveryMonth: 0, leadTimeWeeks: 9 })).toBe(1); // the delivery month wins
    expect(quoteStartMonth({ leadTimeWeeks: 9 })).toBe(4); // 9 weeks = 2.07 months: month 4 is the first whole month
    expect(quoteStartMonth({ leadTimeWeeks: 2 * WEEKS_PER_MONTH })).toBe(3); // exactly 2 months
    expect(quoteStartMonth({ leadTimeWeeks: 4 })).toBe(2);
    expect(quoteStartMonth({ leadTimeWeeks: 0 })).toBe(1);
    expect(quoteStartMonth({})).toBeUndefined();
  });

  it('turns each quote into a commitment: price, term, GPUs, node blocks, start after delivery, unique provider names', () => {
    const doc = workedExample();
    const offers = quoteOffers(doc, (n) => `Quote ${n}`);
    expect(offers).toEqual([
      // Northwind: 9 weeks' lead time → month 4.
      { name: 'Northwind GPU', kind: 'commit', pricePerGPUHour: 1.95, maxGPUs: 128, termMonths: 12, startFrom: 4, gpuBlock: 8 },
      // Eastgate: delivered after month 1 → month 2.
      { name: 'Eastgate Compute', kind: 'commit', pricePerGPUHour: 1.79, maxGPUs: 128, termMonths: 24, startFrom: 2, gpuBlock: 8 },
    ]);
    const added = addQuoteOffers(doc, (n) => `Quote ${n}`) as Doc;
    expect(added.portfolio.offers.map((o: Doc) => o.name)).toEqual(['On-demand', 'Spot', '1-year commitment', '3-year commitment', 'Northwind GPU', 'Eastgate Compute']);
    expect(issuePaths(added)).toEqual([]);
    // Names stay unique: against the offers already there and between quotes; a quote without a provider is numbered.
    const again = addQuoteOffers(added, (n) => `Quote ${n}`) as Doc;
    expect(again.portfolio.offers.slice(6).map((o: Doc) => o.name)).toEqual(['Northwind GPU (2)', 'Eastgate Compute (2)']);
    const twins = { node: { gpusPerNode: 72 }, quotes: [{ provider: 'Same', gpus: 144 }, { provider: 'Same' }, { provider: ' ', termMonths: 6 }] };
    expect(quoteOffers(twins, (n) => `Quote ${n}`)).toEqual([
      { name: 'Same', kind: 'commit', maxGPUs: 144, gpuBlock: 72 },
      { name: 'Same (2)', kind: 'commit', gpuBlock: 72 },
      { name: 'Quote 3', kind: 'commit', termMonths: 6, gpuBlock: 72 },
    ]);
    expect(addQuoteOffers(sampleDoc() as Doc, String)).toMatchObject({ portfolio: { offers: [{ name: 'A' }, { name: 'B' }] } });
  });

  it('duplicates an offer right after it under a fresh name, its terms copied', () => {
    const doc = workedExample();
    const names = doc.portfolio.offers.map((o: Doc) => o.name);
    const next = duplicateOffer(doc, 1) as Doc;
    expect(next.portfolio.offers.map((o: Doc) => o.name)).toEqual([names[0], names[1], `${names[1]} (2)`, ...names.slice(2)]);
    const { name: _a, ...copy } = next.portfolio.offers[2];
    const { name: _b, ...original } = doc.portfolio.offers[1];
    expect(copy).toEqual(original);
    expect(next.portfolio.offers[2]).not.toBe(doc.portfolio.offers[1]);
    expect(duplicateOffer(doc, 9)).toBe(doc);
  });

  it('removing the last offer removes the list, so rent vs buy’s offers apply or the loader asks for offers', () => {
    const doc = workedExample();
    let next: Doc = doc;
    for (let i = 0; i < 3; i++) next = removeOffer(next, 0) as Doc;
    expect(next.portfolio.offers.map((o: Doc) => o.name)).toEqual(['3-year commitment']);
    next = removeOffer(next, 0) as Doc;
    expect('offers' in next.portfolio).toBe(false);
    expect(removeOffer(next, 0)).toBe(next);
  });
});
