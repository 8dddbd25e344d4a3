import { describe, expect, it } from 'vitest';
import { compileMonthExpression } from '../../models/expression';

function value(src: string, m: number): number {
  const c = compileMonthExpression(src);
  if (!c.ok) throw new Error(c.error.en);
  return c.fn(m);
}

function rejected(src: string): string {
  const c = compileMonthExpression(src);
  if (c.ok) throw new Error(`accepted: ${src}`);
  expect(c.error['zh-CN'].length).toBeGreaterThan(0);
  return c.error.en;
}

describe('compileMonthExpression — allowed expressions', () => {
  it('evaluates decline curves and arithmetic of m', () => {
    expect(value('2.1*0.8^(m/12)', 12)).toBeCloseTo(1.68, 12);
    expect(value('2m + 1', 3)).toBe(7);
    expect(value('-m + 10', 4)).toBe(6);
    expect(value('m mod 12', 30)).toBe(6);
    expect(value('(m - 6) / 2', 10)).toBe(2);
  });

  it('allows the listed functions, constants and conditionals', () => {
    expect(value('max(1, 3.4*0.82^(m/12))', 120)).toBe(1);
    expect(value('min(2, m)', 5)).toBe(2);
    expect(value('abs(-m) + sqrt(16) + pow(2, 3) + floor(1.7) + ceil(1.2) + round(2.5)', 1)).toBe(1 + 4 + 8 + 1 + 2 + 3);
    expect(value('exp(0) + log(e) + log10(100)', 0)).toBeCloseTo(4, 12);
    expect(value('sin(0) + cos(0) + pi - pi', 0)).toBeCloseTo(1, 12);
    expect(value('m < 12 ? 3 : 2', 11)).toBe(3);
    expect(value('m < 12 ? 3 : 2', 12)).toBe(2);
  });

  it('compiles once and evaluates many months', () => {
    const c = compileMonthExpression('3 - m/100');
    if (!c.ok) throw new Error('compile failed');
    const series = Array.from({ length: 241 }, (_, m) => c.fn(m));
    expect(series[0]).toBe(3);
    expect(series[240]).toBeCloseTo(0.6, 12);
  });
});

describe('compileMonthExpression — security', () => {
  it.each([
    ['import({}, {override: true})', /function "import" is not allowed/],
    ['createUnit("x")', /function "createUnit" is not allowed/],
    ['evaluate("1")', /function "evaluate" is not allowed/],
    ['parse("1")', /function "parse" is not allowed/],
    ['simplify("m")', /function "simplify" is not allowed/],
    ['cos.constructor("return process")', /function "cos.constructor" is not allowed/],
    ['[].map.constructor', /cannot contain property or index access/],
    ['m.constructor', /cannot contain property or index access/],
    ['a = 1', /cannot contain assignment/],
    ['f(x) = x', /cannot contain defining a function/],
    ['"abc"', /only finite numbers are allowed as constants \(found "abc"\)/],
    ['[1, 2, 3]', /cannot contain a matrix or list/],
    ['{a: 1}', /cannot contain an object/],
    ['1:3', /cannot contain a range/],
    ['1; 2', /cannot contain several statements/],
    ['x + 1', /unknown name "x"/],
    ['5 cm', /unknown name "cm"/],
    ['true', /only finite numbers/],
    ['1e400', /found Infinity/],
    ['m!', /operator "!" is not allowed/],
    ['m & 1', /operator "&" is not allowed/],
    ['m to cm', /operator "to" is not allowed|unknown name "cm"/],
  ])('rejects %s', (src, reason) => {
    expect(rejected(src)).toMatch(reason);
  });

  it('rejects a syntax error, an empty source and one over 500 characters', () => {
    expect(rejected('cos.constructor("return process")()')).toMatch(/^cannot read the expression/);
    expect(rejected('   ')).toBe('the expression is empty');
    expect(rejected(`${'1+'.repeat(250)}1`)).toMatch(/longer than 500 characters \(got 501\)/);
    expect(compileMonthExpression(`${'1+'.repeat(249)}1`).ok).toBe(true);
  });

  it('a non-finite or non-real result is an error, never a value', () => {
    const cases: [string, number, RegExp][] = [
      ['1/(m-12)', 12, /at m = 12 it gave Infinity/],
      ['log(m)', 0, /gave -Infinity/],
      ['sqrt(m - 10)', 1, /gave a non-real value/],
      ['0/0 + m', 1, /gave NaN/],
      ['m == 1', 1, /gave true/],
    ];
    for (const [src, m, reason] of cases) {
      const c = compileMonthExpression(src);
      if (!c.ok) throw new Error(`did not compile: ${src}`);
      const r = c.evaluate(m);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.en).toMatch(reason);
        expect(r.error['zh-CN']).toContain(`m = ${m}`);
      }
      expect(() => c.fn(m)).toThrow(reason);
    }
  });

  it('does not leave globals or prototypes changed', () => {
    for (const src of ['import({}, {override: true})', 'cos.constructor("return process")', 'm.constructor']) compileMonthExpression(src);
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(value('m', 2)).toBe(2);
  });
});
