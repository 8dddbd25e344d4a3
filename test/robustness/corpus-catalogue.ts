// Catalogue overrides (mergeCatalogueWithReport), as an imported overrides file would hold them:
// not an object at all, wrong types, out-of-range and non-finite numbers, bad enums and dates,
// forbidden keys, unknown sections and fields, incomplete new entries, huge inputs.
// 'ignored': the report lists the part at `path`; 'applied': nothing ignored and the value at `at`
// is the user's value; 'either': any well-formed answer.
import type { Segment } from './support';

export type CatalogueExpectation =
  | { expect: 'ignored'; path: string }
  | { expect: 'applied'; at: Segment[]; value: unknown }
  | { expect: 'either' };

export interface CatalogueCase {
  id: string;
  overrides: unknown;
  expect: CatalogueExpectation;
  maxMs?: number;
}

const json = (text: string): unknown => JSON.parse(text);
const ignored = (path: string): CatalogueExpectation => ({ expect: 'ignored', path });
const applied = (at: Segment[], value: unknown): CatalogueExpectation => ({ expect: 'applied', at, value });

const NEW_GPU = { label: 'RTX PRO 6000', vendor: 'NVIDIA', tdpW: 600, gpusPerNode: 8, nodeKW: 6.5, cooling: 'air' };

function shapes(): CatalogueCase[] {
  return [
    { id: 'null', overrides: null, expect: ignored('overrides') },
    { id: 'a list', overrides: [], expect: ignored('overrides') },
    { id: 'a string', overrides: 'gpus', expect: ignored('overrides') },
    { id: 'a number', overrides: 42, expect: ignored('overrides') },
    { id: 'undefined', overrides: undefined, expect: ignored('overrides') },
    { id: 'empty object', overrides: {}, expect: { expect: 'either' } },
    { id: 'unknown section', overrides: { gpu: {} }, expect: ignored('gpu') },
    { id: '__proto__ section', overrides: json('{"__proto__": {"polluted": true}}'), expect: ignored('__proto__') },
    { id: 'constructor section', overrides: json('{"constructor": {"prototype": {"polluted": true}}}'), expect: ignored('constructor') },
    { id: 'gpus is a list', overrides: { gpus: [] }, expect: ignored('gpus') },
    { id: 'gpus is null', overrides: { gpus: null }, expect: ignored('gpus') },
    { id: 'providers is a string', overrides: { providers: 'x' }, expect: ignored('providers') },
    { id: 'site is a list', overrides: { site: [1] }, expect: ignored('site') },
    { id: 'site is null', overrides: { site: null }, expect: ignored('site') },
    { id: 'an entry is null', overrides: { gpus: { 'H100-SXM': null } }, expect: ignored('gpus.H100-SXM') },
    { id: 'an entry is a number', overrides: { gpus: { 'H100-SXM': 3 } }, expect: ignored('gpus.H100-SXM') },
    { id: 'prices is a list', overrides: { gpus: { 'H100-SXM': { prices: [2] } } }, expect: ignored('gpus.H100-SXM.prices') },
  ];
}

function numbers(): CatalogueCase[] {
  const cases: CatalogueCase[] = [];
  const bad: [string, unknown][] = [
    ['a string', '700'], ['true', true], ['a list', [700]], ['an object', { a: 1 }], ['NaN', Number.NaN], ['Infinity', Infinity],
    ['-Infinity', -Infinity], ['-1', -1], ['1e308', 1e308], ['1e400 from JSON', json('1e400')],
  ];
  const fields: [string, Segment[]][] = [
    ['gpus.H100-SXM.tdpW', ['gpus', 'H100-SXM', 'tdpW']],
    ['gpus.H100-SXM.gpusPerNode', ['gpus', 'H100-SXM', 'gpusPerNode']],
    ['gpus.B200.nodeKW', ['gpus', 'B200', 'nodeKW']],
    ['gpus.H100-SXM.prices.onDemand', ['gpus', 'H100-SXM', 'prices', 'onDemand']],
    ['gpus.MI300X.prices.spot', ['gpus', 'MI300X', 'prices', 'spot']],
    ['site.pue', ['site', 'pue']],
    ['site.capexPerGPU', ['site', 'capexPerGPU']],
    ['site.depreciationYears', ['site', 'depreciationYears']],
    ['site.regionPremium', ['site', 'regionPremium']],
  ];
  for (const [path, at] of fields) {
    for (const [label, v] of bad) cases.push({ id: `${path} = ${label}`, overrides: nest(at, v), expect: ignored(path) });
    cases.push({ id: `${path} as a leaf with a bad date`, overrides: nest(at, { value: 1, asOf: '2026-13-45' }), expect: ignored(path) });
  }
  cases.push(
    { id: 'gpusPerNode fractional', overrides: nest(['gpus', 'H100-SXM', 'gpusPerNode'], 0.5), expect: ignored('gpus.H100-SXM.gpusPerNode') },
    { id: 'gpusPerNode 0', overrides: nest(['gpus', 'H100-SXM', 'gpusPerNode'], 0), expect: ignored('gpus.H100-SXM.gpusPerNode') },
    { id: 'gpusPerNode 2000', overrides: nest(['gpus', 'H100-SXM', 'gpusPerNode'], 2000), expect: ignored('gpus.H100-SXM.gpusPerNode') },
    { id: 'nodeKW 0', overrides: nest(['gpus', 'H100-SXM', 'nodeKW'], 0), expect: ignored('gpus.H100-SXM.nodeKW') },
    { id: 'nodeKW 5e-324', overrides: nest(['gpus', 'H100-SXM', 'nodeKW'], 5e-324), expect: ignored('gpus.H100-SXM.nodeKW') },
    { id: 'pue 0.8', overrides: nest(['site', 'pue'], 0.8), expect: ignored('site.pue') },
    { id: 'pue 1.2', overrides: nest(['site', 'pue'], 1.2), expect: applied(['site', 'pue'], 1.2) },
    { id: 'price 1e7', overrides: nest(['gpus', 'H100-SXM', 'prices', 'onDemand'], 1e7), expect: ignored('gpus.H100-SXM.prices.onDemand') },
    { id: 'price cleared to null', overrides: nest(['gpus', 'H100-SXM', 'prices', 'onDemand'], null), expect: applied(['gpus', 'H100-SXM', 'prices', 'onDemand'], null) },
    { id: 'price 2.49', overrides: nest(['gpus', 'H100-SXM', 'prices', 'onDemand'], 2.49), expect: applied(['gpus', 'H100-SXM', 'prices', 'onDemand'], 2.49) },
    { id: 'unknown price given a string', overrides: nest(['gpus', 'GB200-NVL72', 'prices', 'spot'], 'cheap'), expect: ignored('gpus.GB200-NVL72.prices.spot') },
    { id: 'unknown price given a list', overrides: nest(['gpus', 'GB200-NVL72', 'prices', 'spot'], [{}]), expect: ignored('gpus.GB200-NVL72.prices.spot') },
    { id: 'site value cleared to null', overrides: nest(['site', 'pue'], null), expect: ignored('site.pue') },
    { id: 'power figure cleared to null', overrides: nest(['gpus', 'B200', 'tdpW'], null), expect: ignored('gpus.B200.tdpW') },
    { id: 'leaf with extra keys', overrides: nest(['site', 'pue'], { value: 1.3, asOf: '2026-01-01', source: 'me' }), expect: ignored('site.pue') },
    { id: 'leaf with a numeric date', overrides: nest(['site', 'pue'], { value: 1.3, asOf: 20260101 }), expect: ignored('site.pue') },
    { id: 'leaf with 30 February', overrides: nest(['site', 'pue'], { value: 1.3, asOf: '2026-02-30' }), expect: ignored('site.pue') },
    { id: 'leaf with a note of 1 MB', overrides: nest(['site', 'pue'], { value: 1.3, note: 'n'.repeat(1 << 20) }), expect: applied(['site', 'pue'], 1.3) },
  );
  return cases;
}

function texts(): CatalogueCase[] {
  return [
    { id: 'cooling "water"', overrides: nest(['gpus', 'H100-SXM', 'cooling'], 'water'), expect: ignored('gpus.H100-SXM.cooling') },
    { id: 'unit "pod"', overrides: nest(['gpus', 'H100-SXM', 'unit'], 'pod'), expect: ignored('gpus.H100-SXM.unit') },
    { id: 'label empty', overrides: nest(['gpus', 'H100-SXM', 'label'], ''), expect: ignored('gpus.H100-SXM.label') },
    { id: 'label 1 MB', overrides: nest(['gpus', 'H100-SXM', 'label'], 'L'.repeat(1 << 20)), expect: ignored('gpus.H100-SXM.label') },
    { id: 'label a number', overrides: nest(['gpus', 'H100-SXM', 'label'], 5), expect: ignored('gpus.H100-SXM.label') },
    { id: 'tier "diamond"', overrides: nest(['providers', 'lambda', 'clusterMaxTier'], 'diamond'), expect: ignored('providers.lambda.clusterMaxTier') },
    { id: 'unknown tier set to "diamond"', overrides: nest(['providers', 'runpod', 'clusterMaxTier'], 'diamond'), expect: ignored('providers.runpod.clusterMaxTier') },
    { id: 'unknown tier set to "gold"', overrides: nest(['providers', 'runpod', 'clusterMaxTier'], 'gold'), expect: applied(['providers', 'runpod', 'clusterMaxTier'], 'gold') },
    { id: 'unknown regions set', overrides: nest(['providers', 'vast-ai', 'regions'], ['EU']), expect: applied(['providers', 'vast-ai', 'regions'], ['EU']) },
    { id: 'regions of numbers', overrides: nest(['providers', 'vast-ai', 'regions'], [1, 2]), expect: ignored('providers.vast-ai.regions') },
    { id: 'regions a string', overrides: nest(['providers', 'coreweave', 'regions'], 'EU'), expect: ignored('providers.coreweave.regions') },
    { id: 'regions 100,000 long', overrides: nest(['providers', 'coreweave', 'regions'], Array.from({ length: 100_000 }, () => 'EU')), expect: ignored('providers.coreweave.regions') },
    { id: 'policy a number', overrides: nest(['providers', 'runpod', 'egressPolicy'], 3), expect: ignored('providers.runpod.egressPolicy') },
    { id: 'facts a string', overrides: nest(['providers', 'lambda', 'facts'], 'fast'), expect: ignored('providers.lambda.facts') },
    { id: 'facts with a number', overrides: nest(['providers', 'lambda', 'facts'], ['ok', 5]), expect: ignored('providers.lambda.facts[1]') },
    { id: 'facts 10,000 long', overrides: nest(['site', 'facts'], Array.from({ length: 10_000 }, () => 'f')), expect: ignored('site.facts') },
    { id: 'parity savings of 2', overrides: nest(['gpus', 'GB200-NVL72', 'parity'], { olderModel: 'H100-SXM', trainingSaving: 2, inferenceSaving: 0.5 }), expect: ignored('gpus.GB200-NVL72.parity') },
    { id: 'parity a string', overrides: nest(['gpus', 'GB200-NVL72', 'parity'], 'H100'), expect: ignored('gpus.GB200-NVL72.parity') },
    { id: 'parity set', overrides: nest(['gpus', 'GB200-NVL72', 'parity'], { olderModel: 'H100-SXM', trainingSaving: 0.5, inferenceSaving: 0.6 }), expect: applied(['gpus', 'GB200-NVL72', 'parity'], { olderModel: 'H100-SXM', trainingSaving: 0.5, inferenceSaving: 0.6 }) },
    { id: 'id changed', overrides: nest(['gpus', 'H100-SXM', 'id'], 'H100'), expect: ignored('gpus.H100-SXM.id') },
    { id: 'unknown field', overrides: nest(['gpus', 'H100-SXM', 'colour'], 'green'), expect: ignored('gpus.H100-SXM.colour') },
    { id: 'unknown field with a 1 MB name', overrides: { gpus: { 'H100-SXM': { ['k'.repeat(1 << 20)]: 1 } } }, expect: ignored('gpus.H100-SXM.k') },
  ];
}

function entries(): CatalogueCase[] {
  const deep = json(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
  return [
    { id: 'new GPU complete', overrides: { gpus: { 'RTX-PRO-6000': NEW_GPU } }, expect: applied(['gpus', 'RTX-PRO-6000', 'nodeKW'], 6.5) },
    { id: 'new GPU without power', overrides: { gpus: { X: { label: 'X', tdpW: 500 } } }, expect: ignored('gpus.X') },
    { id: 'new GPU with a string price', overrides: { gpus: { X: { ...NEW_GPU, prices: { onDemand: 'abc' } } } }, expect: ignored('gpus.X.prices.onDemand') },
    { id: 'new GPU with a fractional node', overrides: { gpus: { X: { ...NEW_GPU, gpusPerNode: 2.5 } } }, expect: ignored('gpus.X.gpusPerNode') },
    { id: 'new GPU with an id field', overrides: { gpus: { X: { ...NEW_GPU, id: 'Y' } } }, expect: ignored('gpus.X.id') },
    { id: 'new GPU "__proto__"', overrides: json(`{"gpus": {"__proto__": ${JSON.stringify(NEW_GPU)}}}`), expect: ignored('gpus.__proto__') },
    { id: 'new GPU "constructor"', overrides: { gpus: { constructor: NEW_GPU } }, expect: ignored('gpus.constructor') },
    { id: 'new GPU "toString"', overrides: { gpus: { toString: NEW_GPU } }, expect: applied(['gpus', 'toString', 'tdpW'], 600) },
    { id: 'new GPU with an empty id', overrides: { gpus: { '': NEW_GPU } }, expect: ignored('gpus[""]') },
    { id: 'new GPU with a 1 MB id', overrides: { gpus: { ['g'.repeat(1 << 20)]: NEW_GPU } }, expect: ignored('gpus["ggg') },
    { id: 'new provider without a name', overrides: { providers: { acme: { regions: ['EU'] } } }, expect: ignored('providers.acme') },
    { id: 'new provider with a bad category', overrides: { providers: { acme: { name: 'Acme', category: 'bogus' } } }, expect: ignored('providers.acme.category') },
    { id: 'new provider complete', overrides: { providers: { acme: { name: 'Acme', category: 'neocloud' } } }, expect: applied(['providers', 'acme', 'category'], 'neocloud') },
    { id: '10,000 new GPUs', overrides: { gpus: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`G${i}`, NEW_GPU])) }, expect: applied(['gpus', 'G9999', 'tdpW'], 600), maxMs: 5000 },
    { id: '10,000 bad new GPUs', overrides: { gpus: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`G${i}`, { label: 1 }])) }, expect: ignored('gpus.G9999'), maxMs: 5000 },
    { id: '10,000-deep value', overrides: { gpus: { 'H100-SXM': { tdpW: deep } } }, expect: ignored('gpus.H100-SXM.tdpW') },
    { id: '10,000-deep entry', overrides: { gpus: { X: deep } }, expect: ignored('gpus.X') },
    { id: '10,000-deep prices', overrides: { gpus: { 'H100-SXM': { prices: deep } } }, expect: ignored('gpus.H100-SXM.prices.a') },
  ];
}

/** { a: { b: value } } from ['a', 'b']. */
function nest(at: readonly Segment[], value: unknown): unknown {
  let out = value;
  for (let i = at.length - 1; i >= 0; i--) out = { [at[i]]: out };
  return out;
}

export function catalogueCases(): CatalogueCase[] {
  return [...shapes(), ...numbers(), ...texts(), ...entries()];
}
