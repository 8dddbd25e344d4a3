// The words of the quotes' figures in the presentation layer (src/present/quotes.ts): each
// provider's window total with what it still owes after the window, its top asks, the items it does
// not quote, and which figure the ranking uses. Plain {{name}} slots; zh-CN has the same keys.

export const quotesPresentEn = {
  provider: '#{{rank}} {{provider}}',
  windowTotal: '{{amount}} over the {{months}}-month window',
  plusOwed: '{{total}} + {{owed}} owed after it',
  notQuoted: 'not quoted: {{items}} (counted as 0)',
  asks: 'Asks: {{list}}',
  noAsks: 'Nothing to ask back in money',
  ask: { idle: 'idle commitment {{amount}}', delay: 'delay {{amount}}', aboveCommitPremium: 'premium above the commitment {{amount}}', spotFallback: 'spot fallback {{amount}}', price: 'price {{amount}}' },
  items: { storage: 'storage', egress: 'egress' },
  rankedBy: 'Each provider over the {{months}}-month window, ranked by present value per used GPU-hour over the window',
  rankedByOwed: 'Each provider over the {{months}}-month window, ranked by present value per used GPU-hour over the window plus what is owed after it',
};

export type QuotesPresentMessages = typeof quotesPresentEn;

export const quotesPresentZhCN: QuotesPresentMessages = {
  provider: '#{{rank}} {{provider}}',
  windowTotal: '{{months}} 个月窗口内 {{amount}}',
  plusOwed: '{{total}} + 窗口后应付 {{owed}}',
  notQuoted: '未报价：{{items}}（按 0 计）',
  asks: '要求：{{list}}',
  noAsks: '没有可以用金额争取的事项',
  ask: { idle: '闲置承诺 {{amount}}', delay: '延迟 {{amount}}', aboveCommitPremium: '超承诺溢价 {{amount}}', spotFallback: '竞价回退 {{amount}}', price: '价格 {{amount}}' },
  items: { storage: '存储', egress: '出网流量' },
  rankedBy: '各供应商在 {{months}} 个月窗口内的情况，按窗口现值 ÷ 使用 GPU 小时排名',
  rankedByOwed: '各供应商在 {{months}} 个月窗口内的情况，按（窗口现值 + 窗口后应付现值）÷ 使用 GPU 小时排名',
};
