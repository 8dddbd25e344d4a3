import { describe, expect, it } from 'vitest';
import { keepEqual } from '../../src/engine/keep-equal';

describe('keepEqual: structural sharing of the worker’s answers', () => {
  it('returns the previous value itself when the new one is deep-equal (NaN, nested arrays, null)', () => {
    const previous = { a: 1, b: [1, 2, { c: NaN }], d: null, e: 'x' };
    const next = { a: 1, b: [1, 2, { c: NaN }], d: null, e: 'x' };
    expect(keepEqual(previous, next)).toBe(previous);
  });

  it('keeps the unchanged branches and builds new objects along the changed path only', () => {
    const previous = { capacity: { gpus: 100, steps: [{ mw: 1 }, { mw: 2 }] }, prices: { series: [[1, 2], [3, 4]] }, warnings: [] as string[] };
    const next = { capacity: { gpus: 120, steps: [{ mw: 1 }, { mw: 3 }] }, prices: { series: [[1, 2], [3, 4]] }, warnings: [] as string[] };
    const out = keepEqual(previous, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(previous);
    expect(out.prices).toBe(previous.prices);
    expect(out.warnings).toBe(previous.warnings);
    expect(out.capacity).not.toBe(previous.capacity);
    expect(out.capacity.steps[0]).toBe(previous.capacity.steps[0]);
    expect(out.capacity.steps[1]).not.toBe(previous.capacity.steps[1]);
    expect(out.capacity.steps[1]).toEqual({ mw: 3 });
  });

  it('treats a missing or added key, a longer array, -0 and a type change as changes', () => {
    expect(keepEqual({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(keepEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const list = [1, 2];
    expect(keepEqual(list, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(keepEqual([1, 2, 3], [1, 2])).toEqual([1, 2]);
    expect(Object.is(keepEqual({ v: 0 }, { v: -0 }).v, -0)).toBe(true);
    expect(keepEqual({ v: [1] }, { v: { 0: 1 } })).toEqual({ v: { 0: 1 } });
    expect(keepEqual(null, { a: 1 })).toEqual({ a: 1 });
  });

  it('never changes either argument, and keeps key order from the new value', () => {
    const previous = { x: { y: 1 }, z: 2 };
    const next = { z: 3, x: { y: 1 } };
    const frozenPrev = JSON.stringify(previous);
    const frozenNext = JSON.stringify(next);
    const out = keepEqual(previous, next);
    expect(JSON.stringify(previous)).toBe(frozenPrev);
    expect(JSON.stringify(next)).toBe(frozenNext);
    expect(Object.keys(out)).toEqual(['z', 'x']);
    expect(out.x).toBe(previous.x);
  });

  it('compares other objects (dates) by identity only', () => {
    const d = new Date(0);
    const previous = { when: d };
    expect(keepEqual(previous, { when: new Date(0) }).when).not.toBe(d);
    expect(keepEqual(previous, { when: d })).toBe(previous);
  });

  it('builds a new array or object only where it keeps a part of the previous one (issue 34: an answer is mostly monthly numbers)', () => {
    // A changed series of numbers: the new array as it came, equal to it.
    const series = keepEqual({ s: [1, 2, 3] }, { s: [1, 5, 3] });
    expect(series).toEqual({ s: [1, 5, 3] });
    // Nothing kept at all: the new value itself, unchanged.
    const fresh = { a: [1, 2], b: { c: 2 } };
    expect(keepEqual({ a: [0], b: { c: 1 } }, fresh)).toBe(fresh);
    expect(fresh).toEqual({ a: [1, 2], b: { c: 2 } });
    // An equal part after a changed one: items and keys before it are carried over, in order.
    const previous = { rows: [{ m: 1 }, { m: 2 }, { m: 3 }], first: 1, kept: { k: 1 }, last: 1 };
    const next = { rows: [{ m: 9 }, { m: 2 }, { m: 8 }], first: 2, kept: { k: 1 }, last: 2 };
    const out = keepEqual(previous, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(next);
    expect(Object.keys(out)).toEqual(['rows', 'first', 'kept', 'last']);
    expect(out.rows).not.toBe(next.rows);
    expect(out.rows[0]).toBe(next.rows[0]);
    expect(out.rows[1]).toBe(previous.rows[1]);
    expect(out.rows[2]).toBe(next.rows[2]);
    expect(out.kept).toBe(previous.kept);
    expect(next.rows[1]).not.toBe(previous.rows[1]);
  });
});
