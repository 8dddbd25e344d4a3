// @vitest-environment happy-dom
// The report of a fleet with many tranches (test/fixtures/fleet-12-tranches.gpuplan.json, and a
// 40-tranche variant of it): the tranche table prints as several tables of at most
// REPORT_TRANCHE_COLUMNS value columns, each with its row labels, every tranche exactly once and
// the total in the last, captioned with the tranches it holds, in en and zh-CN. The app keeps one table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { FleetReport, REPORT_TRANCHE_COLUMNS } from '../../src/report/fleet-report';
import { FleetBlock } from '../../src/results/fleet-block';
import { trancheGroups } from '../../src/results/fleet-tranche-table';

afterEach(cleanup);

const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'test', 'fixtures', 'fleet-12-tranches.gpuplan.json'), 'utf8'));

function evaluate(doc: unknown) {
  const loaded = parseScenarioJson(JSON.stringify(doc));
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { skipUncertainty: true }) };
}

function forty() {
  const doc = structuredClone(raw);
  doc.investment.tranches = Array.from({ length: 40 }, (_, i) => ({ name: `B200 batch ${i + 1}`, gpus: 48, deliveryMonth: i }));
  return doc;
}

describe('trancheGroups', () => {
  it('splits into as few, as even tables as fit, the total counted in the last', () => {
    expect(trancheGroups(4, 7)).toEqual([[0, 4]]);
    expect(trancheGroups(6, 7)).toEqual([[0, 6]]);
    expect(trancheGroups(7, 7)).toEqual([[0, 4], [4, 7]]);
    expect(trancheGroups(12, 7)).toEqual([[0, 6], [6, 12]]);
    expect(trancheGroups(40, 7)).toEqual([[0, 7], [7, 14], [14, 21], [21, 28], [28, 35], [35, 40]]);
    expect(trancheGroups(12)).toEqual([[0, 12]]);
    for (let n = 1; n <= 60; n++) {
      const groups = trancheGroups(n, 7);
      expect(groups.flatMap(([a, b]) => Array.from({ length: b - a }, (_, i) => a + i))).toEqual(Array.from({ length: n }, (_, i) => i));
      groups.forEach(([a, b], g) => expect(b - a + (g === groups.length - 1 ? 1 : 0)).toBeLessThanOrEqual(7));
    }
  });
});

describe('the printed tranche table of many tranches', () => {
  const cases = [
    { name: '12 tranches', ...evaluate(raw), tables: 2 },
    { name: '40 tranches', ...evaluate(forty()), tables: 6 },
  ];
  for (const c of cases) {
    for (const [lang, part, total] of [['en', /^Tranches \(USD\) — tranches 1–\d+ of \d+$/, 'Total'], ['zh-CN', /^交付批次 \(USD\) — 第 1–\d+ 批，共 \d+ 批$/, '合计']] as const) {
      it(`${c.name}, ${lang}: every tranche once, at most ${REPORT_TRANCHE_COLUMNS} value columns a table`, () => {
        const { container } = render(<FleetReport scenario={c.scenario} result={c.result} lang={lang} width={680} />);
        const tables = [...container.querySelectorAll('[data-testid="report-fleet"] table.fleet-tranches')];
        expect(tables.length).toBe(c.tables);
        const names: string[] = [];
        tables.forEach((t, i) => {
          const heads = [...t.querySelectorAll('thead th')].slice(1);
          expect(heads.length).toBeLessThanOrEqual(REPORT_TRANCHE_COLUMNS);
          // Every table has its row labels; the total column is the last table's only.
          expect(t.querySelectorAll('tbody th').length).toBe(10);
          expect(t.querySelector('[data-testid="tranche-total"]') !== null).toBe(i === tables.length - 1);
          names.push(...heads.filter((h) => h.hasAttribute('data-tranche')).map((h) => h.textContent!));
        });
        expect(names).toEqual(c.result.investment!.tranches!.map((t) => t.name));
        expect(tables[0].querySelector('caption')!.textContent).toMatch(part);
        expect(tables.at(-1)!.querySelector('[data-testid="tranche-total"]')!.textContent).toBe(total);
      });
    }
  }

  it('keeps one table in the app', () => {
    const { scenario, result } = cases[0];
    const { container } = render(
      <FleetBlock investment={result.investment!} currency="USD" lang="en" input={scenario.investment} kwPerGPU={result.capacity!.kwPerGPU} horizonMonths={scenario.horizonMonths} />,
    );
    expect(container.querySelectorAll('table.fleet-tranches').length).toBe(1);
    expect(container.querySelector('table.fleet-tranches caption')!.textContent).toBe('Tranches (USD)');
  });
});
