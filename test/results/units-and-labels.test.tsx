// @vitest-environment happy-dom
// Issue 18 item 2: figures carry a unit and a sensible precision; warnings name form fields by
// their labels, never by field paths, in both languages.
import { cleanup } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { approx, count, power } from '../../models/quantity';
import { loadScenario, type Warning } from '../../models/scenario';
import { rateDigits } from '../../cli/format';
import { editorMessages } from '../../src/present/messages';
import { unitText } from '../../src/present/units';
import { keyFigures } from '../../src/report/key-figures';
import { formatRate } from '../../src/format/format';
import { inputValueFormatter } from '../../src/present/input-label';
import { warningFieldLabel } from '../../src/results/warning-label';
import { labelLines } from '../../src/charts/tornado-chart';
import { WarningsList } from '../../src/results/warnings-list';
import { instantiateTemplate, TEMPLATES } from '../../src/scenarios/templates';
import { renderWithI18n } from './render-i18n';
import { evaluateDocument, workedExampleDoc } from './worked-example';
import { HeadlineFigures } from '../../src/results/headline-figures';
import { countText } from '../../src/format/count';
import { createI18n } from '../../src/i18n/create-i18n';

afterEach(cleanup);

const LANGS = ['en', 'zh-CN'] as const;

describe('units and precision', () => {
  it('prints a price per GPU-hour to the cent, three significant digits below 1', () => {
    expect(formatRate(2.4294, 'en', 'USD')).toBe('$2.43');
    expect(formatRate(2.4294, 'zh-CN', 'USD')).toBe('US$2.43');
    expect(formatRate(0.968, 'en', 'USD')).toBe('$0.968');
    expect(formatRate(0.04213, 'en', 'USD')).toBe('$0.0421');
    expect(formatRate(3, 'en', 'EUR')).toBe('€3.00');
    expect([2.4294, 0.968, 0.04213].map(rateDigits)).toEqual([2, 3, 4]);
  });

  it('rounds the numbers inside warnings: 2.04086 MW → 2.04 MW, counts grouped', () => {
    expect(power(2040.86)).toBe('2.04 MW');
    expect(power(812.345)).toBe('812 kW');
    expect(power(9.750370370355085)).toBe('9.75 kW');
    expect(approx(12345.6)).toBe('12,346');
    expect(count(2048)).toBe('2,048');
  });

  it('shows an uncertain input as the form does: a fraction as a percentage', () => {
    const v = inputValueFormatter('en');
    expect(v('investment.utilization', 0.8123)).toBe('81.23 %');
    expect(v('site.pue', 1.35)).toBe('1.35');
    expect(inputValueFormatter('zh-CN')('quotes[0].committedShare', 0.25)).toBe('25 %');
    // With the currency, money and power inputs carry their unit; month numbers stay plain.
    const withUnit = inputValueFormatter('en', 4, 'USD');
    expect(withUnit('investment.powerPricePerKWh', 0.08113)).toBe('0.0811 USD/kWh');
    expect(withUnit('site.rackKW', 40)).toBe('40 kW');
    expect(withUnit('market.generations[1].availableMonth', 6)).toBe('6');
  });

  it('says "1 week" and "2 weeks" (no plural in Chinese)', () => {
    const en = editorMessages('en');
    const zh = editorMessages('zh-CN');
    expect(unitText('weeks', en, 'USD', 1)).toBe('week');
    expect(unitText('weeks', en, 'USD', 2)).toBe('weeks');
    expect(unitText('months', en, 'USD', 1)).toBe('month');
    expect(unitText('weeks', zh, 'USD', 1)).toBe('周');
    expect(unitText('MW', en, 'USD', 1)).toBe('MW');
  });

  it('says "1 node" and "8 GPUs" in capacity texts; counts of months and GPUs carry their unit in tables', () => {
    for (const lang of LANGS) {
      const t = createI18n({ storage: null, osLanguages: [lang], document: null }).getFixedT(lang);
      const one = countText(t, 'node', 1, lang);
      const many = countText(t, 'gpu', 1024, lang);
      if (lang === 'en') {
        expect([one, many]).toEqual(['1 node', '1,024 GPUs']);
        expect(countText(t, 'gpu', 1, lang)).toBe('1 GPU');
      } else expect([one, many]).toEqual(['1 个节点', '1,024 张 GPU']);
      expect(countText(t, 'node', null, lang)).toBe('—');
    }
    const withUnit = inputValueFormatter('en', 4, 'USD');
    expect(withUnit('investment.contractMonths', 1)).toBe('1 month');
    expect(withUnit('investment.contractMonths', 27)).toBe('27 months');
    expect(withUnit('investment.capexPerGPU', 31428.274)).toBe('31,428 USD/GPU');
    expect(withUnit('investment.coloPerKWMonth', 117.46)).toBe('117.5 USD/kW-month');
  });

  it('gives the best quote in the report with its unit and window: "$1.78* per used GPU-hour (present value, all-in) over the same 27 months — leaves out storage"', () => {
    const text = readFileSync('test/fixtures/v2-1024-h100.gpuplan.json', 'utf8');
    const loaded = loadScenario(JSON.parse(text));
    if (!loaded.ok) throw new Error('v2 example');
    const result = evaluateScenario(loaded.scenario, { skipUncertainty: true });
    const best = result.quotes!.quotes.find((q) => q.index === result.quotes!.bestIndex)!;
    const en = keyFigures(loaded.scenario, result, 'en').find((f) => f.key === 'bestQuote')!;
    const zh = keyFigures(loaded.scenario, result, 'zh-CN').find((f) => f.key === 'bestQuote')!;
    // docs/model.md › Quotes › Window: the ranking's figure, on the common window (27 months here).
    const cents = (Math.round((best.windowPVPerUsedGPUHour ?? NaN) * 100) / 100).toFixed(2);
    expect(en.label).toBe('Best quote');
    expect(en.value).toBe(best.provider);
    // The best quote leaves storage unpriced: marked on its figure (issue 38).
    expect(best.unquoted).toEqual(['storage']);
    expect(en.note).toBe(`$${cents}* per used GPU-hour (present value, all-in) over the same 27 months — leaves out storage (not quoted, counted as 0)`);
    expect(zh.note).toBe(`同样 27 个月内每实际使用 GPU 小时 US$${cents}*（现值，全包） — 不含存储（未报价，按 0 计）`);
  });
});

/** Documents that raise many kinds of warning: each template and the v2 example, as they are and pushed into warnings. */
function warningDocs(): { id: string; doc: Record<string, unknown> }[] {
  const bases: { id: string; doc: Record<string, unknown> }[] = [
    { id: 'v2 example', doc: JSON.parse(readFileSync('test/fixtures/v2-1024-h100.gpuplan.json', 'utf8')) as Record<string, unknown> },
    ...TEMPLATES.map((t) => ({ id: t.id, doc: instantiateTemplate(t, 'en') as unknown as Record<string, unknown> })),
  ];
  const out: { id: string; doc: Record<string, unknown> }[] = [];
  for (const b of bases) {
    out.push(b);
    const tight = structuredClone(b.doc) as { site?: Record<string, unknown>; node?: Record<string, unknown>; quotes?: Record<string, unknown>[] };
    // A small air-cooled site with hot GPUs: capacity, cooling, investment and quote warnings.
    if (tight.site) Object.assign(tight.site, { contractedMW: 0.05, cooling: 'air', targetGPUs: 4096 });
    if (tight.node) tight.node.gpuTDPW = 1200;
    for (const q of tight.quotes ?? []) {
      delete q.storagePerTBMonth;
      delete q.egressPerGB;
      q.gpus = 8;
    }
    out.push({ id: `${b.id} (tight)`, doc: tight as Record<string, unknown> });
  }
  return out;
}

describe('singular and plural', () => {
  it('a one-month horizon reads "horizon 1 month" (and 测算期 1 个月)', () => {
    const doc = workedExampleDoc();
    doc.horizonMonths = 1;
    const { scenario, result } = evaluateDocument(doc);
    for (const [lang, text] of [['en', 'horizon 1 month'], ['zh-CN', '测算期 1 个月']] as const) {
      const { container } = renderWithI18n(<HeadlineFigures result={result} scenario={scenario} currency="USD" lang={lang} />);
      expect(container.querySelector('[data-figure="payback"] .headline__detail')?.textContent).toBe(text);
      cleanup();
    }
  });
});

describe('tornado row labels', () => {
  it('break after the group when they do not fit left of the axis, instead of being clipped', () => {
    expect(labelLines('Investment › Utilization', 200)).toEqual(['Investment › Utilization']);
    expect(labelLines('Generation H100 SXM › Annual price decline', 200)).toEqual(['Generation H100 SXM ›', 'Annual price decline']);
    // 18 CJK characters are wider than 180 px.
    expect(labelLines('代 H100 SXM › 年降价幅度年降价幅度年降价幅度', 180)).toEqual(['代 H100 SXM ›', '年降价幅度年降价幅度年降价幅度']);
  });
});

describe('warnings name fields by their form labels', () => {
  it('no warning text in either language shows a raw field path or long decimals', () => {
    const codes = new Set<string>();
    let checked = 0;
    for (const { id, doc } of warningDocs()) {
      const loaded = loadScenario(doc);
      if (!loaded.ok) throw new Error(`${id}: ${loaded.issues.map((i) => i.message.en).join('; ')}`);
      const result = evaluateScenario(loaded.scenario, { skipUncertainty: true });
      for (const lang of LANGS) {
        const { container } = renderWithI18n(<WarningsList warnings={result.warnings} lang={lang} scenario={loaded.scenario} />);
        const items = [...container.querySelectorAll('li')].map((li) => [...li.childNodes].map((n) => n.textContent).join(' '));
        const text = items.join('\n');
        for (const w of result.warnings as Warning[]) {
          codes.add(w.code);
          checked++;
          if (w.path) {
            const label = warningFieldLabel(w.path, lang, loaded.scenario);
            expect(text, `${id}/${lang}`).toContain(label);
            expect(label, `${id}/${lang} ${w.path}`).not.toContain(w.path);
          }
        }
        // A path reads "site.contractedMW", "quotes[0]…" or a camelCase key; a raw float has 5+ decimals.
        expect(text, `${id}/${lang}`).not.toMatch(/\b[a-z]+\.[a-z]\w*|\[\d+\]|\b[a-z]{2,}[A-Z][A-Za-z]*\b|\d\.\d{4,}/);
        cleanup();
      }
    }
    expect(checked).toBeGreaterThan(20);
    for (const code of ['air-cooling-tdp', 'target-exceeds-capacity', 'quote-cost-not-quoted', 'investment-gpus-exceed-capacity']) expect(codes).toContain(code);
  });

  it('names a warning’s field as the editor does, with section and item', () => {
    const text = readFileSync('test/fixtures/v2-1024-h100.gpuplan.json', 'utf8');
    const loaded = loadScenario(JSON.parse(text));
    if (!loaded.ok) throw new Error('v2 example');
    const s = loaded.scenario;
    expect(warningFieldLabel('site.contractedMW', 'en', s)).toBe('Site and power › Contracted power');
    expect(warningFieldLabel('investment', 'en', s)).toBe('Investment');
    expect(warningFieldLabel('quotes[0]', 'en', s)).toBe(`Quotes › Quote 1 · ${s.quotes![0].provider}`);
    expect(warningFieldLabel('site.contractedMW', 'zh-CN', s)).not.toMatch(/[A-Za-z]{3,}/);
  });
});
