// UI strings of docs/model.md › Rent vs buy › Without a site and per token for a renter, in the results panel, the report and `--table`: where
// each billing mode wins over the year's hours, the mode-to-mode thresholds in words, the per-token
// table and the break-even utilization against a token API. zh-CN must have exactly the same keys
// (the type annotation enforces it); wired into the resources under the key "renter". Numbers are
// formatted before interpolation.

export const renterEn = {
  bands: {
    title: 'Where each mode wins',
    label: 'Cheapest way to pay for a GPU by usage hours a year, from 0 to 8,760 h',
    band: '{{mode}}: {{from}}–{{to}} h',
    bandAria: '{{mode}} is cheapest from {{from}} to {{to}} hours a year',
    start: '0 h',
    end: '8,760 h a year',
    one: '{{mode}} is cheapest at every usage level (0–8,760 h a year).',
  },
  thresholds: {
    title: 'Thresholds between modes',
    pair: '{{below}} costs less than {{above}} below {{hours}} h a year; above it, {{above}} costs less.',
    none: 'No two modes change places within a year: the order is the same at every usage level.',
    noBuy: 'Buying is not compared: the plan has no site, and the rent-vs-buy section gives no power per GPU and PUE.',
  },
  perToken: {
    title: 'Cost per million tokens',
    tableLabel: 'Cost per million tokens by how the GPU-hour is paid, against the token API',
    mode: 'How it is paid',
    price: 'Per GPU-hour',
    utilization: 'Token utilization',
    perMillion: 'Per million tokens',
    api: 'Token API',
    cheapest: 'cheapest',
    spotShare: 'Spot counts only for the {{share}} of the work that can restart (the demand plan’s interruptible share); the rest runs on demand, so its row is {{share}} spot and the rest on-demand.',
    spotAll: 'Spot’s row assumes all of the work can restart (no demand plan states how much is interruptible).',
    throughput: 'At {{tps}} tokens per second per GPU: on demand and spot at their autoscaled utilization (billed per used hour), reservations and buying at the token utilization.',
    breakEven: 'Against the API at {{api}} per million tokens, {{parts}}.',
    breakEvenAt: 'a {{mode}} pays off above {{share}} token utilization',
    breakEvenNever: 'a {{mode}} never does (it would need more than 100% utilization)',
    join: '; ',
    reserved: '1-year reservation',
    reserved3y: '3-year reservation',
  },
  headline: {
    cheapestPerToken: 'Cheapest per million tokens',
    cheapestPerTokenDetail: '{{cost}} per million tokens',
  },
};

export const renterZhCN: typeof renterEn = {
  bands: {
    title: '各方式最便宜的区间',
    label: '按每年使用小时数（0 至 8,760 小时）每张 GPU 最便宜的付费方式',
    band: '{{mode}}：{{from}}–{{to}} 小时',
    bandAria: '每年 {{from}} 至 {{to}} 小时，{{mode}}最便宜',
    start: '0 小时',
    end: '每年 8,760 小时',
    one: '在所有使用水平下（每年 0–8,760 小时）{{mode}}都最便宜。',
  },
  thresholds: {
    title: '各方式之间的临界点',
    pair: '每年低于 {{hours}} 小时时，{{below}}比{{above}}便宜；高于此值，{{above}}更便宜。',
    none: '一年之内没有两种方式交换位置：在任何使用水平下排序都相同。',
    noBuy: '未比较购买：方案没有场地，租用与购买部分也未给出每 GPU 功率与 PUE。',
  },
  perToken: {
    title: '每百万 token 成本',
    tableLabel: '按 GPU 小时付费方式计算的每百万 token 成本，与 token API 对比',
    mode: '付费方式',
    price: '每 GPU 小时',
    utilization: 'token 利用率',
    perMillion: '每百万 token',
    api: 'token API',
    cheapest: '最便宜',
    spotShare: '竞价只计入可中断重跑的 {{share}} 工作量（需求计划的可中断比例）；其余按需运行，因此该行为 {{share}} 竞价、其余按需的混合成本。',
    spotAll: '竞价一行假设全部工作都可中断重跑（没有需求计划说明可中断的比例）。',
    throughput: '按每 GPU 每秒 {{tps}} 个 token 计算：按需与竞价按自动伸缩利用率（按实际使用小时计费），预留与自购按 token 利用率。',
    breakEven: '与每百万 token {{api}} 的 API 相比，{{parts}}。',
    breakEvenAt: '{{mode}}在 token 利用率高于 {{share}} 时更划算',
    breakEvenNever: '{{mode}}始终不划算（需要超过 100% 的利用率）',
    join: '；',
    reserved: '1 年预留',
    reserved3y: '3 年预留',
  },
  headline: {
    cheapestPerToken: '每百万 token 最便宜',
    cheapestPerTokenDetail: '每百万 token {{cost}}',
  },
};
