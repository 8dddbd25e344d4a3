// Editor strings for quotes that roll over, demand that ends and the ranking's figure (model:
// Quotes › rollover, › demand end, › ranking), in both languages. src/i18n/areas/editor.ts puts
// them into the editor's options and the workload's and quote's fields.

export const quoteTermsEditorEn = {
  options: {
    rollover: { none: 'Ends with its term', monthly: 'Rolls over month to month' },
    rankBy: { window: 'Window present value', windowPlusOwed: 'Window plus what is owed after it' },
  },
  workload: {
    demandEndMonth: {
      label: 'Demand ends after month',
      help: 'The last month the workload needs GPUs (e.g. a training run that ends at month 12). After it demand is 0: committed hours are idle and still paid, nothing rolls over or falls back to the bridging price. Empty: demand runs on.',
    },
    rankBy: {
      label: 'Rank quotes by',
      help: 'Window present value (default): each quote’s present value over the comparison window per GPU-hour used in it. Window plus what is owed after it: adds the present value of the contract months past the window, so a long commitment that is cheap inside the window but still owed money after it is not ranked first. The price to win and the price ask use the same figure.',
    },
  },
  quote: {
    rollover: {
      label: 'After the term',
      help: 'Ends with its term (default): months after the term inside the window are covered at the bridging price. Rolls over month to month: those months continue on this quote at its last price, with no commitment, promotion or prepayment, so a month-to-month quote is not priced at the on-demand bridge.',
    },
  },
};

export const quoteTermsEditorZhCN: typeof quoteTermsEditorEn = {
  options: {
    rollover: { none: '期满即止', monthly: '期满后按月续用' },
    rankBy: { window: '窗口现值', windowPlusOwed: '窗口加窗口后应付' },
  },
  workload: {
    demandEndMonth: {
      label: '需求结束于第几个月之后',
      help: '工作负载最后需要 GPU 的月份（例如训练在第 12 个月结束）。此后需求为 0：承诺小时闲置但仍需付费，不续用也不按过渡价格回退。留空：需求持续。',
    },
    rankBy: {
      label: '报价排名依据',
      help: '窗口现值（默认）：各报价在比较窗口内的现值 ÷ 窗口内使用的 GPU 小时。窗口加窗口后应付：再加上窗口之后合同月份的现值，使窗口内便宜但窗口后仍欠款的长期承诺不会排在第一。胜出价格与价格诉求使用同一指标。',
    },
  },
  quote: {
    rollover: {
      label: '期满之后',
      help: '期满即止（默认）：窗口内期满后的月份按过渡价格覆盖。期满后按月续用：这些月份继续使用本报价，按合同最后一个月的价格，无承诺、无优惠、无预付，因此按月续用的报价不会被按按需过渡价计价。',
    },
  },
};
