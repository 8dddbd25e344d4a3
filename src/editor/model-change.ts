// Issue 27: switching the node's GPU model (the catalogue pick list) changes the node, but inputs set
// for the old model stay as they were — its throughput, its prices per GPU-hour, its capex, its
// memory, quotes for it. This names them, so the editor can warn instead of showing "No problems".
import { catalogueCapex, type GpuModelEntry } from '../../models/catalogue';
import { fromCatalogue } from '../store/catalogue-money';
import { getIn, isPlainObject, setIn } from '../store/path';
import { addCatalogueGeneration, nodeFill, rentVsBuyPriceFill } from './catalogue-fill';

import type { Doc } from '../../models/path';

/** Inputs that describe one GPU model: measured on it, priced for it, or bought as it. */
const TIED_PATHS = [
  'sizing.tokensPerSecondPerGPU',
  'sizing.gpuMemoryGB',
  'rentVsBuy.tokensPerSecondPerGPU',
  'rentVsBuy.onDemandPrice',
  'rentVsBuy.spotPrice',
  'rentVsBuy.reservedPrice',
  'rentVsBuy.reserved3yPrice',
  'rentVsBuy.capexPerGPU',
  'investment.capexPerGPU',
  'investment.contractPrice',
] as const;

/**
 * The field paths of `doc` still tied to `oldModel` after the node switched to another model:
 * every input of TIED_PATHS that is set, and per quote its GPU model when it names the old one, or
 * its price when it has no model of its own (it follows the node, so it now claims the new model at
 * the old model's price). [] when the model did not change.
 */
export function assumptionsTiedTo(doc: Doc | null, oldModel: unknown, newModel: string): string[] {
  if (!doc || typeof oldModel !== 'string' || oldModel === '' || oldModel === newModel) return [];
  const out: string[] = TIED_PATHS.filter((p) => {
    const v = getIn(doc, p);
    return v !== undefined && v !== null && v !== '';
  });
  const quotes = getIn(doc, 'quotes');
  if (Array.isArray(quotes)) {
    quotes.forEach((q, i) => {
      if (!isPlainObject(q)) return;
      if (q.gpuModel === oldModel) out.push(`quotes[${i}].gpuModel`);
      else if ((q.gpuModel === undefined || q.gpuModel === null || q.gpuModel === '') && q.pricePerGPUHour !== undefined) out.push(`quotes[${i}].pricePerGPUHour`);
    });
  }
  return out;
}

/** One change the switch made: the field and its value before and after. */
export interface SwitchedField {
  path: string;
  from: unknown;
  to: unknown;
}

function sameLabel(a: unknown, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/^nvidia\s+|^amd\s+/, '').replace(/[^a-z0-9]+/g, '');
  return typeof a === 'string' && norm(a) === norm(b);
}

/** A market generation's label ("H100 SXM") for its id ("hopper"), as the market section shows it. */
export function generationLabel(doc: Doc | null, id: unknown): string | undefined {
  const gens = getIn(doc, 'market.generations');
  if (!Array.isArray(gens)) return undefined;
  const g: unknown = gens.find((x: unknown) => isPlainObject(x) && x.id === id);
  return isPlainObject(g) && typeof g.label === 'string' && g.label.trim() !== '' ? g.label : undefined;
}

/** The market generation that stands for a catalogue GPU: labelled or named like it ("B200", "NVIDIA B200"). */
export function generationFor(doc: Doc | null, entry: GpuModelEntry): string | undefined {
  const gens = getIn(doc, 'market.generations');
  if (!Array.isArray(gens)) return undefined;
  const g = gens.find((x) => isPlainObject(x) && (sameLabel(x.label, entry.label) || sameLabel(x.label, entry.id) || sameLabel(x.id, entry.id)));
  return isPlainObject(g) && typeof g.id === 'string' ? g.id : undefined;
}

/**
 * Issue 26: switch the whole plan to a catalogue GPU in one step, not just the node: the node's
 * figures, the site's cooling, the investment's all-in capex, its contract price (the 1-year
 * contract) and the market generation it earns from (added from the catalogue when the market has
 * none for the model), rent vs buy's prices and capex, and the sizing's GPU memory when set. Only
 * fields that exist in the plan (or the generation it needs) and have a catalogue figure change;
 * `changed` lists them, `left` the inputs still tied to the old model that the catalogue cannot
 * set (measured throughput, quotes). Applied with the store's applyEdit: one undo step.
 */
export function switchPlanToModel(doc: Doc, entry: GpuModelEntry, oldModel: unknown): { doc: Doc; changed: SwitchedField[]; left: string[] } {
  const changed: SwitchedField[] = [];
  let out = doc;
  const set = (path: string, value: unknown) => {
    const before = getIn(out, path);
    if (value === null || value === undefined || Object.is(before, value)) return;
    out = setIn(out, path, value);
    changed.push({ path, from: before, to: value });
  };
  const has = (path: string) => getIn(out, path) !== undefined;
  for (const [path, value] of nodeFill(entry)) set(path, value);
  if (isPlainObject(getIn(out, 'site'))) set('site.cooling', entry.cooling.value);
  if (isPlainObject(getIn(out, 'investment'))) {
    // Catalogue amounts are USD: in the plan's currency at its stated rate, else left as they are.
    set('investment.capexPerGPU', fromCatalogue(out, catalogueCapex(entry)?.value));
    if (has('investment.contractPrice')) set('investment.contractPrice', fromCatalogue(out, entry.prices.contract1y.value));
    if (isPlainObject(getIn(out, 'market')) && has('investment.generation')) {
      let id = generationFor(out, entry);
      if (id === undefined && fromCatalogue(out, entry.prices.onDemand.value) !== undefined) {
        out = addCatalogueGeneration(out, entry);
        id = generationFor(out, entry);
      }
      set('investment.generation', id);
    }
  }
  if (isPlainObject(getIn(out, 'rentVsBuy'))) {
    for (const [path, value] of rentVsBuyPriceFill(entry, out)) set(path, value);
    if (has('rentVsBuy.capexPerGPU')) set('rentVsBuy.capexPerGPU', fromCatalogue(out, catalogueCapex(entry)?.value));
  }
  if (has('sizing.gpuMemoryGB')) set('sizing.gpuMemoryGB', entry.memoryGB.value);
  const done = new Set(changed.map((c) => c.path));
  const left = assumptionsTiedTo(doc, oldModel, entry.id).filter((p) => !done.has(p));
  return { doc: out, changed, left };
}
