// Issue 34: an input's label is worked out once per labeler (one labeler per scenario and
// language), not at every tornado row, description and table row. The cache must not outlive the
// scenario its labels name.
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../models/scenario';
import { inputLabeler, inputValueFormatter } from '../../src/present/input-label';
import { workedExample } from '../results/worked-example';

const PATH = 'market.generations[1].availableMonth';

describe('inputLabeler', () => {
  it('names a generation by the scenario it was made for, however often it is asked', () => {
    const { scenario } = workedExample();
    const renamed = structuredClone(scenario) as Scenario;
    const generation = renamed.market!.generations[1] as { label: string };
    const before = generation.label;
    generation.label = 'Rubin NVL144';
    const a = inputLabeler(scenario, 'en');
    const b = inputLabeler(renamed, 'en');
    expect(a(PATH)).toBe(`Generation ${before} › Available from month`);
    expect(b(PATH)).toBe('Generation Rubin NVL144 › Available from month');
    // Asked again (cached), each keeps its own scenario's name; another language its own words.
    expect(a(PATH)).toBe(`Generation ${before} › Available from month`);
    expect(inputLabeler(renamed, 'zh-CN')(PATH)).toContain('Rubin NVL144');
    expect(inputLabeler(renamed, 'zh-CN')(PATH)).not.toContain('Available');
    // A path that names no form field stays the path.
    expect(a('no.such.field')).toBe('no.such.field');
    expect(a('no.such.field')).toBe('no.such.field');
  });
});

describe('inputValueFormatter', () => {
  it('formats each path by its own field, asked in any order', () => {
    const f = inputValueFormatter('en', 6, 'USD');
    expect(f('investment.utilization', 0.8)).toMatch(/^80(\.0+)?\s?%$/);
    expect(f(PATH, 6)).toBe('6');
    expect(f('investment.utilization', 0.5)).toMatch(/^50(\.0+)?\s?%$/);
    expect(f('no.such.field', 1.5)).toBe('1.5');
  });
});
