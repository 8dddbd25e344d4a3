// The demand plan under scenarios in `gpuplan evaluate` (model: Demand plan › scenarios): the
// "Demand scenarios" block of --table (what to sign now and the key figures, the scenario table, the
// regret table, VSS / EVPI / the worst case in one sentence each), all from src/present/scenarios.ts,
// and `--csv --part scenarios` (one row per scenario, full precision, units in the headers).
import type { ScenarioResult } from '../models/evaluate';
import type { Scenario } from '../models/scenario';
import type { DisplayInput } from '../models/scenario/types';
import { activeDisplay, withDisplay, type DisplayRate } from '../src/format/display-money';
import { fillCli } from '../src/i18n/areas/cli';
import { demandScenariosMessages } from '../src/i18n/areas/demand-scenarios';
import { percent, regretTable, scenarioKeyFigures, scenarioSentences, scenarioTable, type ScenarioFormat } from '../src/present/scenarios';
import { offerLabeler } from '../src/present/portfolio-labels';
import type { Lang } from './args';
import { csvCell, displayCsvCells, displayCsvHeader, moneyOwn, renderTable, withUnit } from './format-core';

const DEFAULT_CVAR_LEVEL = 0.9;

/** The "Demand scenarios" block of --table, or '' for a plan without scenarios. */
export function formatScenariosTable(r: ScenarioResult, lang: Lang, display?: DisplayInput, scenario?: Scenario): string {
  const p = r.portfolio;
  if (!p?.scenarios) return '';
  const m = demandScenariosMessages(lang);
  const d = activeDisplay(display, r.currency);
  const f: ScenarioFormat = {
    lang,
    money: (v) => withDisplay(moneyOwn(v, r.currency, lang), v, lang, d, 'money'),
    offer: scenario ? offerLabeler(scenario, lang) : (o) => o,
  };
  const alpha = scenario?.portfolio?.cvarLevel ?? DEFAULT_CVAR_LEVEL;
  const omega = scenario?.portfolio?.riskAversion ?? 0;
  const out: string[] = [`\n${fillCli(m.title, { count: p.scenarios.length, omega: omega.toLocaleString(lang), alpha: percent(alpha, lang) })}\n`];
  const figures = scenarioKeyFigures(p, scenario?.portfolio?.fixed ?? [], alpha, f);
  const colon = lang === 'zh-CN' ? '：' : ': ';
  for (const x of figures) out.push(`${x.label}${colon}${x.value}\n`, ...(x.note ? [`  ${x.note}\n`] : []));
  const scen = scenarioTable(p, f);
  out.push(`\n${m.scenarioTable}\n`, renderTable(scen.header, scen.rows, 1));
  const regret = regretTable(p, f);
  out.push(`\n${m.regretTable}\n`, renderTable(regret.header, regret.rows, 1));
  out.push('\n', ...scenarioSentences(p, f).map((s) => `${s}\n`));
  return out.join('');
}

/**
 * `--csv --part scenarios`: one row per demand scenario (`name`) under the chosen plan (probability 0-1, present
 * cost, objective, unserved GPU-hours, own optimum, regret), then the cost of each regret-table plan
 * under that scenario (`cost.chosen`, `cost.ev`, `cost.<scenario>`); money in the file's currency,
 * with a display currency its columns after. A plan without scenarios: the header alone.
 */
export function formatScenariosCsv(r: ScenarioResult, withName: boolean, display?: DisplayInput): string {
  const p = r.portfolio;
  const d: DisplayRate | null = activeDisplay(display, r.currency);
  const plans = (p?.regretTable ?? []).map((row) => row.plan);
  const money = ['presentCost', 'objective', 'ownOptimum', 'regret', ...plans.map((x) => `cost.${x}`)];
  const header = [
    ...(withName ? ['scenario'] : []),
    'name',
    'probability (0-1)',
    withUnit('presentCost', r.currency),
    withUnit('objective', r.currency),
    'unservedGPUHours (GPU-h)',
    withUnit('ownOptimum', r.currency),
    withUnit('regret', r.currency),
    ...plans.map((x) => withUnit(`cost.${x}`, r.currency)),
    ...(d ? displayCsvHeader(money, money.map(() => d.currency)) : []),
  ];
  const rows: string[] = [header.map(csvCell).join(',')];
  for (const s of p?.scenarios ?? []) {
    const amounts = [s.presentCost, s.objective, s.ownOptimum, s.regret, ...(p?.regretTable ?? []).map((row) => row.cost[s.name])];
    const cells: (string | number | null)[] = [
      ...(withName ? [r.name] : []),
      s.name,
      s.probability,
      s.presentCost,
      s.objective,
      s.unservedGPUHours,
      s.ownOptimum,
      s.regret,
      ...amounts.slice(4),
      ...(d ? displayCsvCells(d, amounts) : []),
    ];
    rows.push(cells.map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}
