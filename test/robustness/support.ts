// Shared helpers of the robustness harness: the worked examples, document editing by path (own
// properties only, so "__proto__" becomes a real key), a bounded deep scan for NaN/Infinity, and a
// check that no built-in prototype gained a property.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Doc = Record<string, unknown>;
export type Segment = string | number;

function readFixture(name: string): Doc {
  return JSON.parse(readFileSync(path.join(ROOT, 'test/fixtures', name), 'utf8')) as Doc;
}

/** The worked example of docs/model.md (512 H100 in a 100 MW campus). */
export function colo(): Doc {
  return readFixture('h100-512-colo.gpuplan.json');
}

/** A full sizing section (the v2 worked example's). */
export function sizingSection(): Doc {
  return { tokensPerMinute: 2_000_000, tokensPerSecondPerGPU: 1200, targetUtilization: 0.7, modelParamsB: 70, bytesPerParam: 1, kvCacheGB: 40, memoryOverheadFraction: 0.1, gpuMemoryGB: 80 };
}

/** The fleet plan's worked example (v4: 1,024 H100 owned, B200 and Rubin candidates). */
export function fleetFile(): Doc {
  return readFixture('v4-fleet.json');
}

/** The worked example with a sizing section (docs/model.md › Sizing). */
export function sized(): Doc {
  return { ...colo(), sizing: sizingSection() };
}

/** docs/model.md › Demand plan: the renter's demand plan of the version-3 worked example (no site). */
export function planned(): Doc {
  return readFixture('v3-renter-plan.gpuplan.json');
}

/** The demand plan under growth, a fixed commitment and three scenarios (its quotes left out). */
export function scenarioPlan(): Doc {
  const { quotes: _q, workload: _w, ...doc } = readFixture('v4-demand-scenarios.json');
  return doc;
}

/** docs/model.md › Rent vs buy › Without a site and per token: the renter's plan with the version-3 worked example's rent vs buy (no site, so no buying). */
export function rented(): Doc {
  return {
    ...planned(),
    rentVsBuy: {
      onDemandPrice: 2.49, spotPrice: 1.35, spotOverhead: 0.1, spotAvailability: 0.9, reservedPrice: 1.89, reserved3yPrice: 1.49,
      usageHours: 5000, tokensPerSecondPerGPU: 1500, tokenUtilization: 0.55, autoscaledUtilization: 0.8, apiPricePerMillionTokens: 0.6,
    },
  };
}

/**
 * docs/model.md › Quotes › Window: the quotes of the version-3 worked example (v3-renter-mix) on their common window: workload
 * gpus × utilization, a window, a price above the commitment, a lead time in weeks (its rent-vs-buy
 * and demand plan left out).
 */
export function windowed(): Doc {
  const { rentVsBuy: _r, portfolio: _p, ...doc } = readFixture('v3-renter-mix.gpuplan.json');
  return doc;
}

/** The lender example: grace, covenant, renewal, exit on EBITDA, MACRS with bonus. */
export function lender(): Doc {
  return readFixture('v3-lender.gpuplan.json');
}

/** The v4 fleet example: four tranches, capitalised grace interest, a resale curve, loss limit, debt sizing. */
export function fleet(): Doc {
  return readFixture('v4-fleet.json');
}

/** The worked example with an uncertainty section. */
export function uncertain(): Doc {
  return readFixture('h100-512-uncertainty.gpuplan.json');
}

/**
 * The worked example with every optional part switched on: a price expression, tokens, the
 * defaulted GPU count, a target, downtime, and uncertainty inputs on several sections.
 */
export function kitchenSink(): Doc {
  const d = uncertain();
  const site = d.site as Doc;
  site.rackKW = 41;
  site.targetGPUs = 4096;
  const gens = (d.market as Doc).generations as Doc[];
  gens[1].priceExpression = 'max(1.4, 3.4 * 0.82^((m - 6) / 12))';
  delete (d.investment as Doc).gpus;
  // tax and depreciation investment: tax, depreciation, ramp, escalation, take-or-pay, market residual, dated flows.
  Object.assign(d.investment as Doc, {
    taxRate: 0.25,
    depreciationMonths: 72,
    rampMonths: 3,
    powerPriceEscalation: 0.03,
    opexEscalation: 0.02,
    takeOrPay: true,
    residualMode: 'market',
    startDate: '2026-01-31',
  });
  Object.assign(d.rentVsBuy as Doc, { tokensPerSecondPerGPU: 2500, tokenUtilization: 0.6, apiPricePerMillionTokens: 0.4, reserved3yPrice: 1.55, spotAvailability: 0.6 });
  d.sizing = sizingSection();
  const quotes = d.quotes as Doc[];
  quotes[1].expectedDowntime = 0.02;
  quotes[0].promoPrice = 1.2;
  quotes[2].promoPrice = 1;
  quotes[2].generation = 'hopper';
  // quote terms, all in use: delivery with bridging, indexation, burst, a monthly promo,
  // performance, an unquoted storage price, termination terms; demand growth.
  Object.assign(quotes[0], { deliveryMonth: 3, annualEscalation: -0.15, burstPrice: 2.99, performanceFactor: 0.8, terminationTerms: 'none' });
  Object.assign(quotes[1], { promoMode: 'monthly', annualEscalation: 0.05 });
  delete quotes[2].storagePerTBMonth;
  Object.assign(d.workload as Doc, { demandGrowthAnnual: 0.3, bridgePrice: 2.99 });
  const u = d.uncertainty as Doc;
  u.trials = 200;
  u.hurdleRate = 0.1;
  u.inputs = {
    ...(u.inputs as Doc),
    'node.nodeKW': { dist: 'normal', mean: 10.2, sd: 4 },
    'site.pue': { dist: 'uniform', min: 1.1, max: 1.6 },
    'rentVsBuy.lifeYears': { dist: 'triangular', min: 3, mode: 5, max: 7 },
    'quotes[0].pricePerGPUHour': { dist: 'normal', mean: 2, sd: 0.5 },
    'investment.taxRate': { dist: 'uniform', min: 0.1, max: 0.35 },
    'investment.powerPriceEscalation': { dist: 'triangular', min: -0.1, mode: 0.03, max: 0.2 },
  };
  return d;
}

/** A deep copy of a JSON document (keeps own "__proto__" keys, unlike structuredClone of literals). */
export function copy<T>(doc: T): T {
  return JSON.parse(JSON.stringify(doc)) as T;
}

function defineOwn(target: object, key: Segment, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy of `doc` with `value` at `at` (intermediate objects are created). */
export function withValue(doc: Doc, at: readonly Segment[], value: unknown): Doc {
  const out = copy(doc);
  let node: Record<string | number, unknown> = out;
  for (let i = 0; i < at.length - 1; i++) {
    const next = node[at[i]];
    if (typeof next !== 'object' || next === null) defineOwn(node, at[i], typeof at[i + 1] === 'number' ? [] : {});
    node = node[at[i]] as Record<string | number, unknown>;
  }
  defineOwn(node, at[at.length - 1], value);
  return out;
}

/** A copy of `doc` without the field at `at`. */
export function without(doc: Doc, at: readonly Segment[]): Doc {
  const out = copy(doc);
  let node: Record<string | number, unknown> = out;
  for (let i = 0; i < at.length - 1; i++) {
    const next = node[at[i]];
    if (typeof next !== 'object' || next === null) return out;
    node = next as Record<string | number, unknown>;
  }
  delete node[at[at.length - 1]];
  return out;
}

export function read(doc: unknown, at: readonly Segment[]): unknown {
  let node: unknown = doc;
  for (const seg of at) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, seg)) return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

/** "quotes[2].termMonths" from segments (the loader's path format for plain keys). */
export function dotted(at: readonly Segment[]): string {
  let out = '';
  for (const seg of at) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/**
 * Paths of NaN, Infinity or -Infinity inside `value` (at most `limit` of them). Iterative and bounded
 * (depth 200, 5,000,000 nodes), so a result of any shape is scanned without a stack overflow.
 */
export function nonFinitePaths(value: unknown, limit = 5): string[] {
  const found: string[] = [];
  const stack: { v: unknown; p: string; d: number }[] = [{ v: value, p: '', d: 0 }];
  let visited = 0;
  while (stack.length > 0 && found.length < limit) {
    const { v, p, d } = stack.pop()!;
    if (++visited > 5_000_000) {
      found.push(`${p} (scan stopped after 5,000,000 values)`);
      break;
    }
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) found.push(`${p || '(root)'} = ${v}`);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (d > 200) {
      found.push(`${p} (deeper than 200 levels)`);
      continue;
    }
    if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], p: `${p}[${i}]`, d: d + 1 });
    else for (const k of Object.keys(v)) stack.push({ v: (v as Record<string, unknown>)[k], p: p ? `${p}.${k}` : k, d: d + 1 });
  }
  return found;
}

const PROTOTYPES: [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
];

function ownNames(o: object): string[] {
  return Object.getOwnPropertyNames(o).sort();
}

/** The own property names of the built-in prototypes and globalThis, to compare after a run. */
export function prototypeSnapshot(): Map<string, string[]> {
  const snap = new Map<string, string[]>();
  for (const [name, proto] of PROTOTYPES) snap.set(name, ownNames(proto));
  snap.set('globalThis', ownNames(globalThis));
  return snap;
}

/** What changed since `before` (empty when nothing did). A few names are allowed to appear on globalThis. */
export function prototypeChanges(before: Map<string, string[]>): string[] {
  const changes: string[] = [];
  for (const [name, proto] of [...PROTOTYPES, ['globalThis', globalThis] as [string, object]]) {
    const was = new Set(before.get(name) ?? []);
    for (const key of ownNames(proto)) {
      if (!was.has(key) && !(name === 'globalThis' && IGNORED_GLOBALS.test(key))) changes.push(`${name}.${key} appeared`);
    }
  }
  for (const probe of ['polluted', 'isAdmin', 'pwned']) {
    if ((({}) as Record<string, unknown>)[probe] !== undefined) changes.push(`({}).${probe} is set`);
  }
  return changes;
}

/** Globals that test runners and lazy Node modules may add during a run. */
const IGNORED_GLOBALS = /^(__vitest|__VITEST|__tinypool|fetch|crypto|navigator|WebAssembly|structuredClone|__coverage__)/;

/** Milliseconds taken by `fn`, with its value or the exception it threw. */
export function timed<T>(fn: () => T): { ms: number; value?: T; error?: unknown } {
  const t0 = performance.now();
  try {
    const value = fn();
    return { ms: performance.now() - t0, value };
  } catch (error) {
    return { ms: performance.now() - t0, error };
  }
}

export function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/**
 * A text form of JSON-like data built without recursion (JSON.stringify overflows the stack on
 * 10,000 nested lists), to compare data before and after a call.
 */
export function fingerprint(value: unknown): string {
  const CLOSE_LIST = Symbol('close list');
  const CLOSE_OBJECT = Symbol('close object');
  const KEY = Symbol('key');
  const parts: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === CLOSE_LIST) parts.push(']');
    else if (v === CLOSE_OBJECT) parts.push('}');
    else if (Array.isArray(v) && v[0] === KEY) parts.push(`${JSON.stringify(v[1])}:`);
    else if (Array.isArray(v)) {
      parts.push('[');
      stack.push(CLOSE_LIST);
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    } else if (typeof v === 'object' && v !== null) {
      parts.push('{');
      stack.push(CLOSE_OBJECT);
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) stack.push((v as Record<string, unknown>)[keys[i]], [KEY, keys[i]]);
    } else parts.push(JSON.stringify(v) ?? String(v));
  }
  return parts.join(',');
}
