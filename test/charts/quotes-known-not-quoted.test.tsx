// Issue 38: the storage & traffic row of the quotes table keeps the costs a quote does price beside
// the ones it leaves out ("$20,700 known + not quoted: egress"), instead of hiding them behind "not
// quoted". Figures from the worked example's Hyperscaler C: 150 TB above its 50 TB at $23 a TB-month
// for its 6-month term = $20,700; its egress price removed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { quoteCellFormat } from '../../src/charts/quotes-table-cells';
import { QUOTE_ROWS } from '../../src/charts/quotes-table-model';
import { createI18n } from '../../src/i18n/create-i18n';

describe('storage & traffic: known costs beside "not quoted"', () => {
  const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v4-demand-scenarios.json'), 'utf8')) as { quotes: Record<string, unknown>[] };
  delete doc.quotes[2].egressPerGB;
  delete doc.quotes[1].egressPerGB;
  const r = runScenario(doc);
  if (!r.ok) throw new Error('invalid');
  const row = QUOTE_ROWS.find((x) => x.key === 'otherCost')!;

  for (const lang of ['en', 'zh-CN'] as const) {
    it(lang, () => {
      const i18n = createI18n({ storage: null, osLanguages: [lang], document: null });
      void i18n.changeLanguage(lang);
      const { cell } = quoteCellFormat({ t: i18n.t, lang, currency: 'USD', display: null, inputs: r.scenario.quotes! });
      const [, b, c] = r.result.quotes!.quotes;
      expect(c.otherCost).toBeCloseTo(6 * 150 * 23, 9);
      // Neocloud B includes all 200 TB: nothing known, only the egress it does not quote.
      expect(b.otherCost).toBe(0);
      if (lang === 'en') {
        expect(cell(row, c)).toBe('$20,700 known + not quoted: egress');
        expect(cell(row, b)).toBe('not quoted: egress');
      } else {
        expect(cell(row, c)).toBe('已知 US$20,700 + 未报价：出网流量');
        expect(cell(row, b)).toMatch(/^未报价：/);
      }
    });
  }
});
