// Issue 27: switching the node's GPU model (the catalogue pick list) changes the node, but inputs set
// for the old model stay as they were — its throughput, its prices per GPU-hour, its capex, its
// memory, quotes for it. This names them, so the editor can warn instead of showing "No problems".
import { getIn, isPlainObject } from '../store/path';

type Doc = Record<string, unknown>;

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
