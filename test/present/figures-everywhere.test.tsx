// @vitest-environment happy-dom
// One place decides what a figure says (issue 34): for the lender example the app's headline cards,
// the report's key figures and the CLI's --table show the same figures from src/present — the same
// names, values with their units, notes and tones — in both languages. The figures themselves are
// anchored to the reference results (test/fixtures/v3-lender.expected.json), so a figure that is
// wrong everywhere still fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { formatTable } from '../../cli/format';
import { buildWorkbook } from '../../src/export/workbook';
import type { Figure } from '../../src/present/figure';
import { keyFigures } from '../../src/present/key-figures';
import { sayIn } from '../../src/present/text';
import { reportMarkup } from '../../src/report/static-markup';
import { HeadlineFigures } from '../../src/results/headline-figures';
import { renderWithI18n } from '../results/render-i18n';

afterEach(cleanup);

const fixture = (name: string) => path.join(process.cwd(), 'test', 'fixtures', name);
const parsed = parseScenarioJson(readFileSync(fixture('v3-lender.gpuplan.json'), 'utf8'));
if (!parsed.ok) throw new Error('fixture does not load');
const { scenario, raw } = parsed;
const result = evaluateScenario(scenario, { raw, skipUncertainty: true });
const expected = JSON.parse(readFileSync(fixture('v3-lender.expected.json'), 'utf8')).investment;

interface Shown {
  label: string;
  value: string;
  note: string;
  tone: string;
}

function headlineCards(lang: 'en' | 'zh-CN'): Map<string, Shown> {
  renderWithI18n(<HeadlineFigures result={result} scenario={scenario} currency={result.currency} lang={lang} />);
  const out = new Map<string, Shown>();
  for (const el of document.querySelectorAll('.headline [data-figure]')) {
    out.set(el.getAttribute('data-figure')!, {
      label: el.querySelector('dt')?.textContent ?? '',
      value: el.querySelector('.headline__value')?.textContent ?? '',
      note: el.querySelector('.headline__detail')?.textContent ?? '',
      tone: el.getAttribute('data-tone') ?? '',
    });
  }
  cleanup();
  return out;
}

function reportFigures(lang: 'en' | 'zh-CN'): Map<string, Shown> {
  const { html } = reportMarkup({ items: [{ scenario, raw, result }], lang, date: '2026-01-01' });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = new Map<string, Shown>();
  for (const el of doc.querySelectorAll('section[data-section="keyFigures"] [data-figure]')) {
    const dds = el.querySelectorAll('dd');
    out.set(el.getAttribute('data-figure')!, {
      label: el.querySelector('dt')?.textContent ?? '',
      value: dds[0]?.textContent ?? '',
      note: el.querySelector('.report-figure__note')?.textContent ?? '',
      tone: el.getAttribute('data-tone') ?? '',
    });
  }
  return out;
}

const toneOf = (f: Figure) => f.tone ?? 'none';

describe.each(['en', 'zh-CN'] as const)('the lender example’s key figures (%s)', (lang) => {
  const figures = keyFigures(scenario, result, lang);
  const byKey = new Map(figures.map((f) => [f.key, f]));

  it('are right: anchored to the reference results', () => {
    const dscr = byKey.get('minPeriodDSCR')!;
    expect(dscr.value).toBe(`${expected.minPeriodDSCR.toFixed(2)}×`);
    // A 1.25× covenant breached in years 2–4: the verdict is the covenant's.
    expect(expected.covenantBreaches.length).toBeGreaterThan(0);
    expect(dscr.tone).toBe('bad');
    expect(dscr.note).toContain(`${expected.minDSCR.toFixed(2)}×`);
    expect(byKey.get('irr')!.tone).toBe(expected.irrAnnual >= scenario.investment!.discountRate! ? 'good' : 'bad');
    expect(byKey.get('npv')!.value.replace(/[^\d-]/g, '')).toBe(String(Math.round(expected.npv)));
    expect(byKey.get('npv')!.tone).toBe(expected.npv >= 0 ? 'good' : 'bad');
    expect(byKey.get('gpus')!.tone).toBeUndefined();
  });

  it('are the same on the app’s headline cards', () => {
    const cards = headlineCards(lang);
    expect([...cards.keys()]).toEqual(figures.map((f) => f.key));
    for (const f of figures) expect(cards.get(f.key), f.key).toEqual({ label: f.label, value: f.value, note: f.note ?? '', tone: toneOf(f) });
  });

  it('are the same in the report’s key figures', () => {
    const shown = reportFigures(lang);
    for (const f of figures) expect(shown.get(f.key), f.key).toEqual({ label: f.label, value: f.value, note: f.note ?? '', tone: toneOf(f) });
  });

  it('are the same in the workbook’s Summary sheet', () => {
    const say = sayIn(lang);
    // The Summary is the workbook's first sheet; its key figures follow the formulas.
    const rows = buildWorkbook(scenario, result, lang).sheets[0].rows;
    const start = rows.findIndex((r) => r[0]?.v === say('figures.heading'));
    expect(start).toBeGreaterThan(0);
    const block = rows.slice(start + 2);
    for (const [i, f] of figures.entries()) {
      const r = block[i];
      expect(r[0]?.v, f.key).toBe(f.label);
      expect(r[1]?.v).toBe(f.value);
      expect(r[2]?.v ?? '').toBe(f.tone ? say(`figures.tone.${f.tone}`) : '');
      expect(r[4]?.v ?? '').toBe(f.note ?? '');
    }
  });

  it('are the same in the CLI’s --table, each verdict in words', () => {
    const text = formatTable(result, lang, scenario.display, scenario);
    const say = sayIn(lang);
    const block = text.slice(text.indexOf(say('figures.heading')));
    for (const f of figures) {
      const line = block.split('\n').find((l) => l.startsWith(`${f.label} `));
      expect(line, f.key).toBeDefined();
      expect(line).toContain(f.value);
      if (f.note) expect(line).toContain(f.note);
      if (f.tone) expect(line).toContain(say(`figures.tone.${f.tone}`));
    }
  });
});
