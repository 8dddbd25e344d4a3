// Texts of the demand plan under scenarios (what to sign now, the scenario table, the regret table,
// VSS and EVPI), in both languages: the presentation layer (src/present/scenarios.ts) and the CLI
// (cli/format-scenarios.ts) read them through demandScenariosMessages(lang). Plain strings with
// {{name}} slots; zh-CN must have exactly the same keys (the type enforces it). This area is named
// "demand-scenarios" because "scenarios" is the saved-scenario list's area. zh-CN: a demand scenario
// is 情景 (a saved scenario file stays 方案).
import type { Language } from '../../../models/language';

export const demandScenariosEn = {
  title: 'Demand scenarios ({{count}}; risk aversion {{omega}}, CVaR at {{alpha}})',
  signNow: 'Sign now',
  signNowValue: '{{list}}',
  signNowNothing: 'nothing: every commitment waits for a later month',
  signNowItem: '{{gpus}} GPUs on {{offer}}',
  alreadyFixed: '{{gpus}} GPUs already fixed',
  laterNote: 'later: {{list}}',
  laterItem: '{{gpus}} GPUs on {{offer}} from month {{month}}',
  expectedObjective: 'Expected cost (present value)',
  cvar: 'Mean cost of the worst {{tail}} (CVaR)',
  worstRegret: 'Worst regret of the chosen plan',
  worstRegretNote: 'if demand turns out “{{scenario}}”',
  vss: 'Value of planning for the scenarios (VSS)',
  evpi: 'Value of knowing demand in advance (EVPI)',
  scenarioTable: 'What each scenario costs under the chosen plan',
  scenario: 'Scenario',
  probability: 'Probability',
  presentCost: 'Present cost',
  objective: 'Objective (with unserved penalty)',
  unserved: 'Unserved (GPU-h)',
  ownOptimum: 'Its own best plan',
  regret: 'Regret',
  regretTable: 'What a wrong guess costs (present cost of each plan under each scenario)',
  plan: 'Plan',
  atStart: 'GPUs committed in month 1',
  worst: 'Worst regret',
  worstCell: '{{money}} ({{scenario}})',
  planChosen: 'Chosen plan',
  planEv: 'Plan for the average',
  planOwn: 'Best plan for “{{scenario}}”',
  vssPositive: 'Planning for the scenarios instead of the average demand saves {{money}} in expectation (VSS).',
  vssNegative: 'The chosen plan costs {{money}} more in expectation than the plan for the average demand, the price of a lower worst case (VSS).',
  vssZero: 'The chosen plan costs the same in expectation as the plan for the average demand (VSS 0).',
  evpiSentence: 'Knowing the demand in advance would be worth {{money}} in expectation (EVPI): the most worth paying for a better forecast.',
  worstSentence: 'Worst case: demand turns out “{{scenario}}”, and the chosen plan costs {{money}} more than the plan made for it.',
};

export const demandScenariosZhCN: typeof demandScenariosEn = {
  title: '需求情景（{{count}} 个；风险厌恶 {{omega}}，CVaR 水平 {{alpha}}）',
  signNow: '现在签约',
  signNowValue: '{{list}}',
  signNowNothing: '无：所有承诺都在之后的月份开始',
  signNowItem: '{{offer}} {{gpus}} 张 GPU',
  alreadyFixed: '已固定 {{gpus}} 张 GPU',
  laterNote: '之后：{{list}}',
  laterItem: '第 {{month}} 个月起 {{offer}} {{gpus}} 张 GPU',
  expectedObjective: '期望成本（现值）',
  cvar: '最差 {{tail}} 情形的平均成本（CVaR）',
  worstRegret: '所选计划的最大遗憾',
  worstRegretNote: '若需求为“{{scenario}}”',
  vss: '按情景规划的价值（VSS）',
  evpi: '预先知道需求的价值（EVPI）',
  scenarioTable: '所选计划在各情景下的成本',
  scenario: '情景',
  probability: '概率',
  presentCost: '成本现值',
  objective: '目标值（含未满足惩罚）',
  unserved: '未满足（GPU 小时）',
  ownOptimum: '该情景自身最优计划',
  regret: '遗憾',
  regretTable: '猜错的代价（各计划在各情景下的成本现值）',
  plan: '计划',
  atStart: '第 1 个月承诺的 GPU',
  worst: '最大遗憾',
  worstCell: '{{money}}（{{scenario}}）',
  planChosen: '所选计划',
  planEv: '按平均需求的计划',
  planOwn: '“{{scenario}}”的最优计划',
  vssPositive: '按情景而非平均需求规划，期望可节省 {{money}}（VSS）。',
  vssNegative: '所选计划的期望成本比按平均需求的计划高 {{money}}，以换取更低的最差情形（VSS）。',
  vssZero: '所选计划与按平均需求的计划期望成本相同（VSS 为 0）。',
  evpiSentence: '预先知道需求的期望价值为 {{money}}（EVPI）：为更准确的预测最多值得支付的金额。',
  worstSentence: '最差情形：需求为“{{scenario}}”，所选计划比为该情景制定的计划多花 {{money}}。',
};

export type DemandScenariosMessages = typeof demandScenariosEn;

export function demandScenariosMessages(lang: Language): DemandScenariosMessages {
  return lang === 'zh-CN' ? demandScenariosZhCN : demandScenariosEn;
}
