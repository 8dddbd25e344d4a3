// Properties (fast-check) of the scenario loader and the engine, for any input:
// - the loader answers { ok: true } or a non-empty list of well-formed issues (each naming its field),
//   never throws, never changes the data it is given, and answers within 2 s;
// - an accepted scenario evaluates without throwing, within 2 s, to results without NaN or Infinity;
// - no built-in prototype gains a property.
// Seeds are fixed so CI is stable; ROBUSTNESS_SEED=<n> explores other inputs and
// ROBUSTNESS_RUNS=<k> multiplies the number of runs.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import type { LoadResult } from '../../models/scenario';
import { loadScenario, parseScenarioJson } from '../../models/scenario';
import { issueShapeProblems } from './check';
import { fieldsOf, highest, lowest } from './corpus-engine';
import type { Doc, Segment } from './support';
import { colo, copy, fingerprint, kitchenSink, nonFinitePaths, prototypeChanges, prototypeSnapshot, timed, withValue } from './support';

const SEED = process.env.ROBUSTNESS_SEED ? Number(process.env.ROBUSTNESS_SEED) : 20261207;
const RUNS = Math.max(1, Number(process.env.ROBUSTNESS_RUNS ?? 1));
const MAX_MS = 2000;
const before = prototypeSnapshot();

/** Throws (failing the property) unless the loader's answer is as specified; returns it. */
function checkLoad(call: () => LoadResult, input?: unknown): LoadResult {
  const was = input === undefined ? '' : fingerprint(input);
  const r = timed(call);
  if (r.error !== undefined) throw new Error(`loader threw: ${String(r.error)}`);
  if (r.ms > MAX_MS) throw new Error(`loader took ${Math.round(r.ms)} ms`);
  const answer = r.value!;
  if (!answer.ok) {
    const problems = issueShapeProblems(answer.issues);
    if (problems.length > 0) throw new Error(problems.join('; '));
  } else {
    const bad = nonFinitePaths(answer.scenario);
    if (bad.length > 0) throw new Error(`accepted scenario holds ${bad.join(', ')}`);
  }
  if (input !== undefined && fingerprint(input) !== was) throw new Error('the loader changed its input');
  return answer;
}

/** For an accepted scenario: evaluate, and fail on a throw, a slow call or a non-finite number. */
function checkEvaluate(answer: LoadResult): void {
  if (!answer.ok) return;
  const r = timed(() => evaluateScenario(answer.scenario, { raw: answer.raw, trials: 16 }));
  if (r.error !== undefined) throw new Error(`evaluateScenario threw: ${String(r.error)}`);
  if (r.ms > MAX_MS) throw new Error(`evaluateScenario took ${Math.round(r.ms)} ms`);
  const bad = nonFinitePaths(r.value);
  if (bad.length > 0) throw new Error(`result holds ${bad.join(', ')}`);
}

const SECTION_KEYS = ['name', 'notes', 'currency', 'horizonMonths', 'site', 'node', 'market', 'investment', 'rentVsBuy', 'workload', 'quotes', 'uncertainty'];

/** Values that tend to break things: non-finite and extreme numbers, prototype keys, odd shapes. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    Number.NaN, Infinity, -Infinity, -0, 0, 1e308, -1e308, Number.MIN_VALUE, -Number.MIN_VALUE, 2 ** 53, 1.5, -1, 1e12, 0.5,
    null, true, false, '', ' ', '12', 'NaN', '__proto__', 'constructor', [], {}, [[[[]]]], 'x'.repeat(600),
  ),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '', 'site', 'quotes', 'price'),
  fc.string({ maxLength: 10 }),
);

/** Every path of a document, containers included (the root's children and below). */
function allPaths(doc: unknown): Segment[][] {
  const out: Segment[][] = [];
  const stack: { v: unknown; at: Segment[] }[] = [{ v: doc, at: [] }];
  while (stack.length > 0) {
    const { v, at } = stack.pop()!;
    if (at.length > 0) out.push(at);
    if (Array.isArray(v)) v.forEach((x, i) => stack.push({ v: x, at: [...at, i] }));
    else if (v && typeof v === 'object') for (const k of Object.keys(v)) stack.push({ v: (v as Doc)[k], at: [...at, k] });
  }
  return out;
}

type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'add'; pick: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: nasty }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), pick: fc.nat(), key: nastyKey, value: nasty }),
);

function parentOf(doc: unknown, at: Segment[]): Record<string | number, unknown> | undefined {
  let node: unknown = doc;
  for (const seg of at.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node && typeof node === 'object' ? (node as Record<string | number, unknown>) : undefined;
}

/** Apply mutations to a copy of `base` (own properties only: "__proto__" becomes a real key). */
function mutate(base: Doc, mutations: readonly Mutation[]): Doc {
  const doc = copy(base);
  for (const m of mutations) {
    const paths = allPaths(doc);
    if (paths.length === 0) break;
    const at = paths[m.pick % paths.length];
    const parent = parentOf(doc, at);
    if (!parent) continue;
    const last = at[at.length - 1];
    if (m.kind === 'delete') {
      if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
      else delete parent[last];
    } else if (m.kind === 'replace') {
      Object.defineProperty(parent, last, { value: m.value, enumerable: true, writable: true, configurable: true });
    } else {
      const target = parent[last];
      if (Array.isArray(target)) target.push(m.value);
      else if (target && typeof target === 'object') Object.defineProperty(target, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
      else Object.defineProperty(doc, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    }
  }
  return doc;
}

describe('loader and engine (property)', () => {
  afterAll(() => {
    expect(prototypeChanges(before)).toEqual([]);
  });

  it('any JSON value: the loader answers ok or issues, from text and from data', () => {
    const documentLike = fc.record({
      format: fc.constantFrom('gpuplan/scenario', 'other'),
      version: fc.oneof(fc.constant(1), nasty),
      extra: fc.dictionary(fc.constantFrom(...SECTION_KEYS), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 8 }),
    }).map(({ format, version, extra }) => ({ format, version, ...extra }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 6 }), documentLike), (value) => {
        checkLoad(() => loadScenario(value), value);
        checkEvaluate(checkLoad(() => parseScenarioJson(JSON.stringify(value) ?? '')));
      }),
      { numRuns: 300 * RUNS, seed: SEED },
    );
  }, 30_000 * RUNS);

  it('any JavaScript value (Maps, Dates, BigInts, boxed values, null prototypes, sparse arrays): never throws', () => {
    const anything = fc.anything({
      maxDepth: 3,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    });
    fc.assert(
      fc.property(anything, fc.constantFrom(...SECTION_KEYS), (value, key) => {
        checkLoad(() => loadScenario(value));
        checkEvaluate(checkLoad(() => loadScenario({ ...colo(), [key]: value })));
      }),
      { numRuns: 200 * RUNS, seed: SEED },
    );
  }, 30_000 * RUNS);

  it('mutations of the worked example (replace, delete, add keys): loader answers; accepted ones evaluate finitely', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom(colo, kitchenSink), fc.array(mutation, { minLength: 1, maxLength: 4 }), (make, mutations) => {
        const doc = mutate(make(), mutations);
        const fromData = checkLoad(() => loadScenario(doc), doc);
        checkEvaluate(fromData);
        const fromText = checkLoad(() => parseScenarioJson(JSON.stringify(doc)));
        checkEvaluate(fromText);
        if (fromData.ok) accepted++;
      }),
      { numRuns: 250 * RUNS, seed: SEED },
    );
    // Not vacuous: some mutations leave a valid file (e.g. an unknown key, a changed optional value).
    expect(accepted).toBeGreaterThan(10);
  }, 30_000 * RUNS);

  it('any in-range values of the numeric fields: accepted scenarios evaluate to finite results', () => {
    const base = kitchenSink();
    // Uncertainty parameters and the rack limit are left out: random values almost always break
    // their cross-field rules (min ≤ mode ≤ max, rackKW ≥ nodeKW); the engine corpus covers them.
    // Likewise the sizing fields: bytesPerParam must be one of 2, 1, 0.5, and random extremes of the
    // others mostly break the 10M-GPU fleet bound they share (the engine corpus covers them).
    const fields = fieldsOf(base).filter((f) => f.at[0] !== 'uncertainty' && f.at[0] !== 'sizing' && f.at.join('.') !== 'site.rackKW');
    const valueOf = (i: number): fc.Arbitrary<number> => {
      const spec = fields[i].spec;
      return spec.integer === true
        ? fc.integer({ min: lowest(spec), max: highest(spec) })
        : fc.double({ min: lowest(spec), max: highest(spec), noNaN: true });
    };
    const changes = fc.tuple(...fields.map((_, i) => fc.option(valueOf(i), { freq: 4 })));
    let accepted = 0;
    fc.assert(
      fc.property(changes, (values) => {
        let doc = base;
        values.forEach((v, i) => {
          if (v !== null) doc = withValue(doc, fields[i].at, v);
        });
        const answer = checkLoad(() => loadScenario(doc), doc);
        checkEvaluate(answer);
        if (answer.ok) accepted++;
      }),
      { numRuns: 120 * RUNS, seed: SEED },
    );
    expect(accepted).toBeGreaterThan(20);
  }, 30_000 * RUNS);
});
