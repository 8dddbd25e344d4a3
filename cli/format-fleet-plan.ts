// The fleet plan in `gpuplan evaluate`: the "Fleet plan" block of --table (the answer in one
// sentence, the key figures, the purchases and sales), `--csv --part fleet-plan` (one row per
// purchase or sale) and `--fleet-tranches` (the purchases as an investment.tranches list).
// Figures and texts: src/present/fleet-plan.ts, src/i18n/areas/fleet-plan.ts.
import type { ScenarioResult } from '../models/evaluate';
import { fleetPlanTranches } from '../models/fleet-plan/tranches';
import type { Scenario } from '../models/scenario';
import type { DisplayInput } from '../models/scenario/types';
import { fleetPlanMessages } from '../src/i18n/areas/fleet-plan';
import { fleetPlanKeyFigures, fleetPlanRows, fleetPlanSentence } from '../src/present/fleet-plan';
import { formatPower } from '../src/format/format';
import type { Lang } from './args';
import { csvCell, num, renderTable } from './format-core';

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

/** The "Fleet plan" block of `--table`, or '' for a scenario without one. */
export function formatFleetPlanTable(r: ScenarioResult, lang: Lang, display?: DisplayInput, scenario?: Scenario): string {
  if (!scenario?.fleetPlan) return '';
  const m = fleetPlanMessages(lang);
  const out: string[] = [`\n${m.title}\n`];
  const plan = r.fleetPlan;
  if (!plan) {
    out.push(`${m.notSolved}\n`);
    return out.join('');
  }
  out.push(`${fleetPlanSentence(scenario, plan, r.currency, lang)}\n\n`);
  const figures = fleetPlanKeyFigures(scenario, plan, r.currency, lang, display);
  const note = (text: string): string => (lang === 'zh-CN' ? `（${text}）` : ` (${text})`);
  out.push(renderTable([m.figure, m.value], figures.map((f) => [f.label, [f.value, f.display ? ` ${f.display}` : '', f.note ? note(f.note) : ''].join('')])));
  const action = { buy: m.buy, sell: m.sell, hold: m.hold };
  out.push('\n');
  out.push(renderTable(
    [m.action, m.name, m.delivery, m.exit, m.gpus, m.kw],
    fleetPlanRows(scenario, plan).map((x) => [action[x.action], x.name, x.deliveryMonth === null ? '—' : num(x.deliveryMonth, 0, lang), num(x.exitMonth, 0, lang), num(x.gpus, 0, lang), formatPower(x.kw, lang)]),
    2,
  ));
  const s = plan.solve;
  out.push(`${fill(m.solvedBy, { solver: s.solver, integers: num(s.integerVariables, 0, lang), rows: num(s.constraints, 0, lang), gap: `${(s.gap * 100).toPrecision(2)} %` })}\n`);
  return out.join('');
}

/**
 * `--csv --part fleet-plan`: one row per purchase, then per sale of the existing fleet (held to the
 * end: exitMonth = the horizon), as the JSON's `fleetPlan.purchases` and `sales`. Without a solved
 * plan: the header alone.
 */
export function formatFleetPlanCsv(r: ScenarioResult, withName: boolean, _display?: DisplayInput): string {
  const header = [...(withName ? ['scenario'] : []), 'action', 'name', 'deliveryMonth (month)', 'exitMonth (month)', 'gpus (GPUs)'];
  const rows: string[] = [header.map(csvCell).join(',')];
  const p = r.fleetPlan;
  for (const b of p?.purchases ?? []) rows.push([...(withName ? [r.name] : []), 'buy', b.candidate, b.deliveryMonth, b.exitMonth, b.gpus].map(csvCell).join(','));
  for (const s of p?.sales ?? []) rows.push([...(withName ? [r.name] : []), s.exitMonth === r.horizonMonths ? 'hold' : 'sell', s.existing, '', s.exitMonth, s.gpus].map(csvCell).join(','));
  return rows.join('\n') + '\n';
}

/** `--fleet-tranches`: the plan's purchases as an `investment.tranches` JSON list; null without a solved plan. */
export function formatFleetTranches(r: ScenarioResult, scenario: Scenario): string | null {
  if (!r.fleetPlan || !scenario.fleetPlan) return null;
  return `${JSON.stringify(fleetPlanTranches(scenario.fleetPlan, r.fleetPlan), null, 2)}\n`;
}

/** Why a scenario has no fleet-plan rows: no section, or a solve that stopped (its warning says why). */
export function fleetPlanNote(r: ScenarioResult, scenario: Scenario, lang: Lang): string {
  const m = fleetPlanMessages(lang);
  return fill(scenario.fleetPlan ? m.cliNotSolved : m.cliNoPlan, { name: r.name });
}
