// Catalogue prices in the editor's lists (a market generation's price, a quote's price, a demand
// plan offer's price) left empty for want of a USD rate, flagged as the section fields are
// (catalogue-fill.ts › catalogueGapFor): never a relabelled number, never a silent blank (issue 33).
import type { GpuModelEntry } from '../../models/catalogue';
import { activeCatalogue } from '../store/active-catalogue';
import { planMoney } from '../store/catalogue-money';
import { catalogueGpu, type Doc } from '../store/doc-edits';
import { getIn, isPlainObject } from '../store/path';
import type { CatalogueGap } from './catalogue-fill';

const LIST_PRICE = /^(market\.generations|quotes|portfolio\.offers)\[(\d+)\]\.(price|pricePerGPUHour)$/;
const PRICE_KEY: Record<string, string> = { 'market.generations': 'price', quotes: 'pricePerGPUHour', 'portfolio.offers': 'pricePerGPUHour' };

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The catalogue GPU a generation names, by its label or its id ("h100-sxm" for H100-SXM). */
function generationGpu(item: Doc): GpuModelEntry | undefined {
  const gpus = Object.values(activeCatalogue().gpus);
  return gpus.find((g) => g.label === item.label) ?? gpus.find((g) => typeof item.id === 'string' && slug(g.id) === slug(item.id));
}

/** The catalogue's USD figure for the item's price, as the editor's fills chose it. */
function catalogueUSD(list: string, item: Doc, doc: Doc): number | null | undefined {
  if (list === 'market.generations') return generationGpu(item)?.prices.onDemand.value;
  if (list === 'quotes') {
    const gpus = activeCatalogue().gpus;
    const id = item.gpuModel;
    return typeof id === 'string' && Object.hasOwn(gpus, id) ? gpus[id].prices.onDemand.value : undefined;
  }
  // A demand-plan offer made from the node's GPU's prices (portfolio-edits.ts › newPortfolio).
  const p = catalogueGpu(doc, activeCatalogue())?.prices;
  if (!p) return undefined;
  if (item.kind === 'onDemand') return p.onDemand.value;
  if (item.kind === 'spot') return p.spot.value;
  if (item.kind === 'commit' && item.termMonths === 12) return p.contract1y.value;
  if (item.kind === 'commit' && item.termMonths === 36) return p.contract3y.value;
  return undefined;
}

/** The gap of a list item's price (`quotes[1].pricePerGPUHour`…), undefined for any other path. */
export function listGapFor(doc: Doc, path: string): CatalogueGap | undefined {
  const m = LIST_PRICE.exec(path);
  if (!m || PRICE_KEY[m[1]] !== m[3]) return undefined;
  const item = getIn(doc, `${m[1]}[${m[2]}]`);
  if (!isPlainObject(item) || item[m[3]] !== undefined) return undefined;
  const money = planMoney(doc);
  if (money.perUSD !== null) return undefined;
  const usd = catalogueUSD(m[1], item, doc);
  if (typeof usd !== 'number' || !Number.isFinite(usd)) return undefined;
  return { usd, currency: money.currency };
}

/** The list-item price paths of `doc` (each list's items), for catalogueGaps. */
export function listPricePaths(doc: Doc): string[] {
  const out: string[] = [];
  for (const [list, key] of Object.entries(PRICE_KEY)) {
    const items = getIn(doc, list);
    if (Array.isArray(items)) items.forEach((_, i) => out.push(`${list}[${i}].${key}`));
  }
  return out;
}
