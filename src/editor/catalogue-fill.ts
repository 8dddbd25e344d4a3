// Catalogue pick lists: what choosing a GPU model writes into the document, and the source and
// date behind a value the catalogue supplied (shown as a caption under the field).

import { activeCatalogue } from '../store/active-catalogue';
import { catalogueCapex, type GpuModelEntry, type SiteDefaults, type Sourced } from '../../models/catalogue';
import { catalogueGpu, generationIds } from '../store/doc-edits';
import type { Doc } from '../store/doc-edits';
import { fromCatalogue, planMoney } from '../store/catalogue-money';
import { appendAt, getIn, isPlainObject } from '../store/path';
import { listGapFor, listPricePaths } from './catalogue-list-gaps';

export function gpuEntries(): GpuModelEntry[] {
  return Object.values(activeCatalogue().gpus);
}

/** The node fields a catalogue GPU fills (one undo step when applied with setFields). */
export function nodeFill(entry: GpuModelEntry): [string, unknown][] {
  return [
    ['node.gpuModel', entry.id],
    ['node.gpusPerNode', entry.gpusPerNode.value],
    ['node.nodeKW', entry.nodeKW.value],
    ['node.gpuTDPW', entry.tdpW.value],
  ];
}

/**
 * Rent-vs-buy prices from the catalogue: on-demand, spot, reserved = 1-year and reserved3y = 3-year
 * contract (those with a sourced figure), in the plan's currency (catalogue-money.ts: none when
 * the plan states no rate for USD).
 */
export function rentVsBuyPriceFill(entry: GpuModelEntry, doc: unknown = null): [string, number][] {
  const out: [string, number][] = [];
  const p = entry.prices;
  const put = (path: string, usd: number | null) => {
    const v = fromCatalogue(doc, usd);
    if (v !== undefined) out.push([path, v]);
  };
  put('rentVsBuy.onDemandPrice', p.onDemand.value);
  put('rentVsBuy.spotPrice', p.spot.value);
  put('rentVsBuy.reservedPrice', p.contract1y.value);
  put('rentVsBuy.reserved3yPrice', p.contract3y.value);
  return out;
}

/** Appends a market generation for a catalogue GPU (label and on-demand price). */
export function addCatalogueGeneration(doc: Doc, entry: GpuModelEntry): Doc {
  const taken = generationIds(doc);
  const base = entry.id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  const generation: Doc = { id, label: entry.label };
  const price = fromCatalogue(doc, entry.prices.onDemand.value);
  if (price !== undefined) generation.price = price;
  return appendAt(doc, 'market.generations', generation);
}

/** True when the market already has a generation labelled like the entry. */
export function hasCatalogueGeneration(doc: Doc | null, entry: GpuModelEntry): boolean {
  const gens = getIn(doc, 'market.generations');
  return Array.isArray(gens) && gens.some((g) => typeof g === 'object' && g !== null && (g as Doc).label === entry.label);
}

function sameNumber(a: unknown, b: unknown): boolean {
  return typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
}

/** The fields a catalogue entry can be the source of, and where that entry's value is. */
const SOURCES: Readonly<Record<string, (gpu: GpuModelEntry | undefined, site: SiteDefaults) => Sourced<unknown> | undefined>> = {
  'node.gpusPerNode': (gpu) => gpu?.gpusPerNode,
  'node.nodeKW': (gpu) => gpu?.nodeKW,
  'node.gpuTDPW': (gpu) => gpu?.tdpW,
  'rentVsBuy.onDemandPrice': (gpu) => gpu?.prices.onDemand,
  'rentVsBuy.spotPrice': (gpu) => gpu?.prices.spot,
  'rentVsBuy.reservedPrice': (gpu) => gpu?.prices.contract1y,
  'rentVsBuy.reserved3yPrice': (gpu) => gpu?.prices.contract3y,
  'sizing.gpuMemoryGB': (gpu) => gpu?.memoryGB,
  'site.pue': (_, site) => site.pue,
  'site.overheadFraction': (_, site) => site.overheadFraction,
  'investment.powerPricePerKWh': (_, site) => site.powerPricePerKWh,
  'investment.coloPerKWMonth': (_, site) => site.coloPerKWMonth,
  'rentVsBuy.powerPricePerKWh': (_, site) => site.powerPricePerKWh,
  'rentVsBuy.coloPerKWMonth': (_, site) => site.coloPerKWMonth,
  'rentVsBuy.lifeYears': (_, site) => site.depreciationYears,
  'investment.capexPerGPU': (gpu) => catalogueCapex(gpu),
  'rentVsBuy.capexPerGPU': (gpu) => catalogueCapex(gpu),
};

/**
 * The catalogue figure a field's value came from, when the value still equals it: node figures of
 * the node's catalogue GPU, its prices in rent vs buy, and the site defaults (PUE, overhead,
 * electricity, colocation, depreciation life) and the node's GPU's all-in capex.
 */
export function catalogueSourceFor(doc: Doc | null, path: string): FieldSource | undefined {
  // Every field asks on every edit (a store selector): most have no catalogue source at all.
  const source = Object.hasOwn(SOURCES, path) ? SOURCES[path] : undefined;
  if (!doc || !source) return undefined;
  const value = getIn(doc, path);
  if (value === undefined) return undefined;
  const gpu = catalogueGpu(doc, activeCatalogue());
  const found = source(gpu, activeCatalogue().site);
  if (!found || found.value === null) return undefined;
  if (typeof found.value === 'number' && MONEY.has(path)) {
    // A catalogue amount in another plan currency: the value converted at the plan's stated rate.
    const money = planMoney(doc);
    const converted = fromCatalogue(doc, found.value);
    if (converted === undefined || !sameNumber(value, converted)) return undefined;
    if (money.perUSD === 1) return found;
    // The same object for the same figure and rate: a store selector returns it on every edit.
    const key = `${money.currency}:${money.statedRate}`;
    const byRate = CONVERTED.get(found) ?? new Map<string, FieldSource>();
    CONVERTED.set(found, byRate);
    let out = byRate.get(key);
    if (!out) {
      out = { ...found, value: converted, converted: { usd: found.value, rate: money.statedRate!, currency: money.currency } };
      byRate.set(key, out);
    }
    return out;
  }
  if (typeof found.value === 'number' ? !sameNumber(value, found.value) : value !== found.value) return undefined;
  return found;
}

const CONVERTED = new WeakMap<object, Map<string, FieldSource>>();

/** The fields whose catalogue figure is money (USD): converted in a plan of another currency. */
const MONEY = new Set([
  'rentVsBuy.onDemandPrice', 'rentVsBuy.spotPrice', 'rentVsBuy.reservedPrice', 'rentVsBuy.reserved3yPrice',
  'investment.powerPricePerKWh', 'investment.coloPerKWMonth', 'rentVsBuy.powerPricePerKWh', 'rentVsBuy.coloPerKWMonth',
  'investment.capexPerGPU', 'rentVsBuy.capexPerGPU',
]);

/** A catalogue figure shown under a field; `converted` when it is a USD amount in the plan's currency. */
export type FieldSource = Sourced<unknown> & { converted?: { usd: number; rate: number; currency: string } };

/** A catalogue amount the plan could not take: left empty because the plan states no USD rate. */
export interface CatalogueGap {
  /** The catalogue's figure, USD. */
  usd: number;
  /** The plan's currency it would need converting to. */
  currency: string;
}

/**
 * The catalogue figure a money field was left without (issue 33: never a relabelled number): the
 * field is empty in a present section, the plan's currency is not USD and it states no USD rate, and
 * the catalogue has a figure for it. The editor flags the field with it instead of a silent blank.
 */
export function catalogueGapFor(doc: Doc | null, path: string): CatalogueGap | undefined {
  if (!doc) return undefined;
  if (!MONEY.has(path)) return path.endsWith(']') || !path.includes('[') ? undefined : listGapFor(doc, path);
  const section = path.slice(0, path.indexOf('.'));
  if (!isPlainObject(doc[section]) || getIn(doc, path) !== undefined) return undefined;
  const money = planMoney(doc);
  if (money.perUSD !== null) return undefined;
  const found = SOURCES[path](catalogueGpu(doc, activeCatalogue()), activeCatalogue().site);
  if (!found || typeof found.value !== 'number' || !Number.isFinite(found.value)) return undefined;
  return { usd: found.value, currency: money.currency };
}

/** Every money field of `doc` left empty for want of a USD rate (catalogueGapFor). */
export function catalogueGaps(doc: Doc | null): string[] {
  if (!doc) return [];
  return [...MONEY, ...listPricePaths(doc)].filter((path) => catalogueGapFor(doc, path) !== undefined);
}
