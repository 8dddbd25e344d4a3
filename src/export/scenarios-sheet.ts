// The demand scenarios sheet (model: Demand plan › scenarios): the key figures, the scenario table
// and the regret table with the labels of src/present/scenarios.ts, then each scenario's dispatch of
// the chosen plan month by month, as values (the dispatch is the engine's rule; a spreadsheet cannot
// re-solve the plan). Regrets are formulas: objective − own optimum, and a plan's worst regret the
// largest of its costs less each scenario's own optimum.
import type { ScenarioResult } from '../../models/evaluate';
import { DEFAULT_CVAR_LEVEL } from '../../models/portfolio/scenarios';
import { scenarioDispatches } from '../../models/portfolio/scenario-dispatch';
import type { PortfolioResult } from '../../models/portfolio/types';
import type { Language } from '../../models/language';
import type { Scenario } from '../../models/scenario/types';
import { planLabel, regretTable, scenarioKeyFigures, scenarioTable, worstRegret, type ScenarioFormat } from '../present/scenarios';
import { demandScenariosMessages } from '../i18n/areas/demand-scenarios';
import type { WorkbookFleetMessages } from '../i18n/areas/workbook-fleet';
import { a1, SheetBuilder, type Formats } from './sheet';

export function buildScenarios(scenario: Scenario, result: ScenarioResult, tf: WorkbookFleetMessages, fmt: Formats, lang: Language): SheetBuilder | null {
  const p = result.portfolio;
  const input = scenario.portfolio;
  if (!p || !input || !p.scenarios || p.scenarios.length === 0 || !p.regretTable) return null;
  const L = tf.scenarios;
  const m = demandScenariosMessages(lang);
  const s = new SheetBuilder(tf.sheets.scenarios);
  const f: ScenarioFormat = { lang, money: (v) => String(v), offer: (name) => name };
  const names = p.scenarios.map((x) => x.name);
  s.widths = [36, 18, ...names.flatMap(() => [18, 18])];
  s.set(0, 0, { v: L.heading, italic: true });
  let row = 2;

  // Key figures: the present layer's labels, the engine's numbers.
  const cvarLevel = input.cvarLevel ?? DEFAULT_CVAR_LEVEL;
  const numbers: Record<string, number | undefined> = { expectedObjective: p.expectedObjective, cvar: p.cvar, vss: p.vss, evpi: p.evpi };
  const chosen = p.regretTable.find((r) => r.plan === 'chosen');
  if (chosen) numbers.worstRegret = worstRegret(chosen, p).regret;
  for (const fig of scenarioKeyFigures(p, input.fixed ?? [], cvarLevel, f)) {
    s.set(row, 0, { v: fig.label });
    const v = numbers[fig.key];
    s.set(row, 1, v === undefined ? { v: fig.value } : { v, fmt: fmt.money });
    if (fig.note) s.set(row, 2, { v: fig.note, italic: true });
    row++;
  }

  // The scenario table; regret = objective − own optimum as a formula.
  row++;
  s.set(row++, 0, { v: m.scenarioTable, bold: true });
  scenarioTable(p, f).header.forEach((h, c) => s.set(row, c, { v: h, bold: true }));
  row++;
  const ownOptimum = new Map<string, string>();
  for (const x of p.scenarios) {
    const cells = [x.name, x.probability, x.presentCost, x.objective, x.unservedGPUHours, x.ownOptimum];
    const formats = [undefined, fmt.percent, fmt.money, fmt.money, fmt.hours, fmt.money];
    cells.forEach((v, c) => s.set(row, c, { v, ...(formats[c] ? { fmt: formats[c] } : {}) }));
    s.set(row, 6, { v: x.regret, f: `${a1(row, 3)}-${a1(row, 5)}`, fmt: fmt.money, scale: Math.max(1, Math.abs(x.objective)) });
    ownOptimum.set(x.name, a1(row, 5, true));
    row++;
  }

  // The regret table: each plan costed under every scenario; its worst regret as a formula.
  row++;
  s.set(row++, 0, { v: L.regretHeading, bold: true });
  regretTable(p, f).header.forEach((h, c) => s.set(row, c, { v: h, bold: true }));
  row++;
  for (const r of p.regretTable) {
    s.set(row, 0, { v: planLabel(r.plan, m) });
    s.set(row, 1, { v: r.commitments.filter((c) => c.startMonth === 1).reduce((a, c) => a + c.gpus, 0), fmt: fmt.count });
    names.forEach((n, i) => s.set(row, 2 + i, { v: r.cost[n], fmt: fmt.money }));
    const worst = worstRegret(r, p);
    const terms = names.map((n, i) => `${a1(row, 2 + i)}-${ownOptimum.get(n)}`);
    s.set(row, 2 + names.length, { v: worst.regret, f: `MAX(${terms.join(',')})`, fmt: fmt.money, scale: Math.max(1, ...names.map((n) => Math.abs(r.cost[n]))) });
    s.set(row, 3 + names.length, { v: worst.scenario });
    row++;
  }
  dispatchBlocks(s, scenario, p, row + 1, tf, fmt);
  return s;
}

/** Each scenario's dispatch of the chosen plan: a block of columns, one row per month (values). */
function dispatchBlocks(s: SheetBuilder, scenario: Scenario, p: PortfolioResult, first: number, tf: WorkbookFleetMessages, fmt: Formats): void {
  const L = tf.scenarios;
  const runs = scenarioDispatches(scenario.portfolio!, scenario.rentVsBuy, p.commitments);
  s.set(first, 0, { v: L.dispatchHeading, bold: true });
  const head = first + 2;
  s.set(head, 0, { v: L.month, bold: true });
  let col = 1;
  for (const run of runs) {
    const cols = [L.peak, L.committed, ...run.offers.map((o) => `${o} · ${L.used}`), L.idle, L.unserved, L.cost];
    s.set(head - 1, col, { v: run.name, bold: true });
    cols.forEach((h, c) => s.set(head, col + c, { v: h, bold: true }));
    for (let mo = 1; mo < run.dispatch.months.length; mo++) {
      const d = run.dispatch.months[mo];
      const r = head + mo;
      s.set(r, 0, { v: mo, fmt: fmt.month });
      const cells: [number, string][] = [
        [run.peaks[mo] ?? 0, fmt.gpus],
        [d.committed.reduce((a, b) => a + b, 0), fmt.gpus],
        ...d.used.map((u): [number, string] => [u, fmt.hours]),
        [d.idleCommitted, fmt.hours],
        [d.unserved, fmt.hours],
        [d.total, fmt.money],
      ];
      cells.forEach(([v, format], c) => s.set(r, col + c, { v, fmt: format }));
    }
    col += cols.length + 1;
  }
}
