// Issue 34: one grammar of field paths. The engine's numeric paths, the Monte Carlo's paths, the
// loader's messages, the prototype guard and the editor's store all parse, format and refuse keys
// through models/path.ts — the same functions, not copies that can drift apart.
import { describe, expect, it } from 'vitest';
import * as path from '../../models/path';
import * as uncertainty from '../../models/uncertainty/paths';
import * as numeric from '../../models/scenario/numeric-paths';
import * as messages from '../../models/scenario/messages';
import * as safety from '../../models/scenario/safety';
import { splitPath } from '../../models/compare-impact';
import * as store from '../../src/store/path';

describe('one path module', () => {
  it('is the one every layer uses', () => {
    expect(uncertainty.formatPath).toBe(path.formatPath);
    expect(uncertainty.getAt).toBe(path.getAt);
    expect(numeric.getAt).toBe(path.getAt);
    expect(messages.formatPath).toBe(path.formatPath);
    expect(safety.FORBIDDEN_KEYS).toBe(path.FORBIDDEN_KEYS);
    expect(store.parsePath).toBe(path.parsePath);
    expect(store.formatPath).toBe(path.formatPath);
    expect(store.isForbiddenKey).toBe(path.isForbiddenKey);
    expect(store.PathError).toBe(path.PathError);
  });

  it('reads field paths the same way everywhere', () => {
    const cases: [string, (string | number)[] | null][] = [
      ['quotes[1].pricePerGPUHour', ['quotes', 1, 'pricePerGPUHour']],
      ['market.generations[0].annualDecline', ['market', 'generations', 0, 'annualDecline']],
      ['investment.__proto__', null],
      ['constructor.x', null],
      ['a..b', null],
      ['.a', null],
      ['a[x]', null],
      ['uncertainty.inputs["investment.utilization"].min', null], // a quoted key: only the store's full grammar
    ];
    for (const [text, segments] of cases) {
      expect(uncertainty.parsePath(text)).toEqual(segments);
      expect(path.parseFieldPath(text)).toEqual(segments);
      if (!text.startsWith('uncertainty.')) expect(splitPath(text)).toEqual(segments);
    }
    expect(store.parsePath('uncertainty.inputs["investment.utilization"].min')).toEqual(['uncertainty', 'inputs', 'investment.utilization', 'min']);
    expect(path.formatPath(['uncertainty', 'inputs', 'investment.utilization', 'min'])).toBe('uncertainty.inputs["investment.utilization"].min');
    expect(uncertainty.parsePath('x'.repeat(201))).toBeNull();
  });
});
