// Pure edits of a scenario's demand plan (docs/model.md › Demand plan `portfolio`): a new plan, the load
// profile presets, an offer's kind, and offers filled from rent vs buy or from the quotes. Like
// doc-edits.ts, each returns a new document and leaves its input alone; a value nobody can know
// stays absent, so the loader names it at its field.

import { computeCapacity } from '../../models/capacity';
import { loadScenario } from '../../models/scenario/load';
import type { GpuModelEntry } from '../../models/catalogue';
import { offerNameIn } from '../../models/glossary';
import type { Language } from '../../models/language';
import { HOURS_PER_MONTH, offersFromRentVsBuy } from '../../models/portfolio/offers';
import type { OfferInput, OfferKind, ProfileBlock } from '../../models/portfolio/types';
import { OFFER_KIND_FIELDS } from '../../models/scenario/field-specs';
import { LIMITS } from '../../models/scenario/limits';
import type { Doc } from './doc-edits';
import { fromCatalogue } from './catalogue-money';
import { addRow, duplicateRow, removeRow, rowNames, uniqueName } from './list-edit';
import { appendAt, getIn, isPlainObject, setIn } from './path';

/**
 * Load profiles to start from (shares of the month's hours, loads as a share of the peak).
 * - flat: every hour at the peak (the format's default).
 * - dayNight (docs/model.md › Demand plan's example, an inference service): of the week's 168 hours, weekday
 *   daytime 08–20 is 60 h (36 %) at the peak; evenings 20–02 every day are 42 h (25 %) at 60 %;
 *   nights 02–08 and weekend daytime are the other 66 h (39 %) at 25 %.
 * - trainingBursts: a training run holds the whole fleet about 30 % of the month (≈ 9 days);
 *   evaluation, debugging and data preparation use about a fifth of it the other 70 %.
 */
export const PROFILE_PRESETS = {
  flat: [{ share: 1, load: 1 }],
  dayNight: [
    { share: 0.36, load: 1 },
    { share: 0.25, load: 0.6 },
    { share: 0.39, load: 0.25 },
  ],
  trainingBursts: [
    { share: 0.3, load: 1 },
    { share: 0.7, load: 0.2 },
  ],
} as const satisfies Record<string, readonly ProfileBlock[]>;

export type ProfilePreset = keyof typeof PROFILE_PRESETS;
export const PROFILE_PRESET_IDS = Object.keys(PROFILE_PRESETS) as ProfilePreset[];

/** Weeks in a month of 730 hours (docs/model.md conventions): 730 / 168 ≈ 4.35. */
export const WEEKS_PER_MONTH = HOURS_PER_MONTH / 168;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function list(doc: Doc, path: string): unknown[] {
  const v = getIn(doc, path);
  return Array.isArray(v) ? v : [];
}

/** An offer as a document object: keys without a usable value are left out (the loader names required ones). */
function offerDoc(o: OfferInput): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && !(typeof v === 'number' && !Number.isFinite(v))) out[k] = v;
  return out;
}

/**
 * The offers docs/model.md › Demand plan makes from rent-vs-buy prices (engine's offersFromRentVsBuy), as
 * document objects named in `lang`. A price the section lacks is left out of its offer; a
 * reservation longer than the plan stays listed (the plan leaves it out and its warning says why).
 */
function rentVsBuyOffers(prices: Record<string, unknown>, lang: Language): Doc[] {
  const offers = offersFromRentVsBuy({
    onDemandPrice: num(prices.onDemandPrice) ?? NaN,
    spotPrice: num(prices.spotPrice) ?? NaN,
    reservedPrice: num(prices.reservedPrice) ?? NaN,
    reserved3yPrice: num(prices.reserved3yPrice),
    spotAvailability: num(prices.spotAvailability),
    spotOverhead: num(prices.spotOverhead),
  });
  return offers.map((o) => offerDoc({ ...o, name: offerNameIn(o.name, lang) }));
}

/**
 * The GPUs the scenario already states (its workload, first quote, investment, then the site's
 * target), else the GPUs its site powers (model: Capacity: deliverable GPUs, as the results show
 * them), so quotes and a demand plan added from the editor start valid (issue 33) instead of
 * asking for a count the plan already implies; undefined when the plan states none and has no
 * site that evaluates.
 */
export function scenarioGpus(doc: Doc): number | undefined {
  const quote = Array.isArray(doc.quotes) && isPlainObject(doc.quotes[0]) ? doc.quotes[0] : {};
  for (const v of [getIn(doc, 'workload.gpus'), quote.gpus, getIn(doc, 'investment.gpus'), getIn(doc, 'site.targetGPUs')]) {
    const n = num(v);
    if (n !== undefined && Number.isInteger(n) && n >= 0) return n;
  }
  if (!isPlainObject(doc.site)) return undefined;
  // The site and node alone: a problem elsewhere in the plan does not hide what its site powers.
  const { format, version, name, currency, horizonMonths, site, node } = doc;
  const loaded = loadScenario({ format, version, name, currency, horizonMonths, site, node });
  if (!loaded.ok || !loaded.scenario.site) return undefined;
  const gpus = computeCapacity(loaded.scenario.site, loaded.scenario.node).gpus;
  return gpus > 0 ? gpus : undefined;
}

/**
 * A new demand plan: the scenario's horizon as its length (at most 120 months), one demand step
 * from month 1 at the GPUs the scenario states (scenarioGpus; absent when it states none), a flat profile, and offers from the rent-vs-buy
 * section, else from the catalogue's sourced prices for the node's GPU (none when it has none).
 */
export function newPortfolio(doc: Doc, gpu: GpuModelEntry | undefined, lang: Language = 'en'): Doc {
  const out: Doc = {};
  const horizon = num(doc.horizonMonths);
  if (horizon !== undefined && Number.isInteger(horizon) && horizon >= 1) out.months = Math.min(horizon, LIMITS.maxPortfolioMonths);
  const gpus = scenarioGpus(doc);
  out.demand = [gpus === undefined ? { fromMonth: 1 } : { fromMonth: 1, gpus }];
  out.profile = structuredClone(PROFILE_PRESETS.flat);
  if (isPlainObject(doc.rentVsBuy)) {
    out.offers = rentVsBuyOffers(doc.rentVsBuy, lang);
  } else if (gpu) {
    // The offers the catalogue has a USD price for; each price in the plan's currency, or left
    // empty (and flagged: catalogue-list-gaps.ts) when the plan states no USD rate (issue 33).
    const p = gpu.prices;
    const usd = (v: number | null) => v ?? undefined;
    out.offers = rentVsBuyOffers(
      { onDemandPrice: usd(p.onDemand.value), spotPrice: usd(p.spot.value), reservedPrice: usd(p.contract1y.value), reserved3yPrice: usd(p.contract3y.value) },
      lang,
    )
      .filter((o) => o.pricePerGPUHour !== undefined)
      .map(({ pricePerGPUHour, ...rest }) => {
        const v = fromCatalogue(doc, pricePerGPUHour as number);
        return v === undefined ? rest : { ...rest, pricePerGPUHour: v };
      });
  }
  return out;
}

export function setProfilePreset(doc: Doc, preset: ProfilePreset): Doc {
  return setIn(doc, 'portfolio.profile', structuredClone(PROFILE_PRESETS[preset]));
}

/** Σ shares of the profile's blocks whose share is a number (the live check beside the blocks). */
export function profileShareSum(profile: unknown): number {
  if (!Array.isArray(profile)) return 0;
  return profile.reduce<number>((sum, b) => sum + (isPlainObject(b) ? (num(b.share) ?? 0) : 0), 0);
}

/** Σ share × load: the month's demand as a share of the peak (null while a block lacks a number). */
export function profileAverageLoad(profile: unknown): number | null {
  if (!Array.isArray(profile) || profile.length === 0) return null;
  let sum = 0;
  for (const b of profile) {
    const share = isPlainObject(b) ? num(b.share) : undefined;
    const load = isPlainObject(b) ? num(b.load) : undefined;
    if (share === undefined || load === undefined) return null;
    sum += share * load;
  }
  return sum;
}

/** A new load block takes the hours the others leave (when they leave some); its load is the user's. */
export function addProfileBlock(doc: Doc): Doc {
  const rest = 1 - profileShareSum(getIn(doc, 'portfolio.profile'));
  const block: Doc = {};
  if (rest > 1e-9) block.share = Math.round(rest * 1e9) / 1e9;
  return appendAt(doc, 'portfolio.profile', block);
}

/** The first step starts the plan (month 1); a later one keeps the last peak until the user sets its month. */
export function addDemandStep(doc: Doc): Doc {
  const steps = list(doc, 'portfolio.demand');
  const last = steps[steps.length - 1];
  if (steps.length === 0) return appendAt(doc, 'portfolio.demand', { fromMonth: 1 });
  const step: Doc = {};
  if (isPlainObject(last) && num(last.gpus) !== undefined) step.gpus = last.gpus;
  return appendAt(doc, 'portfolio.demand', step);
}

/** A new on-demand offer named `name` (made unique: names are the results' keys); its price is the user's. */
export function addOffer(doc: Doc, name: string): Doc {
  return addRow(doc, 'portfolio.offers', { name, kind: 'onDemand' });
}

/** A copy of offer `index` right after it, under a fresh name ("Reserved 1-year (2)"): one undo step. */
export function duplicateOffer(doc: Doc, index: number): Doc {
  return duplicateRow(doc, 'portfolio.offers', index);
}

/**
 * Removes offer `index`; the last one takes the list with it, so the plan falls back on the
 * rent-vs-buy offers (docs/model.md › Demand plan) or the loader asks for offers, rather than keeping an empty list.
 */
export function removeOffer(doc: Doc, index: number): Doc {
  return removeRow(doc, 'portfolio.offers', index, { dropEmpty: true });
}

/** Sets an offer's kind and drops the fields of the other kinds (the loader refuses them). */
export function setOfferKind(doc: Doc, index: number, kind: OfferKind | undefined): Doc {
  const offer = getIn(doc, `portfolio.offers[${index}]`);
  if (!isPlainObject(offer)) return doc;
  const next: Doc = { ...offer };
  if (kind === undefined) delete next.kind;
  else next.kind = kind;
  const own: readonly string[] = kind ? OFFER_KIND_FIELDS[kind] : [];
  for (const k of [...OFFER_KIND_FIELDS.commit, ...OFFER_KIND_FIELDS.spot]) if (!own.includes(k)) delete next[k];
  return setIn(doc, `portfolio.offers[${index}]`, next);
}

/** Replaces the offers with those docs/model.md › Demand plan makes from the rent-vs-buy section, named in `lang`. */
export function fillOffersFromRentVsBuy(doc: Doc, lang: Language = 'en'): Doc {
  if (!isPlainObject(doc.rentVsBuy)) return doc;
  return setIn(doc, 'portfolio.offers', rentVsBuyOffers(doc.rentVsBuy, lang));
}

/** The engine's default offer names in a document turned into `lang`'s (a template made in that language). */
export function localizeOfferNames(doc: Doc, lang: Language): Doc {
  const offers = getIn(doc, 'portfolio.offers');
  if (!Array.isArray(offers)) return doc;
  return setIn(doc, 'portfolio.offers', offers.map((o) => (isPlainObject(o) && typeof o.name === 'string' ? { ...o, name: offerNameIn(o.name, lang) } : o)));
}

/**
 * The first plan month a quote's capacity can serve: the month after its delivery month (docs/model.md
 * docs/model.md › Quotes › Terms: capacity arrives after `deliveryMonth` months), else after its lead time in whole months of
 * 730 hours, rounded up (9 weeks = 2.07 months → month 4); undefined when the quote states neither.
 */
export function quoteStartMonth(quote: Record<string, unknown>): number | undefined {
  const delivery = num(quote.deliveryMonth);
  if (delivery !== undefined && delivery >= 0) return 1 + Math.ceil(delivery);
  const weeks = num(quote.leadTimeWeeks);
  // The small tolerance keeps an exact number of months (e.g. 730/168 × 2 weeks) from rounding up.
  if (weeks !== undefined && weeks >= 0) return 1 + Math.ceil(weeks / WEEKS_PER_MONTH - 1e-9);
  return undefined;
}

/**
 * Each quote as a commitment offer: its price per GPU-hour and term, its GPUs as the most the
 * offer provides, whole blocks of the node's GPUs, starting once its capacity is delivered, named by
 * its provider (made unique; `fallbackName(n)` for a quote without one). Other quote terms (committed
 * share, region premium, tax, storage, egress) are not part of an offer and are not carried over.
 */
export function quoteOffers(doc: Doc, fallbackName: (n: number) => string): Doc[] {
  const taken = rowNames(doc, 'portfolio.offers');
  const perNode = num(getIn(doc, 'node.gpusPerNode'));
  const block = perNode !== undefined && Number.isInteger(perNode) && perNode >= 1 ? perNode : undefined;
  return list(doc, 'quotes').flatMap((q, i) => {
    if (!isPlainObject(q)) return [];
    const provider = typeof q.provider === 'string' ? q.provider.trim() : '';
    const name = uniqueName(provider === '' ? fallbackName(i + 1) : provider, taken);
    taken.push(name);
    return [
      offerDoc({
        name,
        kind: 'commit',
        pricePerGPUHour: num(q.pricePerGPUHour) ?? NaN,
        maxGPUs: num(q.gpus),
        termMonths: num(q.termMonths),
        startFrom: quoteStartMonth(q),
        gpuBlock: block,
      }),
    ];
  });
}

/** Appends the quotes as commitment offers (quoteOffers). */
export function addQuoteOffers(doc: Doc, fallbackName: (n: number) => string): Doc {
  const offers = quoteOffers(doc, fallbackName);
  if (offers.length === 0) return doc;
  return setIn(doc, 'portfolio.offers', [...list(doc, 'portfolio.offers'), ...offers]);
}
