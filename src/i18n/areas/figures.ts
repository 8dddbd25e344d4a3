// Strings of the presentation layer (src/present/): what a key figure's verdict is called, the
// coverage figures' names and notes, and the stranded-power sentence, said the same way in the app,
// the report, the CLI and the workbook. zh-CN must have exactly the same keys (the type annotation
// enforces it); wired into the resources under the key "figures". Numbers are formatted before
// interpolation.

export const figuresEn = {
  heading: 'Key figures',
  column: { figure: 'Figure', value: 'Value', verdict: 'Verdict', note: 'Note' },
  tone: { good: 'good', warn: 'watch', bad: 'bad' },
  dscr: {
    /** The covenant period's test: the figure a lender reads first. */
    minPeriod: 'Minimum DSCR',
    /** The lowest single month: secondary, never a verdict of its own. */
    minMonthly: 'Minimum monthly DSCR',
    period: { year: 'lowest year: {{where}}', quarter: 'lowest quarter: {{where}}', month: 'lowest month: {{where}}' },
    noCovenant: 'no covenant set, so no verdict',
    met: 'the {{covenant}} covenant holds in every period',
    breached: 'below the {{covenant}} covenant in {{n}} of {{total}} periods',
    monthly: 'monthly minimum {{monthly}} (month {{month}})',
    monthlyNote: 'month {{month}}; the covenant tests by {{period}}',
    periodWord: { year: 'year', quarter: 'quarter', month: 'month' },
  },
  capacity: {
    stranded: '{{stranded}} kW left stranded',
    unused: '{{unused}} ({{share}}) of the site’s power unused by the {{gpus}} GPUs bought',
    unusedLabel: 'Site power unused by the {{gpus}} GPUs bought',
  },
  plan: {
    /** Page 1 with a demand plan: each figure names the part of the plan it comes from. */
    part: { portfolio: 'Demand plan', quotes: 'Quotes', cashFlows: 'Investment', rentVsBuy: 'Rent vs buy', capacity: 'Capacity' },
  },
};

export const figuresZhCN: typeof figuresEn = {
  heading: '关键指标',
  column: { figure: '指标', value: '数值', verdict: '判断', note: '说明' },
  tone: { good: '良好', warn: '需关注', bad: '不利' },
  dscr: {
    minPeriod: '最低偿债覆盖率',
    minMonthly: '最低月度偿债覆盖率',
    period: { year: '最低年份：{{where}}', quarter: '最低季度：{{where}}', month: '最低月份：{{where}}' },
    noCovenant: '未设契约下限，不作判断',
    met: '{{covenant}} 契约下限每期均达标',
    breached: '{{total}} 期中 {{n}} 期低于 {{covenant}} 契约下限',
    monthly: '月度最低 {{monthly}}（第 {{month}} 月）',
    monthlyNote: '第 {{month}} 月；契约按{{period}}测试',
    periodWord: { year: '年', quarter: '季度', month: '月' },
  },
  capacity: {
    stranded: '闲置功率 {{stranded}} kW',
    unused: '所购 {{gpus}} 张 GPU 未用到站点 {{unused}} 电力（占 {{share}}）',
    unusedLabel: '所购 {{gpus}} 张 GPU 未用到的站点电力',
  },
  plan: {
    part: { portfolio: '需求计划', quotes: '报价', cashFlows: '投资', rentVsBuy: '租与买', capacity: '容量' },
  },
};
