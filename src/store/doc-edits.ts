// Pure edits of a scenario document (raw JSON object, unknown fields kept) that are more than one
// field: list items, optional sections, generation renames. Each returns a new document and
// leaves the input untouched. New items are filled only with sourced catalogue values (or copied
// from a sibling); a required field nobody can know stays absent, so the loader names it inline.
// The catalogue is an argument (default: the built-in one); the editor store passes the active
// catalogue, with the user's overrides.

import { CATALOGUE, catalogueCapex, type Catalogue, type GpuModelEntry } from '../../models/catalogue';
import type { Language } from '../../models/language';
import { catalogueGpuMemoryGB } from '../../models/sizing';
import { CURRENT_VERSION, migrate } from '../../models/scenario/migrate';
import { appendAt, getIn, isForbiddenKey, isPlainObject, removeAt, setIn } from './path';
import { fromCatalogue } from './catalogue-money';
import { newPortfolio, scenarioGpus } from './portfolio-edits';
import { newFleetPlan } from './fleet-plan-list-edits';
import { START_ANNUAL_DECLINE, START_CONTRACTED_MW, START_USAGE_HOURS, START_UTILIZATION } from './section-starts';

export type { Doc } from '../../models/path';
import type { Doc } from '../../models/path';

// `site` is optional since docs/model.md › Capacity › Plans without a site (a plan that only rents has none); `portfolio` is the
// demand plan of demand plan.
export const OPTIONAL_SECTIONS = ['site', 'market', 'investment', 'rentVsBuy', 'sizing', 'quotes', 'portfolio', 'uncertainty', 'fleetPlan'] as const;
export type OptionalSection = (typeof OPTIONAL_SECTIONS)[number];

export function catalogueGpu(doc: Doc | null, catalogue: Catalogue = CATALOGUE): GpuModelEntry | undefined {
  const model = getIn(doc, 'node.gpuModel');
  const { gpus } = catalogue;
  return typeof model === 'string' && Object.hasOwn(gpus, model) ? gpus[model] : undefined;
}

function listAt(doc: Doc, path: string): unknown[] {
  const v = getIn(doc, path);
  return Array.isArray(v) ? v : [];
}

export function generationIds(doc: Doc | null): string[] {
  if (!doc) return [];
  return listAt(doc, 'market.generations')
    .map((g) => (isPlainObject(g) && typeof g.id === 'string' ? g.id : ''))
    .filter((id) => id !== '');
}

function uniqueId(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

function slug(text: string): string {
  const s = text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return s === '' || s === 'constructor' || s === 'prototype' || s === 'proto' ? 'gen' : s.slice(0, 40);
}

/** A new market generation: the node's catalogue GPU for the first one (label, on-demand price), else a blank. */
export function newGeneration(doc: Doc, catalogue: Catalogue = CATALOGUE): Doc {
  const taken = generationIds(doc);
  const gpu = catalogueGpu(doc, catalogue);
  const model = getIn(doc, 'node.gpuModel');
  if (taken.length === 0 && gpu) {
    const g: Doc = { id: uniqueId(slug(gpu.id), taken), label: gpu.label };
    const price = fromCatalogue(doc, gpu.prices.onDemand.value);
    if (price !== undefined) g.price = price;
    return g;
  }
  const base = taken.length === 0 && typeof model === 'string' && model !== '' ? slug(model) : `gen-${taken.length + 1}`;
  const id = uniqueId(base, taken);
  return { id, label: id };
}

export function addGeneration(doc: Doc, catalogue: Catalogue = CATALOGUE): Doc {
  return appendAt(doc, 'market.generations', newGeneration(doc, catalogue));
}

/**
 * Removes generation `index` and what pointed at it: parity rules naming it, and
 * `investment.generation` / `quotes[].generation` set to its id (they would otherwise be errors).
 */
export function removeGeneration(doc: Doc, index: number): Doc {
  const generations = listAt(doc, 'market.generations');
  const removed = generations[index];
  if (removed === undefined) return doc;
  let next = removeAt(doc, 'market.generations', index);
  const id = isPlainObject(removed) && typeof removed.id === 'string' ? removed.id : null;
  if (id === null) return next;
  const parity = listAt(next, 'market.parity');
  if (parity.some((r) => isPlainObject(r) && (r.older === id || r.newer === id))) {
    next = setIn(next, 'market.parity', parity.filter((r) => !(isPlainObject(r) && (r.older === id || r.newer === id))));
  }
  if (getIn(next, 'investment.generation') === id) next = setIn(next, 'investment.generation', undefined);
  listAt(next, 'quotes').forEach((q, i) => {
    if (isPlainObject(q) && q.generation === id) next = setIn(next, `quotes[${i}].generation`, undefined);
  });
  return next;
}

/**
 * Sets generation `index`'s id and moves the references to the old id along (parity rules,
 * investment, quotes) — unless another generation already has the new id, where moving them would
 * merge two generations' references; the loader then reports the duplicate.
 */
export function renameGeneration(doc: Doc, index: number, newId: string): Doc {
  const oldId = getIn(doc, `market.generations[${index}].id`);
  let next = setIn(doc, `market.generations[${index}].id`, newId);
  if (typeof oldId !== 'string' || oldId === newId || oldId === '') return next;
  const others = generationIds(doc).filter((_, i) => i !== index);
  if (others.includes(newId) || others.includes(oldId)) return next;
  listAt(next, 'market.parity').forEach((r, i) => {
    if (!isPlainObject(r)) return;
    if (r.older === oldId) next = setIn(next, `market.parity[${i}].older`, newId);
    if (r.newer === oldId) next = setIn(next, `market.parity[${i}].newer`, newId);
  });
  if (getIn(next, 'investment.generation') === oldId) next = setIn(next, 'investment.generation', newId);
  listAt(next, 'quotes').forEach((q, i) => {
    if (isPlainObject(q) && q.generation === oldId) next = setIn(next, `quotes[${i}].generation`, newId);
  });
  return next;
}

/** A parity rule: the newest generation caps the one listed before it (relativeCost left to fill). */
export function addParityRule(doc: Doc): Doc {
  const ids = generationIds(doc);
  const rule: Doc = {};
  if (ids.length >= 2) {
    rule.older = ids[ids.length - 2];
    rule.newer = ids[ids.length - 1];
  }
  return appendAt(doc, 'market.parity', rule);
}

export function removeParityRule(doc: Doc, index: number): Doc {
  return removeAt(doc, 'market.parity', index);
}

/**
 * A new quote. Copies the last quote's GPU count, model and term when there is one (quotes are
 * usually for the same cluster); the first one takes the node's model, the catalogue on-demand
 * price and a 1-year term (seed: "1-year is the norm"). `provider` is the UI's default name.
 */
export function newQuote(doc: Doc, provider: string, catalogue: Catalogue = CATALOGUE): Doc {
  const quotes = listAt(doc, 'quotes');
  const last = quotes[quotes.length - 1];
  const quote: Doc = { provider };
  if (isPlainObject(last)) {
    for (const key of ['gpuModel', 'gpus', 'termMonths', 'committedShare'] as const) if (last[key] !== undefined) quote[key] = last[key];
    return quote;
  }
  const model = getIn(doc, 'node.gpuModel');
  if (typeof model === 'string' && model !== '') quote.gpuModel = model;
  // The GPUs the scenario already states, so quotes added from the editor start valid (issue 33).
  const gpus = scenarioGpus(doc);
  if (gpus !== undefined && gpus > 0) quote.gpus = gpus;
  const price = fromCatalogue(doc, catalogueGpu(doc, catalogue)?.prices.onDemand.value);
  if (price !== undefined) quote.pricePerGPUHour = price;
  quote.termMonths = 12;
  quote.committedShare = 0;
  return quote;
}

export function addQuote(doc: Doc, provider: string, catalogue: Catalogue = CATALOGUE): Doc {
  return appendAt(doc, 'quotes', newQuote(doc, provider, catalogue));
}

export function removeQuote(doc: Doc, index: number): Doc {
  return removeAt(doc, 'quotes', index);
}

export function duplicateQuote(doc: Doc, index: number): Doc {
  const q = listAt(doc, 'quotes')[index];
  if (!isPlainObject(q)) return doc;
  const quotes = listAt(doc, 'quotes').slice();
  quotes.splice(index + 1, 0, structuredClone(q));
  return setIn(doc, 'quotes', quotes);
}

export function hasSection(doc: Doc | null, section: OptionalSection): boolean {
  if (!doc) return false;
  return section === 'quotes' ? Array.isArray(doc.quotes) : isPlainObject(doc[section]);
}

/** Site-default figures from the catalogue (each sourced), and the node's GPU's all-in capex when known. */
function operatingCosts(doc: Doc, catalogue: Catalogue): Doc {
  const s = catalogue.site;
  // Catalogue amounts are USD: converted at the plan's stated rate, else left for the user (issue 33).
  const out: Doc = {};
  const put = (key: string, usd: number | null | undefined) => {
    const v = fromCatalogue(doc, usd);
    if (v !== undefined) out[key] = v;
  };
  put('powerPricePerKWh', s.powerPricePerKWh.value);
  put('coloPerKWMonth', s.coloPerKWMonth.value);
  put('capexPerGPU', catalogueCapex(catalogueGpu(doc, catalogue))?.value);
  return out;
}

/** A new optional section (other than quotes) with what the catalogue can fill; names it writes are in `lang`. */
export function newSection(doc: Doc, section: Exclude<OptionalSection, 'quotes'>, catalogue: Catalogue = CATALOGUE, lang: Language = 'en'): Doc {
  switch (section) {
    case 'site': {
      // The catalogue's PUE and overhead, power counted at the facility meter and the cooling the
      // node's GPU needs, and a placeholder contracted MW so the section starts valid (section-starts.ts).
      const gpu = catalogueGpu(doc, catalogue);
      const out: Doc = { contractedMW: START_CONTRACTED_MW, powerBasis: 'facility', pue: catalogue.site.pue.value, overheadFraction: catalogue.site.overheadFraction.value };
      out.cooling = gpu ? gpu.cooling.value : 'air';
      return out;
    }
    case 'market':
      // A new market starts valid (issue 33): the catalogue's price and a placeholder decline.
      return { generations: [{ ...newGeneration(doc, catalogue), annualDecline: START_ANNUAL_DECLINE }] };
    case 'investment': {
      const out: Doc = { ...operatingCosts(doc, catalogue), utilization: START_UTILIZATION };
      const ids = generationIds(doc);
      if (ids.length > 0) out.generation = ids[0];
      return out;
    }
    case 'rentVsBuy': {
      // autoscaledUtilization: docs/model.md › Rent vs buy › Without a site and per token's default for a new section, written out so that a
      // version-2 plan's migration (which keeps a v2 file's figures) does not set it to 100 %.
      const out: Doc = { ...operatingCosts(doc, catalogue), lifeYears: catalogue.site.depreciationYears.value, autoscaledUtilization: 0.7, usageHours: START_USAGE_HOURS };
      const prices = catalogueGpu(doc, catalogue)?.prices;
      const put = (key: string, usd: number | null | undefined) => {
        const v = fromCatalogue(doc, usd);
        if (v !== undefined) out[key] = v;
      };
      put('onDemandPrice', prices?.onDemand.value);
      put('spotPrice', prices?.spot.value);
      put('reservedPrice', prices?.contract1y.value);
      put('reserved3yPrice', prices?.contract3y.value);
      return out;
    }
    case 'uncertainty':
      return { trials: 10_000, seed: 0, inputs: {} };
    case 'portfolio':
      return newPortfolio(doc, catalogueGpu(doc, catalogue), lang);
    case 'fleetPlan':
      return newFleetPlan(doc, catalogue, lang);
    case 'sizing': {
      // No workload figures (section-starts.ts): the user's own workload is entered, and the rest
      // of the results show meanwhile. GPU memory is written only when the user's catalogue overrides the built-in figure, so the
      // engine (which reads the built-in catalogue) uses the overridden one.
      const out: Doc = {};
      const memory = overriddenMemoryGB(doc, catalogue);
      if (memory !== undefined) out.gpuMemoryGB = memory;
      return out;
    }
  }
}

/** The active catalogue's memory for the node's GPU when it differs from the built-in catalogue's. */
export function overriddenMemoryGB(doc: Doc | null, catalogue: Catalogue = CATALOGUE): number | undefined {
  const gpu = catalogueGpu(doc, catalogue);
  const active = gpu?.memoryGB.value ?? null;
  if (!gpu || active === null) return undefined;
  const builtIn = catalogueGpuMemoryGB(gpu.id);
  return builtIn === active ? undefined : active;
}

/**
 * Carry a sizing result into the plan: the site's target GPUs and every quote's GPU count
 * (setFields applies them as one undo step).
 */
export function sizingTargetEntries(doc: Doc | null, gpus: number): [string, unknown][] {
  // A plan without a site (docs/model.md › Capacity › Plans without a site) has no capacity target to set: writing one would create a
  // site made of a target alone.
  const out: [string, unknown][] = doc && !isPlainObject(doc.site) ? [] : [['site.targetGPUs', gpus]];
  if (doc) listAt(doc, 'quotes').forEach((q, i) => {
    if (isPlainObject(q)) out.push([`quotes[${i}].gpus`, gpus]);
  });
  // The quotes are measured against the workload's GPU-hours: they follow the count, or the best
  // quote could flip on GPUs that are never used (issue 27).
  const hours = doc ? workloadHoursFor(doc, gpus) : { kind: 'none' as const };
  if (hours.kind === 'scaled') out.push(['workload.gpuHoursPerMonth', hours.hours]);
  return out;
}

/**
 * The workload's GPU-hours per month for a new GPU count: the same hours per GPU as now, where "now"
 * is the one GPU count the quotes share. 'mixed' when the quotes differ in GPUs (nothing to scale
 * from: the app says so), 'none' without quotes or a workload figure, 'same' when nothing changes.
 */
export type WorkloadHours = { kind: 'scaled'; hours: number } | { kind: 'mixed' | 'none' | 'same' };

export function workloadHoursFor(doc: Doc, gpus: number): WorkloadHours {
  const hours = getIn(doc, 'workload.gpuHoursPerMonth');
  const counts = new Set(listAt(doc, 'quotes').flatMap((q) => (isPlainObject(q) && typeof q.gpus === 'number' && q.gpus > 0 ? [q.gpus] : [])));
  if (typeof hours !== 'number' || !Number.isFinite(hours) || counts.size === 0) return { kind: 'none' };
  if (counts.size > 1) return { kind: 'mixed' };
  const [from] = counts;
  if (from === gpus) return { kind: 'same' };
  return { kind: 'scaled', hours: (hours / from) * gpus };
}

/** An older document in the current format version (unchanged when it is current or cannot be migrated). */
function atCurrentVersion(doc: Doc): Doc {
  if (typeof doc.version !== 'number' || doc.version >= CURRENT_VERSION) return doc;
  const migrated = migrate(doc);
  return migrated.ok ? migrated.data : doc;
}

/**
 * Adds an optional section; a section already there is kept. A
 * demand plan exists since format version 3 (docs/model.md › Demand plan): an older document is migrated first,
 * so the file says the version that reads it.
 */
export function addSection(doc: Doc, section: OptionalSection, provider: string, catalogue: Catalogue = CATALOGUE, lang: Language = 'en'): Doc {
  if (hasSection(doc, section)) return doc;
  if (section === 'fleetPlan') {
    // model: Fleet plan — its GPUs earn the market's prices on the investment's operating costs and
    // fit in the site's power: a section it needs and the document lacks is added with it, so the
    // plan starts valid (each with what the catalogue can fill).
    let current = atCurrentVersion(doc);
    for (const needed of ['site', 'market', 'investment'] as const) {
      if (!hasSection(current, needed)) current = setIn(current, needed, newSection(current, needed, catalogue, lang));
    }
    return setIn(current, section, newSection(current, section, catalogue, lang));
  }
  if (section === 'portfolio') {
    const current = atCurrentVersion(doc);
    return setIn(current, section, newSection(current, section, catalogue, lang));
  }
  if (section === 'quotes') {
    // No empty workload beside it: an empty one is refused ("GPU-hours per month is required"),
    // while quotes without a workload are measured without one (model: Quotes › Window). Typing a
    // workload figure creates the section.
    return setIn(doc, 'quotes', [newQuote({ ...doc, quotes: [] }, provider, catalogue)]);
  }
  return setIn(doc, section, newSection(doc, section, catalogue));
}

/**
 * Removes an optional section (quotes take their workload with them). Only a version-2 plan may
 * leave its site out (docs/model.md › Capacity › Plans without a site): an older document is migrated to the current version first.
 */
export function removeSection(doc: Doc, section: OptionalSection): Doc {
  let next = section === 'site' ? atCurrentVersion(doc) : doc;
  next = setIn(next, section, undefined);
  if (section === 'quotes') next = setIn(next, 'workload', undefined);
  return next;
}

/** Renames an uncertainty input's key (its target field path), keeping its position and distribution. */
export function renameUncertaintyInput(doc: Doc, oldKey: string, newKey: string): Doc {
  const inputs = getIn(doc, 'uncertainty.inputs');
  if (!isPlainObject(inputs) || !Object.hasOwn(inputs, oldKey) || oldKey === newKey || Object.hasOwn(inputs, newKey)) return doc;
  if (isForbiddenKey(newKey)) return doc;
  const renamed: Doc = {};
  for (const [k, v] of Object.entries(inputs)) {
    if (!isForbiddenKey(k)) renamed[k === oldKey ? newKey : k] = v;
  }
  const next = setIn(doc, 'uncertainty.inputs', renamed);
  // Correlations (docs/model.md › Uncertainty) follow the input to its new field.
  const correlations = getIn(next, 'uncertainty.correlations');
  if (!Array.isArray(correlations)) return next;
  const rename = (c: unknown): unknown =>
    isPlainObject(c) ? { ...c, ...(c.a === oldKey ? { a: newKey } : {}), ...(c.b === oldKey ? { b: newKey } : {}) } : c;
  return setIn(next, 'uncertainty.correlations', correlations.map(rename));
}

/** Removes an uncertainty input and the correlations (docs/model.md › Uncertainty) that name it. */
export function removeUncertaintyInput(doc: Doc, key: string): Doc {
  const inputs = getIn(doc, 'uncertainty.inputs');
  if (!isPlainObject(inputs) || !Object.hasOwn(inputs, key)) return doc;
  const rest: Doc = {};
  for (const [k, v] of Object.entries(inputs)) if (k !== key && !isForbiddenKey(k)) rest[k] = v;
  const next = setIn(doc, 'uncertainty.inputs', rest);
  const correlations = getIn(next, 'uncertainty.correlations');
  if (!Array.isArray(correlations)) return next;
  const kept = correlations.filter((c) => !(isPlainObject(c) && (c.a === key || c.b === key)));
  return setIn(next, 'uncertainty.correlations', kept.length > 0 ? kept : undefined);
}
