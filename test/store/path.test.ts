import { describe, expect, it } from 'vitest';
import { appendAt, formatPath, getIn, parsePath, PathError, removeAt, setIn } from '../../src/store/path';

describe('parsePath', () => {
  it('reads dotted keys, [i] indexes and ["key"] keys', () => {
    expect(parsePath('site.pue')).toEqual(['site', 'pue']);
    expect(parsePath('quotes[1].pricePerGPUHour')).toEqual(['quotes', 1, 'pricePerGPUHour']);
    expect(parsePath('market.generations[12].id')).toEqual(['market', 'generations', 12, 'id']);
    expect(parsePath('uncertainty.inputs["investment.utilization"].min')).toEqual([
      'uncertainty',
      'inputs',
      'investment.utilization',
      'min',
    ]);
    expect(parsePath('a["say \\"hi\\""]')).toEqual(['a', 'say "hi"']);
  });

  it('round-trips with formatPath', () => {
    for (const p of ['site.pue', 'quotes[0].gpus', 'uncertainty.inputs["quotes[2].pricePerGPUHour"].sd', 'a[0][1].b']) {
      expect(formatPath(parsePath(p))).toBe(p);
    }
  });

  it('refuses malformed paths', () => {
    for (const p of ['', '.a', 'a..b', 'a.', 'a[', 'a[x]', 'a[-1]', 'a["b"', '1a', 'a b', 'a]']) {
      expect(() => parsePath(p), p).toThrow(PathError);
    }
  });

  it('refuses prototype keys anywhere, also quoted', () => {
    for (const p of ['__proto__.x', 'a.__proto__', 'a.constructor.prototype', 'a.prototype', 'a["__proto__"]', 'x["constructor"].y']) {
      expect(() => parsePath(p), p).toThrow(/not allowed/);
    }
  });
});

describe('setIn', () => {
  const doc = {
    name: 'n',
    site: { contractedMW: 100, pue: 1.3 },
    node: { gpuModel: 'H100-SXM' },
    quotes: [{ provider: 'A', gpus: 8 }, { provider: 'B', gpus: 16 }],
  };

  it('replaces one value and copies only along the path', () => {
    const next = setIn(doc, 'quotes[1].gpus', 32);
    expect(next.quotes[1].gpus).toBe(32);
    expect(doc.quotes[1].gpus).toBe(16); // input untouched
    expect(next).not.toBe(doc);
    expect(next.quotes).not.toBe(doc.quotes);
    expect(next.quotes[1]).not.toBe(doc.quotes[1]);
    expect(next.quotes[0]).toBe(doc.quotes[0]); // siblings shared
    expect(next.site).toBe(doc.site);
    expect(next.node).toBe(doc.node);
  });

  it('returns the same object when the value is already there', () => {
    expect(setIn(doc, 'site.pue', 1.3)).toBe(doc);
    expect(setIn(doc, 'quotes[0].provider', 'A')).toBe(doc);
  });

  it('creates missing containers and appends at index == length', () => {
    const next = setIn(doc, 'investment.capexPerGPU', 34000);
    expect(next).toMatchObject({ investment: { capexPerGPU: 34000 } });
    const appended = setIn(doc, 'quotes[2]', { provider: 'C' });
    expect(appended.quotes.map((q) => q.provider)).toEqual(['A', 'B', 'C']);
    expect(setIn({}, 'market.generations[0].id', 'hopper')).toEqual({ market: { generations: [{ id: 'hopper' }] } });
  });

  it('refuses holes, wrong container types and prototype keys', () => {
    expect(() => setIn(doc, 'quotes[5].gpus', 1)).toThrow(/no element \[5\]/);
    expect(() => setIn(doc, 'name.x', 1)).toThrow(/is not an object/);
    expect(() => setIn(doc, 'site[0]', 1)).toThrow(/is not a list/);
    expect(() => setIn(doc, '__proto__.polluted', 1)).toThrow(PathError);
    expect(() => setIn(doc, ['site', '__proto__'], 1)).toThrow(/not allowed/);
    expect(() => setIn(doc, ['constructor'], 1)).toThrow(/not allowed/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('removes a key with undefined without creating anything on the way', () => {
    const next = setIn(doc, 'site.pue', undefined);
    expect(next.site).toEqual({ contractedMW: 100 });
    expect('pue' in next.site).toBe(false);
    expect(setIn(doc, 'investment.gpus', undefined)).toBe(doc);
    expect(() => setIn(doc, 'quotes[0]', undefined)).toThrow(/removeAt/);
  });

  it('writes keys that are paths themselves (uncertainty inputs)', () => {
    const d = { uncertainty: { inputs: { 'investment.utilization': { dist: 'uniform', min: 0.6, max: 0.9 } } } };
    const next = setIn(d, 'uncertainty.inputs["investment.utilization"].max', 0.95);
    expect(next.uncertainty.inputs['investment.utilization']).toEqual({ dist: 'uniform', min: 0.6, max: 0.95 });
    expect(getIn(next, 'uncertainty.inputs["investment.utilization"].min')).toBe(0.6);
  });
});

describe('getIn, removeAt, appendAt', () => {
  it('reads values and undefined for missing steps', () => {
    const d = { a: [{ b: 1 }], c: null };
    expect(getIn(d, 'a[0].b')).toBe(1);
    expect(getIn(d, 'a[1].b')).toBeUndefined();
    expect(getIn(d, 'c.x')).toBeUndefined();
    expect(getIn(null, 'a')).toBeUndefined();
    expect(getIn({ toString: 1 }, 'toString')).toBe(1);
    expect(getIn({}, 'toString')).toBeUndefined(); // own keys only
  });

  it('removes and appends list elements immutably', () => {
    const d = { quotes: [{ p: 'A' }, { p: 'B' }, { p: 'C' }] };
    const removed = removeAt(d, 'quotes', 1);
    expect(removed.quotes.map((q) => q.p)).toEqual(['A', 'C']);
    expect(d.quotes).toHaveLength(3);
    expect(removeAt(d, 'quotes', 7)).toBe(d);
    expect(appendAt({}, 'quotes', { p: 'X' })).toEqual({ quotes: [{ p: 'X' }] });
  });
});
