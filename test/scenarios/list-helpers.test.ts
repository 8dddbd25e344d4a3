import { describe, expect, it } from 'vitest';
import { allTags, filterSummaries, searchWords, sortSummaries } from '../../src/scenarios/filter-sort';
import { formatStorageSize } from '../../src/scenarios/format-size';
import { visibleRange } from '../../src/scenarios/visible-range';
import type { ScenarioSummary } from '../../src/storage/types';

function summary(name: string, tags: string[], createdAt: number, updatedAt: number): ScenarioSummary {
  return { id: name, name, tags, createdAt, updatedAt };
}

const LIST = [
  summary('上海 100 MW', ['colo', 'Q3'], 3, 30),
  summary('Berlin campus', ['campus'], 1, 50),
  summary('berlin rental', ['rent'], 2, 10),
  summary('Austin 2', [], 4, 40),
  summary('Austin 10', ['Colo'], 5, 20),
];

describe('visibleRange', () => {
  it('covers the viewport plus overscan, clamped to the list', () => {
    expect(visibleRange(0, 480, 64, 5000, 6)).toEqual({ start: 0, end: 14 });
    expect(visibleRange(64 * 2500, 480, 64, 5000, 6)).toEqual({ start: 2494, end: 2514 });
    expect(visibleRange(64 * 2500 + 30, 480, 64, 5000, 0)).toEqual({ start: 2500, end: 2508 });
    expect(visibleRange(64 * 4999, 480, 64, 5000, 6)).toEqual({ start: 4993, end: 5000 });
    expect(visibleRange(1e9, 480, 64, 10, 2)).toEqual({ start: 10, end: 10 });
    expect(visibleRange(-50, 480, 64, 3, 6)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(0, 480, 64, 0, 6)).toEqual({ start: 0, end: 0 });
  });
});

describe('search', () => {
  it('needs every word in the name or a tag, case-insensitively; #word matches tag prefixes only', () => {
    const names = (q: string) => filterSummaries(LIST, q).map((s) => s.name);
    expect(names('')).toHaveLength(5);
    expect(names('berlin')).toEqual(['Berlin campus', 'berlin rental']);
    expect(names('BERLIN rent')).toEqual(['berlin rental']);
    expect(names('colo')).toEqual(['上海 100 MW', 'Austin 10']);
    expect(names('上海')).toEqual(['上海 100 MW']);
    expect(names('#q')).toEqual(['上海 100 MW']);
    expect(names('#campus')).toEqual(['Berlin campus']);
    expect(names('#cam berlin')).toEqual(['Berlin campus']);
    expect(names('#amp')).toEqual([]);
    expect(searchWords('  a   # B ')).toEqual(['a', 'b']);
  });
});

describe('sort', () => {
  it('orders by update or creation (newest first) or by name in the language\'s collation', () => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    expect(sortSummaries(LIST, 'updated', collator).map((s) => s.updatedAt)).toEqual([50, 40, 30, 20, 10]);
    expect(sortSummaries(LIST, 'created', collator).map((s) => s.createdAt)).toEqual([5, 4, 3, 2, 1]);
    // Numeric collation: "Austin 2" before "Austin 10"; equal-by-collation names keep newest first.
    expect(sortSummaries(LIST, 'name', collator).map((s) => s.name)).toEqual(['Austin 2', 'Austin 10', 'Berlin campus', 'berlin rental', '上海 100 MW']);
    expect(allTags(LIST, collator)).toEqual(['campus', 'colo', 'Q3', 'rent']);
  });
});

describe('formatStorageSize', () => {
  it('uses SI units and the locale', () => {
    expect(formatStorageSize(512, 'en')).toBe('512 byte');
    expect(formatStorageSize(1_536_000, 'en')).toBe('1.5 MB');
    expect(formatStorageSize(2_000_000_000, 'en')).toBe('2 GB');
    expect(formatStorageSize(12_345, 'de')).toBe('12,3 kB');
  });
});
