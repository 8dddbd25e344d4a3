// Issue 18 item 4: one glossary (models/glossary.ts) gives every user-visible catalogue value and
// id a label in both languages; the editor's option lists cover every value the format allows; the
// UI, the report and the CLI take shared terms from it; zh-CN says 方案 for "scenario", never 场景.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../models/catalogue';
import { BYTES_PER_PARAM } from '../../models/scenario/field-specs';
import {
  catalogueText,
  CATALOGUE_TEXT,
  CLUSTER_MAX_TIER,
  COOLING,
  enumText,
  GENERATION,
  generationName,
  GPU_UNIT,
  POWER_MAGNITUDE,
  PROVIDER_CATEGORY,
  TERMS,
  type Term,
} from '../../models/glossary';
import { FIELDS, specOf, type FieldDef, type FieldGroup } from '../../src/present/field-defs';
import { editorMessages } from '../../src/present/messages';
import { en } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-CN';
import { TEMPLATES } from '../../src/scenarios/templates';

const CJK = /[\u3400-\u9fff]/;
/** Names that read the same in Chinese (product and protocol names). */
const SAME_IN_BOTH = new Set(['InfiniBand']);

function expectTerm(t: Term | undefined, what: string): void {
  expect(t, what).toBeDefined();
  expect(t!.en.trim(), what).not.toBe('');
  expect(t!['zh-CN'].trim(), what).not.toBe('');
  if (!SAME_IN_BOTH.has(t!.en) && !/^AMD /.test(t!.en)) expect(t!['zh-CN'], `${what}: zh-CN is Chinese`).toMatch(CJK);
}

const providers = Object.values(CATALOGUE.providers);
const gpus = Object.values(CATALOGUE.gpus);
const present = <T,>(xs: (T | null)[]): T[] => [...new Set(xs.filter((x): x is T => x !== null))];

describe('glossary: catalogue values and ids in both languages', () => {
  it('labels every enum value the catalogue uses, and every value of each enum table', () => {
    const tables: [string, Readonly<Record<string, Term>>, string[]][] = [
      ['cooling', COOLING, present(gpus.map((g) => g.cooling.value))],
      ['gpu unit', GPU_UNIT, present(gpus.map((g) => g.unit))],
      ['provider category', PROVIDER_CATEGORY, present(providers.map((p) => p.category.value))],
      ['ClusterMAX tier', CLUSTER_MAX_TIER, present(providers.map((p) => p.clusterMaxTier.value))],
      ['contracted power', POWER_MAGNITUDE, present(providers.map((p) => p.contractedPower.value))],
    ];
    for (const [name, table, used] of tables) {
      expect(used.length, name).toBeGreaterThan(0);
      for (const v of used) expectTerm(table[v], `${name} "${v}"`);
      for (const [k, t] of Object.entries(table)) expectTerm(t, `${name} "${k}"`);
    }
    // The values the issue saw in English on the zh-CN catalogue page.
    expect(enumText(COOLING, 'air', 'zh-CN')).toBe('风冷');
    expect(enumText(COOLING, 'liquid', 'zh-CN')).toBe('液冷');
    expect(enumText(PROVIDER_CATEGORY, 'hyperscaler', 'zh-CN')).toMatch(CJK);
    expect(enumText(CLUSTER_MAX_TIER, 'gold', 'zh-CN')).toMatch(CJK);
    expect(catalogueText('per second', 'zh-CN')).toMatch(CJK);
  });

  it('labels every text value the catalogue states (billing, networking, storage, egress, regions)', () => {
    const texts = present(
      providers.flatMap((p) => [p.billingGranularity.value, p.networking.value, p.storagePolicy.value, p.egressPolicy.value, ...(p.regions.value ?? [])]),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const v of texts) {
      expectTerm(CATALOGUE_TEXT[v], `catalogue text "${v}"`);
      expect(CATALOGUE_TEXT[v].en).toBe(v);
    }
    // A value the user typed over is shown as typed.
    expect(catalogueText('per minute, on Tuesdays', 'zh-CN')).toBe('per minute, on Tuesdays');
  });

  it('names every generation id of the templates in both languages; a scenario’s own label wins', () => {
    const ids = new Set<string>();
    for (const t of TEMPLATES) for (const g of ((t.doc as { market?: { generations?: { id: string }[] } }).market?.generations ?? [])) ids.add(g.id);
    expect([...ids]).toEqual(expect.arrayContaining(['hopper', 'blackwell']));
    for (const id of ids) expectTerm(GENERATION[id], `generation "${id}"`);
    expect(generationName('hopper', undefined, 'zh-CN')).toBe(GENERATION.hopper['zh-CN']);
    expect(generationName('hopper', 'H100 SXM', 'zh-CN')).toBe('H100 SXM');
    expect(generationName('my-gen', undefined, 'en')).toBe('my-gen');
  });

  it('has an option label in both languages for every value an editor drop-down offers', () => {
    const groups = Object.keys(FIELDS) as FieldGroup[];
    let checked = 0;
    for (const group of groups) {
      for (const def of FIELDS[group] as readonly FieldDef[]) {
        if (def.kind !== 'enum') continue;
        const spec = specOf(group, def.key);
        // Precision is a number the cross-checks restrict to BYTES_PER_PARAM.
        const values = def.options === 'precision' ? BYTES_PER_PARAM.map(String) : spec?.kind === 'enum' ? spec.values.map(String) : [];
        expect(values.length, `${group}.${def.key}`).toBeGreaterThan(0);
        for (const lang of ['en', 'zh-CN'] as const) {
          const options = editorMessages(lang).options[def.options] as Record<string, string>;
          for (const v of values) {
            expect(options[v], `${lang} ${group}.${def.key} = ${v}`).toBeTruthy();
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(editorMessages('zh-CN').options.cooling).toEqual({ air: COOLING.air['zh-CN'], liquid: COOLING.liquid['zh-CN'] });
  });
});

describe('glossary: one term everywhere', () => {
  it('the UI, the report and the CLI take "price to match" and "per used GPU-hour" from the glossary', () => {
    expectTerm(TERMS.priceToMatch, 'price to match');
    expect(zhCN.results.quotes.rows.priceToMatch).toBe(TERMS.priceToMatch['zh-CN']);
    expect(en.results.quotes.rows.priceToMatch).toBe(TERMS.priceToMatch.en);
    expect(zhCN.report.figures.priceToMatch.startsWith(TERMS.priceToMatch['zh-CN'])).toBe(true);
    expect(en.report.figures.priceToMatch.startsWith(TERMS.priceToMatch.en)).toBe(true);
    const cli = readFileSync('cli/format.ts', 'utf8');
    expect(cli).toContain('match: TERMS.priceToMatch');
    // No other translation of the term is left in the sources.
    for (const other of ['与最优持平的价格', '追平最优所需单价']) expect(sources().some(([, text]) => text.includes(other)), other).toBe(false);
  });

  it('zh-CN says 方案 for "scenario": never 场景 in the UI, report, engine or CLI texts', () => {
    expect(TERMS.scenario['zh-CN']).toBe('方案');
    const offenders = sources()
      .filter(([, text]) => text.includes('场景'))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    expect(JSON.stringify(zhCN)).not.toContain('场景');
    expect(JSON.stringify(zhCN)).toContain('方案');
  });

  it('zh-CN counts GPUs in 张 everywhere (块 is a block of GPUs in the fleet plan), never 块 GPU', () => {
    const offenders = sources()
      .filter(([, text]) => /块\s?(GPU|H100|H200|B200)/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    expect(JSON.stringify(zhCN)).toMatch(/张 GPU/);
  });

  it('zh-CN texts show no English words except names, acronyms and units', () => {
    const allowed = new Set(['token', 'evaluate', 'table', 'json', 'gpuplan', 'Spot']);
    const words: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') {
        for (const w of v.replace(/\{\{\w+\}\}/g, '').match(/\b[a-z][a-z]{2,}[A-Za-z]*\b/g) ?? []) if (!allowed.has(w)) words.push(w);
      } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
    };
    walk(zhCN);
    expect(words).toEqual([]);
  });
});

/** The app's, engine's and CLI's source files with their text. */
function sources(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(name)) out.push([p, readFileSync(p, 'utf8')]);
    }
  };
  for (const dir of ['src', 'models', 'cli']) walk(dir);
  return out;
}
