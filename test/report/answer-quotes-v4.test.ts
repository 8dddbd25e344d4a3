// Issue 38: page 1 of a quotes report states the window and the figure the ranking uses, then each
// provider's total over the window with what it still owes after it (when not zero), the items it
// does not quote marked on that figure, and its top asks in money (src/present/quotes.ts). Amounts
// from test/fixtures/v4-demand-scenarios.expected.json (Neocloud B: window cost 3,035,082.24, owed
// 878,598.40, price ask 424,017.35, delay 155,484.16; Hyperscaler C: premium 58,867.20).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { reportAnswer } from '../../src/report/answer';

function example(patch?: (d: { quotes: Record<string, unknown>[] }) => void) {
  const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v4-demand-scenarios.json'), 'utf8')) as { quotes: Record<string, unknown>[] };
  patch?.(doc);
  const r = runScenario(doc);
  if (!r.ok) throw new Error('invalid');
  return r;
}

describe('page 1 of a quotes report: each provider over the window', () => {
  it('en: the ranking figure stated, rank order, owed beside the total, top asks by money', () => {
    const r = example();
    const a = reportAnswer(r.scenario, r.result, 'en');
    expect(a.quoteProviders?.caption).toBe('Each provider over the 18-month window, ranked by present value per used GPU-hour over the window plus what is owed after it');
    const f = a.quoteProviders!.figures;
    expect(f.map((x) => x.label)).toEqual(['#1 Hyperscaler C (6 months, rolls over)', '#2 Specialist A (12 months, rolls over)', '#3 Neocloud B (24 months)']);
    expect(f[2].value).toBe('$3,035,082 over the 18-month window + $878,598 owed after it');
    expect(f[2].note).toBe('Asks: price $424,017; delay $155,484');
    expect(f[0].value).toBe('$3,446,330 over the 18-month window');
    expect(f[0].note).toBe('Asks: premium above the commitment $58,867');
    expect(f.every((x) => x.tone === undefined)).toBe(true);
    // The sentence quotes the ranking's figure: (3,201,196.98 + 0) / 1,345,536 = $2.38 for Hyperscaler C.
    expect(a.sentences[0]).toContain('Hyperscaler C (6 months, rolls over) is the cheapest quote: $2.38 per used GPU-hour');
  });

  it('marks an item a quote does not price on its figure; zh-CN', () => {
    const r = example((d) => {
      delete d.quotes[0].storagePerTBMonth;
    });
    const en = reportAnswer(r.scenario, r.result, 'en').quoteProviders!.figures.find((x) => x.key === 'quote-0')!;
    expect(en.value).toMatch(/over the 18-month window · not quoted: storage \(counted as 0\)$/);
    const zh = reportAnswer(r.scenario, r.result, 'zh-CN').quoteProviders!;
    expect(zh.caption).toContain('窗口后应付现值');
    expect(zh.figures.find((x) => x.key === 'quote-1')!.value).toBe('18 个月窗口内 US$3,035,082 + 窗口后应付 US$878,598');
    expect(zh.figures.find((x) => x.key === 'quote-0')!.value).toContain('未报价：存储（按 0 计）');
  });
});
