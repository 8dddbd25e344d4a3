// Bad (and a few good) scenario files for the loader: parseScenarioJson(text).
// Generated from the worked example and the field table (models/scenario/field-specs.ts), so every
// field gets wrong types, non-finite and out-of-range numbers, and every required field goes missing.
import type { FieldSpec } from '../../models/scenario/fields';
import {
  DEMAND_STEP_FIELDS,
  DISTRIBUTION_FIELDS,
  OFFER_FIELDS,
  PORTFOLIO_FIELDS,
  PROFILE_BLOCK_FIELDS,
  PORTFOLIO_RISK_FIELDS,
  GROWTH_FIELDS,
  FIXED_COMMITMENT_FIELDS,
  DEMAND_SCENARIO_FIELDS,
  GENERATION_FIELDS,
  INVESTMENT_FIELDS,
  RENEWAL_FIELDS,
  EXIT_FIELDS,
  TRANCHE_FIELDS,
  RESALE_POINT_FIELDS,
  DEBT_SIZING_FIELDS,
  NODE_FIELDS,
  PARITY_FIELDS,
  QUOTE_FIELDS,
  RENT_VS_BUY_FIELDS,
  SIZING_FIELDS,
  SITE_FIELDS,
  TOP_FIELDS,
  UNCERTAINTY_FIELDS,
  WORKLOAD_FIELDS,
  FLEET_PLAN_FIELDS,
  FLEET_CANDIDATE_FIELDS,
  FLEET_EXISTING_FIELDS,
} from '../../models/scenario/field-specs';
import { LIMITS } from '../../models/scenario/limits';
import { upV1ToV2 } from '../../models/scenario/migrate';
import type { Expectation } from './check';
import type { Doc, Segment } from './support';
import { colo, dotted, fleet, fleetFile, lender, planned, read, rented, scenarioPlan, sized, sizingSection, uncertain, windowed, withValue, without } from './support';

export interface LoaderCase {
  id: string;
  /** The file's text, for parseScenarioJson. */
  text: string;
  /** Instead: data for loadScenario (values JSON cannot carry: NaN, BigInt, Date, functions). */
  data?: unknown;
  expect: Expectation;
  /** Time limit for the call (default 2 s; the 10 MB files get more). */
  maxMs?: number;
}

/** A JSON text with raw number literals (1e400, -0) where the sentinel strings stand. */
const RAW = '@@raw@@';
function raw(literal: string): string {
  return `${RAW}${literal}${RAW}`;
}
function text(doc: unknown): string {
  return JSON.stringify(doc).replace(new RegExp(`"${RAW}(.*?)${RAW}"`, 'g'), '$1');
}

const issues = (path?: string, messageIncludes?: string): Expectation => ({ expect: 'issues', path, messageIncludes });
const OK: Expectation = { expect: 'ok' };
const EITHER: Expectation = { expect: 'either' };

function wholeFile(): LoaderCase[] {
  const valid = text(colo());
  const whole = issues('');
  return [
    { id: 'empty file', text: '', expect: whole },
    { id: 'whitespace only', text: ' \n\t\r\n ', expect: whole },
    { id: 'BOM only', text: '\uFEFF', expect: whole },
    { id: 'BOM + valid file', text: `\uFEFF${valid}`, expect: OK },
    { id: 'truncated JSON', text: valid.slice(0, valid.length / 2), expect: whole },
    { id: 'single brace', text: '{', expect: whole },
    { id: 'trailing comma', text: valid.replace(/}$/, ',}'), expect: whole },
    { id: 'single quotes', text: "{'format': 'gpuplan/scenario'}", expect: whole },
    { id: 'comments', text: `// scenario\n${valid}`, expect: whole },
    { id: 'NaN literal', text: valid.replace('"pue":1.35', '"pue":NaN'), expect: whole },
    { id: 'Infinity literal', text: valid.replace('"pue":1.35', '"pue":Infinity'), expect: whole },
    { id: 'hex literal', text: valid.replace('"pue":1.35', '"pue":0x1'), expect: whole },
    { id: 'top-level null', text: 'null', expect: whole },
    { id: 'top-level true', text: 'true', expect: whole },
    { id: 'top-level number', text: '42', expect: whole },
    { id: 'top-level huge number', text: '1e400', expect: whole },
    { id: 'top-level string', text: '"gpuplan/scenario"', expect: whole },
    { id: 'top-level empty list', text: '[]', expect: whole },
    { id: 'top-level list of the file', text: `[${valid}]`, expect: whole },
    { id: 'two documents', text: `${valid}\n${valid}`, expect: whole },
    { id: 'binary garbage', text: Array.from({ length: 2000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join(''), expect: whole },
    { id: 'UTF-16 read as UTF-8', text: Buffer.from(valid, 'utf16le').toString('utf8'), expect: whole },
    { id: 'NUL bytes', text: '\u0000'.repeat(100), expect: whole },
    { id: 'empty object', text: '{}', expect: issues('format') },
  ];
}

function formatAndVersion(): LoaderCase[] {
  const base = colo();
  const cases: LoaderCase[] = [
    { id: 'format missing', text: text(without(base, ['format'])), expect: issues('format') },
    { id: 'format of another file type', text: text({ ...base, format: 'gpuplan/catalogue' }), expect: issues('format') },
    { id: 'format as a number', text: text({ ...base, format: 1 }), expect: issues('format') },
    { id: 'format with different case', text: text({ ...base, format: 'GPUPLAN/SCENARIO' }), expect: issues('format') },
    { id: 'version missing', text: text(without(base, ['version'])), expect: issues('version') },
  ];
  const versions: [string, unknown][] = [
    ['"1"', '1'], ['1.5', 1.5], ['-1', -1], ['0', 0], ['5', 5], ['99', 99], ['1e308', 1e308], ['-1e308', -1e308],
    ['1e400', raw('1e400')], ['-1e400', raw('-1e400')], ['null', null], ['true', true], ['[]', []], ['{}', {}], ['2^53', 2 ** 53],
  ];
  for (const [label, v] of versions) cases.push({ id: `version ${label}`, text: text({ ...base, version: v }), expect: issues('version') });
  cases.push({ id: 'version -0 (same as 0)', text: text({ ...base, version: raw('-0') }), expect: issues('version') });
  cases.push({ id: 'version 1.0 (a whole number)', text: text({ ...base, version: raw('1.0') }), expect: OK });
  return cases;
}

interface Section {
  at: Segment[];
  table: Readonly<Record<string, FieldSpec>>;
  base: () => Doc;
}

const SECTIONS: Section[] = [
  { at: [], table: TOP_FIELDS, base: colo },
  { at: ['site'], table: SITE_FIELDS, base: colo },
  { at: ['node'], table: NODE_FIELDS, base: colo },
  { at: ['market', 'generations', 1], table: GENERATION_FIELDS, base: colo },
  { at: ['market', 'parity', 0], table: PARITY_FIELDS, base: colo },
  { at: ['investment'], table: INVESTMENT_FIELDS, base: colo },
  // docs/model.md › Investment › Exit and renewal: the investment's new fields where they are set, and its renewal and exit.
  { at: ['investment'], table: INVESTMENT_FIELDS, base: lender },
  { at: ['investment', 'renewal'], table: RENEWAL_FIELDS, base: lender },
  { at: ['investment', 'exit'], table: EXIT_FIELDS, base: lender },
  // Fleet: the investment's fleet fields, a tranche with its own terms, a resale point, debt sizing.
  { at: ['investment'], table: INVESTMENT_FIELDS, base: fleet },
  { at: ['investment', 'tranches', 3], table: TRANCHE_FIELDS, base: fleet },
  { at: ['investment', 'resaleCurve', 2], table: RESALE_POINT_FIELDS, base: fleet },
  { at: ['investment', 'debtSizing'], table: DEBT_SIZING_FIELDS, base: fleet },
  { at: ['rentVsBuy'], table: RENT_VS_BUY_FIELDS, base: colo },
  // docs/model.md › Rent vs buy › Without a site and per token: a renter's section without a site (no buying: capex and life not required).
  { at: ['rentVsBuy'], table: RENT_VS_BUY_FIELDS, base: rented },
  { at: ['sizing'], table: SIZING_FIELDS, base: sized },
  // docs/model.md › Quotes › Window: a version-3 workload (v1/v2 files never read workload.gpus/utilization) and a quote with
  // a price above its commitment.
  { at: ['workload'], table: WORKLOAD_FIELDS, base: windowed },
  { at: ['quotes', 1], table: QUOTE_FIELDS, base: colo },
  { at: ['quotes', 0], table: QUOTE_FIELDS, base: windowed },
  { at: ['uncertainty'], table: UNCERTAINTY_FIELDS, base: uncertain },
  // demand plan: the plan, a demand step, a load block, a commit offer and the spot offer.
  { at: ['portfolio'], table: PORTFOLIO_FIELDS, base: planned },
  { at: ['portfolio', 'demand', 1], table: DEMAND_STEP_FIELDS, base: planned },
  { at: ['portfolio', 'profile', 1], table: PROFILE_BLOCK_FIELDS, base: planned },
  { at: ['portfolio', 'offers', 2], table: OFFER_FIELDS, base: planned },
  { at: ['portfolio', 'offers', 1], table: OFFER_FIELDS, base: planned },
  // Fleet plan: the plan, a candidate with every default, one with maxGPUs, the existing fleet, a resale point.
  { at: ['fleetPlan'], table: FLEET_PLAN_FIELDS, base: fleetFile },
  { at: ['fleetPlan', 'candidates', 0], table: FLEET_CANDIDATE_FIELDS, base: fleetFile },
  { at: ['fleetPlan', 'candidates', 1], table: FLEET_CANDIDATE_FIELDS, base: fleetFile },
  { at: ['fleetPlan', 'existing', 0], table: FLEET_EXISTING_FIELDS, base: fleetFile },
  // The demand plan under growth, fixed commitments and scenarios.
  { at: ['portfolio'], table: PORTFOLIO_RISK_FIELDS, base: scenarioPlan },
  { at: ['portfolio', 'growth'], table: GROWTH_FIELDS, base: scenarioPlan },
  { at: ['portfolio', 'fixed', 0], table: FIXED_COMMITMENT_FIELDS, base: scenarioPlan },
  { at: ['portfolio', 'scenarios', 1], table: DEMAND_SCENARIO_FIELDS, base: scenarioPlan },
];

function isRequired(spec: FieldSpec): boolean {
  return spec.default === undefined && spec.optional !== true;
}

/** Wrong values for a field, each certainly invalid for its spec. */
function badValues(spec: FieldSpec): [string, unknown][] {
  const common: [string, unknown][] = [['true', true], ['a list', [1]], ['an object', { value: 1 }]];
  switch (spec.kind) {
    case 'number': {
      const out: [string, unknown][] = [
        ...common,
        ['a numeric string', '12'],
        ['an empty string', ''],
        ['1e400 (Infinity)', raw('1e400')],
        ['-1e400 (-Infinity)', raw('-1e400')],
        ['1e308', 1e308],
        ['-1e308', -1e308],
      ];
      const lo = spec.min ?? spec.gt;
      if (lo !== undefined && lo >= 0) out.push(['-1', -1], ['-1e-300', -1e-300]);
      if (spec.gt !== undefined) out.push([`exactly ${spec.gt} (exclusive bound)`, spec.gt]);
      if (spec.max !== undefined) out.push(['just over the maximum', spec.max + Math.max(1e-6, Math.abs(spec.max) * 1e-9)]);
      if (spec.lt !== undefined) out.push([`exactly ${spec.lt} (exclusive bound)`, spec.lt]);
      if (spec.integer === true) out.push(['a fraction', (spec.min ?? 0) + 1.5]);
      return out;
    }
    case 'string': {
      const out: [string, unknown][] = [...common, ['a number', 42], ['too long', 'x'.repeat(spec.maxLength + 1)]];
      if (spec.nonEmpty === true) out.push(['empty', ''], ['blank', '   ']);
      if (spec.pattern && !spec.pattern.test('usd')) out.push(['lower case', 'usd']);
      return out;
    }
    case 'enum':
      return [...common, ['a number', 1], ['unknown value', 'bogus'], ['empty', ''], ['other case', spec.values[0].toUpperCase()]];
    case 'boolean':
      return [['a list', [true]], ['an object', { value: true }], ['"true"', 'true'], ['1', 1]];
  }
}

/** Values that are fine for the spec (the file may still break a cross-field rule: either answer). */
function edgeValues(spec: FieldSpec): [string, unknown][] {
  if (spec.kind !== 'number') return [];
  const out: [string, unknown][] = [];
  if (spec.min !== undefined) out.push(['the minimum', spec.min]);
  if (spec.max !== undefined) out.push(['the maximum', spec.max]);
  if ((spec.min ?? spec.gt ?? -1) <= 0 && (spec.max ?? 1) >= 0 && spec.gt !== 0) out.push(['-0', raw('-0')]);
  if (spec.gt === 0) out.push(['5e-324', 5e-324]);
  return out;
}

function fieldCases(): LoaderCase[] {
  const cases: LoaderCase[] = [];
  for (const section of SECTIONS) {
    const base = section.base();
    for (const [key, spec] of Object.entries(section.table)) {
      const at = [...section.at, key];
      const where = dotted(at);
      for (const [label, value] of badValues(spec)) {
        cases.push({ id: `${where} = ${label}`, text: text(withValue(base, at, value)), expect: issues(where) });
      }
      for (const [label, value] of edgeValues(spec)) {
        cases.push({ id: `${where} = ${label}`, text: text(withValue(base, at, value)), expect: EITHER });
      }
      if (isRequired(spec)) {
        cases.push({ id: `${where} missing`, text: text(without(base, at)), expect: issues(where) });
        cases.push({ id: `${where} null`, text: text(withValue(base, at, null)), expect: issues(where) });
      } else if (read(base, at) !== undefined) {
        cases.push({ id: `${where} null (= absent)`, text: text(withValue(base, at, null)), expect: EITHER });
      }
    }
  }
  return cases;
}

function distributionCases(): LoaderCase[] {
  const base = uncertain();
  const key = 'investment.utilization';
  const at = (field?: string): Segment[] => (field ? ['uncertainty', 'inputs', key, field] : ['uncertainty', 'inputs', key]);
  const where = (field?: string): string => dotted(at(field));
  const cases: LoaderCase[] = [];
  for (const [field, spec] of Object.entries(DISTRIBUTION_FIELDS)) {
    for (const [label, value] of badValues(spec)) {
      cases.push({ id: `${where(field)} = ${label}`, text: text(withValue(base, at(field), value)), expect: issues(where(field)) });
    }
  }
  const set = (d: unknown): string => text(withValue(base, at(), d));
  cases.push(
    { id: 'distribution: min > max', text: set({ dist: 'uniform', min: 0.9, max: 0.1 }), expect: issues(where('max')) },
    { id: 'distribution: mode outside', text: set({ dist: 'triangular', min: 0.1, mode: 0.95, max: 0.9 }), expect: issues(where('mode')) },
    { id: 'distribution: triangular without mode', text: set({ dist: 'triangular', min: 0.1, max: 0.9 }), expect: issues(where('mode')) },
    { id: 'distribution: normal without sd', text: set({ dist: 'normal', mean: 0.5 }), expect: issues(where('sd')) },
    { id: 'distribution: outside the field range', text: set({ dist: 'uniform', min: 0.5, max: 1.5 }), expect: issues(where('max')) },
    { id: 'distribution: a list', text: set([0.1, 0.9]), expect: issues(where()) },
    { id: 'distribution: a number', text: set(0.5), expect: issues(where()) },
    { id: 'distribution: 1e12-wide normal', text: set({ dist: 'normal', mean: 0.5, sd: 1e12 }), expect: OK },
    // docs/model.md › Uncertainty: whole-number fields may be uncertain (draws rounded half up); their range still applies.
    { id: 'uncertainty input on a count', text: text(withValue(base, ['uncertainty', 'inputs', 'investment.gpus'], { dist: 'uniform', min: 1, max: 9 })), expect: OK },
    { id: 'uncertainty input on a count below its range', text: text(withValue(base, ['uncertainty', 'inputs', 'investment.gpus'], { dist: 'uniform', min: 0, max: 9 })), expect: issues('uncertainty.inputs["investment.gpus"].min') },
    { id: 'discrete: weights all 0', text: set({ dist: 'discrete', values: [0.5, 0.9], weights: [0, 0] }), expect: issues(where('weights')) },
    { id: 'discrete: a weight below 0', text: set({ dist: 'discrete', values: [0.5, 0.9], weights: [1, -1] }), expect: issues(`${where('weights')}[1]`) },
    { id: 'discrete: weights of another length', text: set({ dist: 'discrete', values: [0.5, 0.9], weights: [1] }), expect: issues(where('weights')) },
    { id: 'discrete: no values', text: set({ dist: 'discrete', values: [] }), expect: issues(where('values')) },
    { id: 'discrete: values not a list', text: set({ dist: 'discrete', values: 0.5 }), expect: issues(where('values')) },
    { id: 'discrete: a value as text', text: set({ dist: 'discrete', values: [0.5, '0.9'] }), expect: issues(`${where('values')}[1]`) },
    { id: 'discrete: a value outside the field range', text: set({ dist: 'discrete', values: [0.5, 1.5] }), expect: issues(`${where('values')}[1]`) },
    { id: 'discrete: 1,001 values', text: set({ dist: 'discrete', values: Array.from({ length: LIMITS.maxDiscreteValues + 1 }, () => 0.5) }), expect: issues(where('values')) },
    { id: 'discrete: equal weights by default', text: set({ dist: 'discrete', values: [0.5, 0.7, 0.9] }), expect: OK },
    ...correlationCases(base),
    { id: 'uncertainty input on an unknown field', text: text(withValue(base, ['uncertainty', 'inputs', 'investment.magic'], { dist: 'uniform', min: 1, max: 9 })), expect: issues('uncertainty.inputs["investment.magic"]') },
    { id: 'uncertainty input on a missing quote', text: text(withValue(base, ['uncertainty', 'inputs', 'quotes[99].pricePerGPUHour'], { dist: 'uniform', min: 1, max: 2 })), expect: issues('uncertainty.inputs["quotes[99].pricePerGPUHour"]') },
    { id: 'uncertainty input path 10 kB long', text: text(withValue(base, ['uncertainty', 'inputs', `a${'.b'.repeat(5000)}`], { dist: 'uniform', min: 1, max: 2 })), expect: issues('uncertainty.inputs') },
    { id: 'uncertainty inputs as a list', text: text(withValue(base, ['uncertainty', 'inputs'], [])), expect: issues('uncertainty.inputs') },
    { id: 'uncertainty without investment', text: text(without(base, ['investment'])), expect: issues('uncertainty') },
  );
  const many: Doc = {};
  for (let i = 0; i <= LIMITS.maxUncertaintyInputs; i++) many[`quotes[${i % 3}].taxRate${i}`] = { dist: 'uniform', min: 0, max: 0.1 };
  cases.push({ id: `${LIMITS.maxUncertaintyInputs + 1} uncertainty inputs`, text: text(withValue(base, ['uncertainty', 'inputs'], many)), expect: issues('uncertainty.inputs') });
  return cases;
}

/** uncertainty correlations between the uncertainty example's inputs. */
function correlationCases(base: Doc): LoaderCase[] {
  const u = 'investment.utilization';
  const c = 'investment.contractPrice';
  const k = 'investment.capexPerGPU';
  const set = (list: unknown): string => text(withValue(base, ['uncertainty', 'correlations'], list));
  return [
    { id: 'correlation: valid', text: set([{ a: u, b: c, rho: -0.4 }]), expect: OK },
    { id: 'correlation: rho 1.2', text: set([{ a: u, b: c, rho: 1.2 }]), expect: issues('uncertainty.correlations[0].rho') },
    { id: 'correlation: rho missing', text: set([{ a: u, b: c }]), expect: issues('uncertainty.correlations[0].rho') },
    { id: 'correlation: names a field that is not an input', text: set([{ a: u, b: 'investment.discountRate', rho: 0.3 }]), expect: issues('uncertainty.correlations[0].b') },
    { id: 'correlation: an input with itself', text: set([{ a: u, b: u, rho: 0.3 }]), expect: issues('uncertainty.correlations[0].b') },
    { id: 'correlation: a pair twice', text: set([{ a: u, b: c, rho: 0.3 }, { a: c, b: u, rho: 0.2 }]), expect: issues('uncertainty.correlations[1]') },
    {
      id: 'correlation: not positive semi-definite',
      text: set([{ a: u, b: c, rho: 0.9 }, { a: u, b: k, rho: 0.9 }, { a: c, b: k, rho: -0.9 }]),
      expect: issues('uncertainty.correlations'),
    },
    { id: 'correlations: an object', text: set({ a: u, b: c, rho: 0.3 }), expect: issues('uncertainty.correlations') },
    { id: 'correlations: a number inside', text: set([1]), expect: issues('uncertainty.correlations[0]') },
  ];
}

function sectionCases(): LoaderCase[] {
  const base = colo();
  const cases: LoaderCase[] = [];
  const shapes: [string, unknown][] = [['a list', []], ['a string', 'x'], ['a number', 42], ['true', true]];
  for (const section of ['site', 'node', 'market', 'investment', 'rentVsBuy', 'workload', 'sizing', 'uncertainty']) {
    for (const [label, v] of shapes) cases.push({ id: `${section} is ${label}`, text: text({ ...base, [section]: v }), expect: issues(section) });
  }
  for (const section of ['site', 'node']) cases.push({ id: `${section} missing`, text: text(without(base, [section])), expect: issues(section) });
  // docs/model.md › Capacity › Plans without a site: a version-2 plan may leave the site out unless it has an investment (docs/model.md › Rent vs buy › Without a site and per token: rent vs
  // buy needs no site; buying then needs the section's kwPerGPU and pue, both or neither).
  const rentOnly = { ...upV1ToV2(without(without(without(base, ['site']), ['investment']), ['rentVsBuy'])), version: 2 };
  cases.push(
    { id: 'v2 without site, rent only', text: text(rentOnly), expect: OK },
    { id: 'v2 site null, rent only', text: text({ ...rentOnly, site: null }), expect: OK },
    { id: 'v2 without site, rent only, with sizing', text: text({ ...rentOnly, sizing: sizingSection() }), expect: OK },
    { id: 'v2 without site, with investment', text: text({ ...rentOnly, investment: base.investment }), expect: issues('site', 'investment section') },
    { id: 'v2 site null, with investment', text: text({ ...rentOnly, site: null, investment: base.investment }), expect: issues('site', 'investment section') },
    { id: 'v2 without site, with rent vs buy', text: text({ ...rentOnly, rentVsBuy: base.rentVsBuy }), expect: OK },
    { id: 'renter: kwPerGPU without pue', text: text(withValue(rented(), ['rentVsBuy', 'kwPerGPU'], 1.4)), expect: issues('rentVsBuy.kwPerGPU', 'rentVsBuy.pue') },
    { id: 'renter: pue without kwPerGPU', text: text(withValue(rented(), ['rentVsBuy', 'pue'], 1.3)), expect: issues('rentVsBuy.pue', 'rentVsBuy.kwPerGPU') },
    { id: 'renter: kwPerGPU and pue without capex', text: text(withValue(withValue(rented(), ['rentVsBuy', 'kwPerGPU'], 1.4), ['rentVsBuy', 'pue'], 1.3)), expect: issues('rentVsBuy.capexPerGPU') },
    { id: 'renter: kwPerGPU and pue with capex and life', text: text(withValue(withValue(withValue(withValue(rented(), ['rentVsBuy', 'kwPerGPU'], 1.4), ['rentVsBuy', 'pue'], 1.3), ['rentVsBuy', 'capexPerGPU'], 30000), ['rentVsBuy', 'lifeYears'], 5)), expect: OK },
    { id: 'site without rent-vs-buy capex', text: text(without(base, ['rentVsBuy', 'capexPerGPU'])), expect: issues('rentVsBuy.capexPerGPU') },
    { id: 'site without rent-vs-buy life', text: text(without(base, ['rentVsBuy', 'lifeYears'])), expect: issues('rentVsBuy.lifeYears') },
    { id: 'v1 without site, rent only', text: text({ ...rentOnly, version: 1 }), expect: issues('site', 'version-1 file') },
    { id: 'v1 site null, rent only', text: text({ ...rentOnly, version: 1, site: null }), expect: issues('site', 'version-1 file') },
    { id: 'v2 without site or node', text: text(without(rentOnly, ['node'])), expect: issues('node') },
  );
  cases.push(
    { id: 'quotes is an object', text: text({ ...base, quotes: { 0: (base.quotes as Doc[])[0] } }), expect: issues('quotes') },
    { id: 'quotes hold a number', text: text({ ...base, quotes: [1] }), expect: issues('quotes[0]') },
    { id: 'quotes hold null', text: text({ ...base, quotes: [null] }), expect: issues('quotes[0]') },
    { id: 'quotes hold a list', text: text({ ...base, quotes: [[]] }), expect: issues('quotes[0]') },
    { id: 'quotes empty', text: text({ ...base, quotes: [] }), expect: OK },
    // docs/model.md › Quotes › Window: the demand is gpuHoursPerMonth or gpus × utilization; the window and the price above the commitment.
    { id: 'v1 workload without gpuHoursPerMonth', text: text(without(base, ['workload', 'gpuHoursPerMonth'])), expect: issues('workload.gpuHoursPerMonth', 'workload.gpus') },
    { id: 'v3 workload gpus without utilization', text: text(without(windowed(), ['workload', 'utilization'])), expect: issues('workload.gpuHoursPerMonth', 'utilization') },
    { id: 'v3 workload gpus and utilization', text: text(windowed()), expect: OK },
    { id: 'v3 workload windowMonths 0', text: text(withValue(windowed(), ['workload', 'windowMonths'], 0)), expect: issues('workload.windowMonths') },
    { id: 'v3 workload windowMonths 1 (shorter than every term)', text: text(withValue(windowed(), ['workload', 'windowMonths'], 1)), expect: OK },
    { id: 'v3 quote aboveCommitPrice -0.01', text: text(withValue(windowed(), ['quotes', 0, 'aboveCommitPrice'], -0.01)), expect: issues('quotes[0].aboveCommitPrice') },
    // Issue 27: a spot quote's availability (QUOTE_FIELDS above tries its bad values where it is absent).
    { id: 'quote spotAvailability 0.6 (a spot quote)', text: text(withValue(windowed(), ['quotes', 0, 'spotAvailability'], 0.6)), expect: OK },
    { id: 'quote spotAvailability 0 (never available)', text: text(withValue(windowed(), ['quotes', 1, 'spotAvailability'], 0)), expect: OK },
    { id: 'quote spotAvailability 1.01', text: text(withValue(windowed(), ['quotes', 0, 'spotAvailability'], 1.01)), expect: issues('quotes[0].spotAvailability') },
    { id: 'quote spotAvailability "90 %"', text: text(withValue(windowed(), ['quotes', 1, 'spotAvailability'], '90 %')), expect: issues('quotes[1].spotAvailability') },
    { id: 'v3 quote lead time 520 weeks, no delivery month (month 120)', text: text(withValue(windowed(), ['quotes', 0, 'leadTimeWeeks'], 520)), expect: OK },
    // Quotes that roll over, demand that ends, the ranking's figure: each bad value named at its field.
    { id: 'quote rollover monthly, demand end 6, rank by window plus owed', text: text(withValue(withValue(withValue(windowed(), ['quotes', 0, 'rollover'], 'monthly'), ['workload', 'demandEndMonth'], 6), ['workload', 'rankBy'], 'windowPlusOwed')), expect: OK },
    { id: 'quote rollover "yearly"', text: text(withValue(windowed(), ['quotes', 0, 'rollover'], 'yearly')), expect: issues('quotes[0].rollover', 'monthly') },
    { id: 'quote rollover true', text: text(withValue(windowed(), ['quotes', 1, 'rollover'], true)), expect: issues('quotes[1].rollover') },
    { id: 'workload demandEndMonth 0', text: text(withValue(windowed(), ['workload', 'demandEndMonth'], 0)), expect: issues('workload.demandEndMonth', '(got 0)') },
    { id: 'workload demandEndMonth 2.5', text: text(withValue(windowed(), ['workload', 'demandEndMonth'], 2.5)), expect: issues('workload.demandEndMonth', 'whole') },
    { id: 'workload demandEndMonth "12"', text: text(withValue(windowed(), ['workload', 'demandEndMonth'], '12')), expect: issues('workload.demandEndMonth') },
    { id: 'workload rankBy "total"', text: text(withValue(windowed(), ['workload', 'rankBy'], 'total')), expect: issues('workload.rankBy', 'windowPlusOwed') },
    // demand plan: its cross-field rules, each named at its field.
    { id: 'portfolio shares add to 0.9', text: text(withValue(planned(), ['portfolio', 'profile', 0, 'share'], 0.26)), expect: issues('portfolio.profile', '100 %') },
    { id: 'portfolio first step from month 2', text: text(withValue(planned(), ['portfolio', 'demand', 0, 'fromMonth'], 2)), expect: issues('portfolio.demand[0].fromMonth') },
    { id: 'portfolio steps out of order', text: text(withValue(planned(), ['portfolio', 'demand', 2, 'fromMonth'], 3)), expect: issues('portfolio.demand[2].fromMonth') },
    { id: 'portfolio step beyond the plan', text: text(withValue(planned(), ['portfolio', 'months', ], 20)), expect: issues('portfolio.demand[3].fromMonth') },
    { id: 'portfolio commit longer than the plan (left out with a warning)', text: text(withValue(withValue(planned(), ['portfolio', 'months'], 24), ['portfolio', 'demand'], [{ fromMonth: 1, gpus: 8 }])), expect: OK },
    { id: 'portfolio no offers, no rentVsBuy', text: text(without(planned(), ['portfolio', 'offers'])), expect: issues('portfolio.offers') },
    { id: 'portfolio 25 blocks', text: text(withValue(planned(), ['portfolio', 'profile'], Array.from({ length: 25 }, () => ({ share: 0.04, load: 1 })))), expect: issues('portfolio.profile', '24') },
    { id: 'portfolio 21 offers', text: text(withValue(planned(), ['portfolio', 'offers'], Array.from({ length: 21 }, (_, i) => ({ name: `o${i}`, kind: 'onDemand', pricePerGPUHour: 2 })))), expect: issues('portfolio.offers', '20') },
    { id: 'portfolio duplicate offer names', text: text(withValue(planned(), ['portfolio', 'offers', 1, 'name'], 'On-demand')), expect: issues('portfolio.offers[1].name') },
    { id: 'portfolio commit without term', text: text(without(planned(), ['portfolio', 'offers', 2, 'termMonths'])), expect: issues('portfolio.offers[2].termMonths') },
    { id: 'portfolio gpuBlock on on-demand', text: text(withValue(planned(), ['portfolio', 'offers', 0, 'gpuBlock'], 8)), expect: issues('portfolio.offers[0].gpuBlock') },
    { id: 'portfolio demand not a list', text: text(withValue(planned(), ['portfolio', 'demand'], 64)), expect: issues('portfolio.demand') },
    { id: 'portfolio without demand', text: text(without(planned(), ['portfolio', 'demand'])), expect: issues('portfolio.demand') },
    { id: 'portfolio empty demand', text: text(withValue(planned(), ['portfolio', 'demand'], [])), expect: issues('portfolio.demand') },
    { id: 'portfolio empty profile (= flat)', text: text(withValue(planned(), ['portfolio', 'profile'], [])), expect: OK },
    { id: 'scenarios probabilities add to 105 %', text: text(withValue(scenarioPlan(), ['portfolio', 'scenarios', 0, 'probability'], 0.3)), expect: issues('portfolio.scenarios', '100 %') },
    { id: 'scenarios 11 of them', text: text(withValue(scenarioPlan(), ['portfolio', 'scenarios'], Array.from({ length: 11 }, (_, i) => ({ name: `s${i}`, probability: 1 / 11 })))), expect: issues('portfolio.scenarios', '10') },
    { id: 'scenarios duplicate names', text: text(withValue(scenarioPlan(), ['portfolio', 'scenarios', 2, 'name'], 'low')), expect: issues('portfolio.scenarios[2].name') },
    { id: 'fixed off its block', text: text(withValue(scenarioPlan(), ['portfolio', 'fixed', 0, 'gpus'], 60)), expect: issues('portfolio.fixed[0].gpus', 'block') },
    { id: 'fixed off its start months', text: text(withValue(scenarioPlan(), ['portfolio', 'fixed', 0, 'startMonth'], 3)), expect: issues('portfolio.fixed[0].startMonth') },
    { id: 'fixed on an unknown offer', text: text(withValue(scenarioPlan(), ['portfolio', 'fixed', 0, 'offer'], 'nope')), expect: issues('portfolio.fixed[0].offer') },
    { id: 'growth until before from', text: text(withValue(scenarioPlan(), ['portfolio', 'growth', 'untilMonth'], 1)), expect: issues('portfolio.growth.untilMonth') },
    { id: 'growth from after the plan', text: text(withValue(scenarioPlan(), ['portfolio', 'growth', 'fromMonth'], 37)), expect: issues('portfolio.growth') },
    { id: 'scenarios as an object', text: text(withValue(scenarioPlan(), ['portfolio', 'scenarios'], { low: 1 })), expect: issues('portfolio.scenarios') },
    { id: 'portfolio as a list', text: text(withValue(planned(), ['portfolio'], [])), expect: issues('portfolio') },
    // Fleet plan: its cross-field rules, each named at its field.
    { id: 'fleet plan example', text: text(fleetFile()), expect: OK },
    { id: 'fleet candidate of an unknown generation', text: text(withValue(fleetFile(), ['fleetPlan', 'candidates', 1, 'generation'], 'feynman')), expect: issues('fleetPlan.candidates[1].generation', '"rubin"') },
    { id: 'fleet existing of an unknown generation', text: text(withValue(fleetFile(), ['fleetPlan', 'existing', 0, 'generation'], 'ampere')), expect: issues('fleetPlan.existing[0].generation') },
    { id: 'fleet candidate block 0', text: text(withValue(fleetFile(), ['fleetPlan', 'candidates', 0, 'block'], 0)), expect: issues('fleetPlan.candidates[0].block') },
    { id: 'fleet existing not whole blocks', text: text(withValue(fleetFile(), ['fleetPlan', 'existing', 0, 'gpus'], 1020)), expect: issues('fleetPlan.existing[0].gpus', 'blocks of 8 GPUs') },
    { id: 'fleet existing whole blocks of 4', text: text(withValue(withValue(fleetFile(), ['fleetPlan', 'existing', 0, 'gpus'], 1020), ['fleetPlan', 'existing', 0, 'block'], 4)), expect: OK },
    { id: 'fleet plan without a market', text: text(without(fleetFile(), ['market'])), expect: issues('fleetPlan', 'market') },
    { id: 'fleet plan without an investment', text: text(without(fleetFile(), ['investment'])), expect: issues('fleetPlan', 'investment') },
    { id: 'fleet plan without a power budget', text: text(without(without(fleetFile(), ['site']), ['investment'])), expect: issues('fleetPlan.powerKW') },
    { id: 'fleet plan with powerKW and no site', text: text(withValue(without(without(fleetFile(), ['site']), ['investment']), ['fleetPlan', 'powerKW'], 5000)), expect: issues('fleetPlan', 'investment') },
    { id: 'fleet plan 7 candidates', text: text(withValue(fleetFile(), ['fleetPlan', 'candidates'], Array.from({ length: 7 }, (_, i) => ({ name: `c${i}`, generation: 'blackwell', capexPerGPU: 1, kwPerGPU: 1 })))), expect: issues('fleetPlan.candidates', '6') },
    { id: 'fleet plan no candidates', text: text(withValue(fleetFile(), ['fleetPlan', 'candidates'], [])), expect: issues('fleetPlan.candidates') },
    { id: 'fleet duplicate candidate names', text: text(withValue(fleetFile(), ['fleetPlan', 'candidates', 1, 'name'], 'B200')), expect: issues('fleetPlan.candidates[1].name') },
    { id: 'resale curve not from age 0', text: text(withValue(fleetFile(), ['investment', 'resaleCurve', 0, 'ageMonths'], 1)), expect: issues('investment.resaleCurve[0].ageMonths') },
    { id: 'resale curve out of order', text: text(withValue(fleetFile(), ['investment', 'resaleCurve', 3, 'ageMonths'], 24)), expect: issues('investment.resaleCurve[3].ageMonths') },
    { id: 'resale curve fraction 1.6', text: text(withValue(fleetFile(), ['investment', 'resaleCurve', 1, 'fraction'], 1.6)), expect: issues('investment.resaleCurve[1].fraction') },
    // sizing: precision from the list, a known GPU memory, a countable fleet.
    { id: 'sizing bytesPerParam 1.5', text: text(withValue(sized(), ['sizing', 'bytesPerParam'], 1.5)), expect: issues('sizing.bytesPerParam', 'FP8') },
    { id: 'sizing bytesPerParam -1', text: text(withValue(sized(), ['sizing', 'bytesPerParam'], -1)), expect: issues('sizing.bytesPerParam') },
    { id: 'sizing tokensPerSecondPerGPU 0', text: text(withValue(sized(), ['sizing', 'tokensPerSecondPerGPU'], 0)), expect: issues('sizing.tokensPerSecondPerGPU') },
    {
      id: 'sizing on an unknown GPU without gpuMemoryGB',
      text: text(withValue(without(sized(), ['sizing', 'gpuMemoryGB']), ['node', 'gpuModel'], 'RTX-4090')),
      expect: issues('sizing.gpuMemoryGB'),
    },
    { id: 'sizing on an unknown GPU with gpuMemoryGB', text: text(withValue(sized(), ['node', 'gpuModel'], 'RTX-4090')), expect: OK },
    {
      id: 'sizing fleet above the GPU limit',
      text: text(withValue(withValue(sized(), ['sizing', 'tokensPerMinute'], 1e15), ['sizing', 'tokensPerSecondPerGPU'], 1e-9)),
      expect: issues('sizing.tokensPerSecondPerGPU', 'more than 10000000 GPUs'),
    },
    { id: 'sizing model larger than any fleet', text: text(withValue(withValue(sized(), ['sizing', 'modelParamsB'], 1e6), ['sizing', 'gpuMemoryGB'], 1e-6)), expect: issues('sizing.gpuMemoryGB', 'one model replica') },
    { id: 'generations is an object', text: text(withValue(base, ['market', 'generations'], {})), expect: issues('market.generations') },
    { id: 'generations hold strings', text: text(withValue(base, ['market', 'generations'], ['hopper'])), expect: issues('market.generations[0]') },
    { id: 'parity is a string', text: text(withValue(base, ['market', 'parity'], 'none')), expect: issues('market.parity') },
  );
  return cases;
}

function crossFieldCases(): LoaderCase[] {
  const base = colo();
  const gens = ['market', 'generations'];
  return [
    { id: 'duplicate generation id', text: text(withValue(base, [...gens, 1, 'id'], 'hopper')), expect: issues('market.generations[1].id') },
    { id: 'generation id "constructor"', text: text(withValue(base, [...gens, 0, 'id'], 'constructor')), expect: issues('market.generations[0].id') },
    { id: 'generation id "__proto__"', text: text(withValue(base, [...gens, 0, 'id'], '__proto__')), expect: issues('market.generations[0].id') },
    { id: 'parity names an unknown generation', text: text(withValue(base, ['market', 'parity', 0, 'older'], 'volta')), expect: issues('market.parity[0].older') },
    { id: 'parity older = newer', text: text(withValue(base, ['market', 'parity', 0, 'newer'], 'hopper')), expect: issues('market.parity[0].newer') },
    { id: 'investment names an unknown generation', text: text(withValue(base, ['investment', 'generation'], 'ampere')), expect: issues('investment.generation') },
    { id: 'quote names an unknown generation', text: text(withValue(base, ['quotes', 2, 'generation'], 'ampere')), expect: issues('quotes[2].generation') },
    { id: 'rack smaller than a node', text: text(withValue(base, ['site', 'rackKW'], 5)), expect: issues('site.rackKW') },
    { id: 'debt without a term', text: text(without(base, ['investment', 'debtTermMonths'])), expect: issues('investment.debtTermMonths') },
    { id: 'debt with a zero term', text: text(withValue(base, ['investment', 'debtTermMonths'], 0)), expect: issues('investment.debtTermMonths') },
    { id: 'promo without a price', text: text(without(base, ['quotes', 1, 'promoPrice'])), expect: issues('quotes[1].promoPrice') },
    { id: 'price expression overflows', text: text(withValue(base, [...gens, 0, 'priceExpression'], 'm^m^m^m')), expect: issues('market.generations[0].priceExpression') },
    { id: 'price expression fails after the horizon, within a quote term', text: text(withValue(withValue(base, [...gens, 0, 'priceExpression'], '1/(m - 100)'), ['quotes', 0, 'termMonths'], 120)), expect: issues('market.generations[0].priceExpression') },
    { id: 'price expression above the price limit', text: text(withValue(base, [...gens, 0, 'priceExpression'], '2e6')), expect: issues('market.generations[0].priceExpression') },
    { id: 'price expressions with 1,113 parts together', text: text(withValue(withValue(base, ['market', 'parity'], []), [...gens], Array.from({ length: 7 }, (_, i) => ({ id: i === 0 ? 'hopper' : `g${i}`, price: 2, annualDecline: 0.1, priceExpression: Array.from({ length: 40 }, () => 'm / 1000').join(' + ') })))), expect: issues('market.generations') },
    { id: 'price expression calls import', text: text(withValue(base, [...gens, 0, 'priceExpression'], 'import({}, {})')), expect: issues('market.generations[0].priceExpression') },
    { id: 'tax rate of 150 %', text: text(withValue(base, ['investment', 'taxRate'], 1.5)), expect: issues('investment.taxRate', 'between 0.0 and 0.9') },
    { id: 'depreciation over 500 months', text: text(withValue(base, ['investment', 'depreciationMonths'], 500)), expect: issues('investment.depreciationMonths', 'between 0 and 240') },
    { id: 'ramp of 121 months', text: text(withValue(base, ['investment', 'rampMonths'], 121)), expect: issues('investment.rampMonths') },
    { id: 'escalation of -60 %', text: text(withValue(base, ['investment', 'opexEscalation'], -0.6)), expect: issues('investment.opexEscalation') },
    { id: 'take-or-pay as text', text: text(withValue(base, ['investment', 'takeOrPay'], 'true')), expect: issues('investment.takeOrPay') },
    { id: 'residual mode "book"', text: text(withValue(base, ['investment', 'residualMode'], 'book')), expect: issues('investment.residualMode') },
    { id: 'start date in month 13', text: text(withValue(base, ['investment', 'startDate'], '2026-13-01')), expect: issues('investment.startDate', 'YYYY-MM-DD') },
    { id: 'start date on February 30', text: text(withValue(base, ['investment', 'startDate'], '2026-02-30')), expect: issues('investment.startDate', 'YYYY-MM-DD') },
    { id: 'start date with a time', text: text(withValue(base, ['investment', 'startDate'], '2026-01-01T00:00:00Z')), expect: issues('investment.startDate') },
    { id: 'start date as a number', text: text(withValue(base, ['investment', 'startDate'], 20260101)), expect: issues('investment.startDate') },
    { id: 'start date on a leap day', text: text(withValue(base, ['investment', 'startDate'], '2028-02-29')), expect: OK },
    { id: 'start date in year 0001', text: text(withValue(base, ['investment', 'startDate'], '0001-01-31')), expect: OK },
    // quote terms.
    { id: 'v2: committed instead of committedShare', text: text(withValue(withValue(base, ['version'], 2), ['quotes', 0, 'committed'], true)), expect: issues('quotes[0].committed') },
    { id: 'quote terms: negative committed share', text: text(withValue(base, ['quotes', 1, 'committedShare'], -0.5)), expect: issues('quotes[1].committedShare') },
    { id: 'quote terms: delivery month past 120', text: text(withValue(base, ['quotes', 1, 'deliveryMonth'], 121)), expect: issues('quotes[1].deliveryMonth') },
    { id: 'quote terms: burst price as text', text: text(withValue(base, ['quotes', 1, 'burstPrice'], 'ask')), expect: issues('quotes[1].burstPrice') },
    { id: 'quote terms: promo mode unknown', text: text(withValue(base, ['quotes', 1, 'promoMode'], 'weekly')), expect: issues('quotes[1].promoMode') },
    { id: 'quote terms: performance factor 0', text: text(withValue(base, ['quotes', 1, 'performanceFactor'], 0)), expect: issues('quotes[1].performanceFactor') },
    { id: 'quote terms: delivery pushes a quote past where the price expression fails', text: text(withValue(withValue(withValue(base, [...gens, 0, 'priceExpression'], '1/(m - 100)'), ['quotes', 0, 'termMonths'], 90), ['quotes', 0, 'deliveryMonth'], 20)), expect: issues('market.generations[0].priceExpression') },
    { id: 'quote terms: delivery months count toward the quote-months limit', text: text(withValue(base, ['quotes'], Array.from({ length: 1000 }, () => ({ ...(base.quotes as Doc[])[0], termMonths: 100, deliveryMonth: 30 })))), expect: issues('quotes') },
    { id: 'site powers no GPU and gpus defaulted', text: text(without(withValue(base, ['site', 'contractedMW'], 0.001), ['investment', 'gpus'])), expect: issues('investment.gpus') },
  ];
}

function prototypeCases(): LoaderCase[] {
  const valid = text(colo());
  const inject = (anchor: string, key: string, value = '{"polluted":true}'): string => {
    const at = valid.indexOf(anchor);
    if (at < 0) throw new Error(`anchor ${anchor} not in the example`);
    return `${valid.slice(0, at + anchor.length)}"${key}":${value},${valid.slice(at + anchor.length)}`;
  };
  const cases: LoaderCase[] = [];
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    cases.push(
      { id: `${key} at the top`, text: inject('{', key), expect: issues(key) },
      { id: `${key} in site`, text: inject('"site":{', key), expect: issues(`site.${key}`) },
      { id: `${key} in a quote`, text: inject('"quotes":[{', key), expect: issues(`quotes[0].${key}`) },
      { id: `${key} in a generation`, text: inject('"generations":[{', key), expect: issues(`market.generations[0].${key}`) },
      { id: `${key} as an uncertainty input`, text: text(withValue(uncertain(), ['uncertainty', 'inputs', key], { dist: 'uniform', min: 0, max: 1 })), expect: issues(`uncertainty.inputs.${key}`) },
      { id: `${key} deep in an unknown field`, text: inject('{', 'vendor', `${'{"a":'.repeat(10)}{"${key}":{"polluted":true}}${'}'.repeat(10)}`), expect: issues('vendor.a') },
      { id: `${key} with a string value`, text: inject('"node":{', key, '"x"'), expect: issues(`node.${key}`) },
    );
  }
  cases.push({ id: '__proto__ holding a list', text: inject('{', '__proto__', '[1,2]'), expect: issues('__proto__') });
  cases.push({ id: '__proto__ replacing a section', text: valid.replace('"site":', '"__proto__":'), expect: issues('__proto__') });
  return cases;
}

function depthCases(): LoaderCase[] {
  const valid = text(colo());
  const nest = (n: number, open: string, close: string, inner = '1'): string => `${open.repeat(n)}${inner}${close.repeat(n)}`;
  const withUnknown = (value: string): string => `{"vendorData":${value},${valid.slice(1)}`;
  const version0 = (value: string): string => `{"vendorData":${value},${valid.slice(1).replace('"version":1', '"version":0')}`;
  return [
    { id: 'unknown field 60 levels deep', text: withUnknown(nest(60, '[', ']')), expect: OK },
    { id: 'unknown field 70 levels deep', text: withUnknown(nest(70, '[', ']')), expect: issues('vendorData') },
    { id: 'unknown field 10,000 nested lists', text: withUnknown(nest(10_000, '[', ']')), expect: issues('vendorData') },
    { id: 'unknown field 10,000 nested objects', text: withUnknown(nest(10_000, '{"a":', '}')), expect: issues('vendorData') },
    { id: 'unknown field 100,000 nested lists', text: withUnknown(nest(100_000, '[', ']')), expect: issues('vendorData') },
    { id: 'version 0 and 10,000 nested lists', text: version0(nest(10_000, '[', ']')), expect: issues('vendorData') },
    { id: 'version 0 and 10,000 nested objects', text: version0(nest(10_000, '{"a":', '}')), expect: issues('vendorData') },
    { id: 'site is 10,000 nested lists', text: valid.replace(/"site":\{[^}]*\}/, `"site":${nest(10_000, '[', ']')}`), expect: issues('site') },
    { id: 'quote is 10,000 nested objects', text: valid.replace('"quotes":[', `"quotes":[${nest(10_000, '{"a":', '}')},`), expect: issues('quotes[0]') },
    { id: 'uncertainty input 10,000 deep', text: text(withValue(uncertain(), ['uncertainty', 'inputs', 'investment.utilization'], 0)).replace('"investment.utilization":0', `"investment.utilization":${nest(10_000, '[', ']')}`), expect: issues('uncertainty.inputs["investment.utilization"]') },
    { id: 'file is 1,000,000 nested lists', text: nest(1_000_000, '[', ']'), expect: issues('') },
  ];
}

function sizeCases(): LoaderCase[] {
  const base = colo();
  const quote = (base.quotes as Doc[])[0];
  const quotes = (n: number, termMonths = 12): Doc[] => Array.from({ length: n }, (_, i) => ({ ...quote, provider: `P${i}`, termMonths }));
  const big = 10 * 1024 * 1024;
  return [
    { id: '10 MB notes', text: text({ ...base, notes: 'x'.repeat(big) }), expect: issues('notes'), maxMs: 5000 },
    { id: '10 MB unknown list of numbers', text: text({ ...base, vendorData: Array.from({ length: big / 8 }, (_, i) => i * 1.5) }), expect: OK, maxMs: 5000 },
    { id: '10 MB unknown string', text: text({ ...base, vendorData: 'y'.repeat(big) }), expect: OK, maxMs: 5000 },
    { id: '10 MB quote notes', text: text(withValue(base, ['quotes', 0, 'notes'], 'z'.repeat(big))), expect: issues('quotes[0].notes'), maxMs: 5000 },
    { id: '10,000 quotes', text: text({ ...base, quotes: quotes(10_000) }), expect: OK, maxMs: 5000 },
    { id: '10,001 quotes', text: text({ ...base, quotes: quotes(10_001) }), expect: issues('quotes'), maxMs: 5000 },
    { id: '10,000 quotes of 100 years', text: text({ ...base, quotes: quotes(10_000, 1200) }), expect: issues('quotes'), maxMs: 5000 },
    { id: '10,000 bad quotes', text: text({ ...base, quotes: Array.from({ length: 10_000 }, () => ({ provider: 1, gpus: 'x' })) }), expect: issues('quotes[9999].gpus'), maxMs: 5000 },
    { id: '101 generations', text: text(withValue(base, ['market', 'generations'], Array.from({ length: 101 }, (_, i) => ({ id: `g${i}`, price: 2, annualDecline: 0.1 })))), expect: issues('market.generations') },
    { id: '101 parity rules', text: text(withValue(base, ['market', 'parity'], Array.from({ length: 101 }, () => ({ older: 'hopper', newer: 'blackwell', relativeCost: 0.5 })))), expect: issues('market.parity') },
    { id: '100,000 unknown keys', text: text({ ...base, vendorData: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])) }), expect: OK, maxMs: 5000 },
  ];
}

function textCases(): LoaderCase[] {
  const base = colo();
  return [
    { id: 'name with a NUL character', text: text({ ...base, name: 'a\u0000b' }), expect: OK },
    { id: 'name with a lone surrogate', text: text({ ...base, name: 'a\ud800b' }), expect: OK },
    { id: 'name in Chinese and emoji', text: text({ ...base, name: '算力规划 🚀' }), expect: OK },
    { id: 'name of 10,000 emoji', text: text({ ...base, name: '🚀'.repeat(10_000) }), expect: issues('name') },
    { id: 'name with a stack-trace look-alike', text: text({ ...base, name: 'Error\n    at x (y.js:1:2)' }), expect: OK },
    { id: 'currency lower case', text: text({ ...base, currency: 'usd' }), expect: issues('currency') },
    { id: 'currency four letters', text: text({ ...base, currency: 'USDT' }), expect: issues('currency') },
  ];
}

/** Values the app could hand loadScenario directly (a form, a worker message), not via JSON. */
function dataCases(): LoaderCase[] {
  const base = colo();
  const values: [string, unknown][] = [
    ['NaN', Number.NaN], ['Infinity', Infinity], ['-Infinity', -Infinity], ['a BigInt', 10n], ['a Date', new Date(0)],
    ['a function', () => 1.2], ['a Symbol', Symbol('pue')], ['a boxed number', Object(1.2)], ['a Map', new Map([['value', 1.2]])],
    ['a typed array', new Float64Array([1.2])], ['a null-prototype object', Object.create(null)],
  ];
  const cases: LoaderCase[] = values.map(([label, v]) => ({ id: `data: site.pue = ${label}`, text: '', data: withValue(base, ['site', 'pue'], v), expect: issues('site.pue') }));
  cases.push(
    { id: 'data: site.pue undefined (missing)', text: '', data: withValue(base, ['site', 'pue'], undefined), expect: issues('site.pue') },
    { id: 'data: name = a Symbol', text: '', data: { ...base, name: Symbol('x') }, expect: issues('name') },
    { id: 'data: quotes = a sparse list', text: '', data: { ...base, quotes: Object.assign(new Array(3), { 1: (base.quotes as Doc[])[1] }) }, expect: issues('quotes[0]') },
    // A Map is an object without own fields: the first thing missing is the format.
    { id: 'data: a Map as the file', text: '', data: new Map(Object.entries(base)), expect: issues('format') },
    { id: 'data: a null-prototype file', text: '', data: Object.assign(Object.create(null) as Doc, base), expect: OK },
    { id: 'data: a frozen file', text: '', data: Object.freeze(base), expect: OK },
  );
  return cases;
}

/** Fleet rules across fields and list places (models/scenario/fleet-checks.ts). */
function fleetCases(): LoaderCase[] {
  const base = fleet();
  const t = (i: number, field: string): Segment[] => ['investment', 'tranches', i, field];
  const set = (at: Segment[], v: unknown): string => text(withValue(base, at, v));
  return [
    { id: 'fleet: valid example with a fleetPlan section', text: text(base), expect: OK },
    { id: 'fleet: duplicate tranche names', text: set(t(2, 'name'), 'B200 Q1'), expect: issues(dotted(t(2, 'name')), 'duplicates') },
    { id: 'fleet: delivery at the horizon', text: set(t(1, 'deliveryMonth'), 60), expect: issues(dotted(t(1, 'deliveryMonth'))) },
    { id: 'fleet: exit at the delivery', text: set(t(3, 'exitMonth'), 9), expect: issues(dotted(t(3, 'exitMonth'))) },
    { id: 'fleet: exit before the delivery', text: set(t(3, 'exitMonth'), 1), expect: issues(dotted(t(3, 'exitMonth'))) },
    { id: 'fleet: exit past the horizon', text: set(t(3, 'exitMonth'), 61), expect: issues(dotted(t(3, 'exitMonth'))) },
    { id: 'fleet: resale ages not increasing', text: set(['investment', 'resaleCurve', 3, 'ageMonths'], 24), expect: issues('investment.resaleCurve[3].ageMonths') },
    { id: 'fleet: resale ages decreasing', text: set(['investment', 'resaleCurve', 1, 'ageMonths'], 0), expect: issues('investment.resaleCurve[1].ageMonths') },
    { id: 'fleet: no tranches', text: set(['investment', 'tranches'], []), expect: EITHER },
    { id: 'fleet: 41 tranches', text: set(['investment', 'tranches'], Array.from({ length: 41 }, (_, k) => ({ name: `T${k}`, gpus: 8, deliveryMonth: k % 60 }))), expect: issues('investment.tranches') },
    { id: 'fleet: 40 tranches', text: set(['investment', 'tranches'], Array.from({ length: 40 }, (_, k) => ({ name: `T${k}`, gpus: 8, deliveryMonth: k }))), expect: OK },
    { id: 'fleet: debt sizing without a loan term', text: text(without(withValue(withValue(withValue(base, ['investment', 'debtFraction'], 0), t(3, 'debtFraction'), 0), ['investment', 'debtGraceMonths'], 0), ['investment', 'debtTermMonths'])), expect: issues('investment.debtTermMonths') },
    { id: 'fleet: tranche generation unknown', text: set(t(0, 'generation'), 'volta'), expect: issues(dotted(t(0, 'generation'))) },
    { id: 'fleet: tranches as an object', text: set(['investment', 'tranches'], { name: 'A' }), expect: issues('investment.tranches') },
  ];
}

/** Every loader case (about 1,500). */
export function loaderCases(): LoaderCase[] {
  return [
    ...wholeFile(),
    ...formatAndVersion(),
    ...fieldCases(),
    ...distributionCases(),
    ...sectionCases(),
    ...crossFieldCases(),
    ...fleetCases(),
    ...prototypeCases(),
    ...depthCases(),
    ...sizeCases(),
    ...textCases(),
    ...dataCases(),
  ];
}

