// Pure edits of a scenario's fleet plan (model: Fleet plan — when to buy and when to refresh): a
// new plan, candidates and owned fleets added, duplicated and removed, and a candidate filled from a
// catalogue GPU. Like doc-edits.ts, each returns a new document and leaves its input alone (one
// applyEdit each: one undo step); a value nobody can know stays absent, so the loader names it at
// its field.

import { CATALOGUE, catalogueCapex, type Catalogue, type GpuModelEntry } from '../../models/catalogue';
import type { Language } from '../../models/language';
import type { Doc } from './doc-edits';
import { fromCatalogue } from './catalogue-money';
import { addRow, duplicateRow, removeRow, rowNames, rowsAt, uniqueName } from './list-edit';
import { getIn, isPlainObject, setIn } from './path';

export type FleetList = 'candidates' | 'existing';

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

function names(doc: Doc, which: FleetList): string[] {
  return rowNames(doc, `fleetPlan.${which}`);
}

/** The market's first generation: its id and its label (or id). */
function firstGeneration(doc: Doc): { id: string; name: string } | undefined {
  for (const g of rowsAt(doc, 'market.generations')) {
    if (isPlainObject(g) && typeof g.id === 'string' && g.id !== '') return { id: g.id, name: typeof g.label === 'string' && g.label !== '' ? g.label : g.id };
  }
  return undefined;
}

/** What one GPU of the plan's node draws and costs, and its block: from the node and investment, else the node's catalogue GPU. */
function nodeGpu(doc: Doc, catalogue: Catalogue): Doc {
  const out: Doc = {};
  const model = getIn(doc, 'node.gpuModel');
  const entry = typeof model === 'string' && Object.hasOwn(catalogue.gpus, model) ? catalogue.gpus[model] : undefined;
  const perNode = num(getIn(doc, 'node.gpusPerNode')) ?? entry?.gpusPerNode.value;
  const nodeKW = num(getIn(doc, 'node.nodeKW')) ?? entry?.nodeKW.value;
  const capex = typeof getIn(doc, 'investment.capexPerGPU') === 'number' ? getIn(doc, 'investment.capexPerGPU') : fromCatalogue(doc, catalogueCapex(entry)?.value);
  if (capex !== undefined) out.capexPerGPU = capex;
  if (perNode !== undefined && nodeKW !== undefined) out.kwPerGPU = nodeKW / perNode;
  if (perNode !== undefined && Number.isInteger(perNode)) out.block = perNode;
  return out;
}

/** A new candidate on the market's first generation with the node's figures (name `fallback` without a generation). */
export function newCandidate(doc: Doc, fallback: string, catalogue: Catalogue = CATALOGUE): Doc {
  const gen = firstGeneration(doc);
  const out: Doc = { name: uniqueName(gen?.name ?? fallback, names(doc, 'candidates')) };
  if (gen) out.generation = gen.id;
  return { ...out, ...nodeGpu(doc, catalogue) };
}

/** A new owned fleet: the market's first generation and the node's figures; how many GPUs, nobody but the user knows. */
export function newExisting(doc: Doc, fallback: string, catalogue: Catalogue = CATALOGUE): Doc {
  const gen = firstGeneration(doc);
  const out: Doc = { name: uniqueName(fallback, names(doc, 'existing')) };
  if (gen) out.generation = gen.id;
  return { ...out, ...nodeGpu(doc, catalogue) };
}

/** A new fleet plan: one candidate from the market and the node, nothing owned (the power budget is the site's). */
export function newFleetPlan(doc: Doc, catalogue: Catalogue = CATALOGUE, lang: Language = 'en'): Doc {
  const fallback = lang === 'zh-CN' ? '候选 1' : 'Candidate 1';
  return { candidates: [newCandidate(doc, fallback, catalogue)], existing: [] };
}

export function addFleetItem(doc: Doc, which: FleetList, fallback: string, catalogue: Catalogue = CATALOGUE): Doc {
  const item = which === 'candidates' ? newCandidate(doc, fallback, catalogue) : newExisting(doc, fallback, catalogue);
  return addRow(doc, `fleetPlan.${which}`, item);
}

/** A copy of item `index` right after it, under a name of its own. */
export function duplicateFleetItem(doc: Doc, which: FleetList, index: number): Doc {
  return duplicateRow(doc, `fleetPlan.${which}`, index);
}

export function removeFleetItem(doc: Doc, which: FleetList, index: number): Doc {
  return removeRow(doc, `fleetPlan.${which}`, index);
}

/**
 * Candidate `index` filled from a catalogue GPU: its all-in capex (in the plan's currency, left as it
 * is when the plan states no USD rate), IT kW per GPU (node kW ÷ GPUs per node), its block (GPUs per
 * node or rack) and the market generation labelled like it, when there is one.
 */
export function fillCandidateFromCatalogue(doc: Doc, index: number, entry: GpuModelEntry): Doc {
  const path = `fleetPlan.candidates[${index}]`;
  const item = getIn(doc, path);
  if (!isPlainObject(item)) return doc;
  const next: Doc = { ...item };
  const capex = fromCatalogue(doc, catalogueCapex(entry)?.value);
  if (capex !== undefined) next.capexPerGPU = capex;
  next.kwPerGPU = entry.nodeKW.value / entry.gpusPerNode.value;
  next.block = entry.gpusPerNode.value;
  const gen = rowsAt(doc, 'market.generations').find((g) => isPlainObject(g) && (g.label === entry.label || g.id === entry.id.toLowerCase()));
  if (isPlainObject(gen) && typeof gen.id === 'string') next.generation = gen.id;
  const others = names(doc, 'candidates').filter((_, i) => i !== index);
  if (!others.includes(entry.label)) next.name = entry.label;
  return setIn(doc, path, next);
}
