// The negotiation brief (DOMAIN.md v3.2), beside the quotes, in the report and in `--table`.
// Plain {{name}} placeholders: src/results/brief-text.ts fills them (the CLI too, without i18next).

export const briefEn = {
  title: 'Negotiation brief',
  intro:
    'Per provider: where its quote ranks on the common window, the price that would win, what to ask for (largest amount first), then only the terms its quote leaves out. Copy it into an e-mail.',
  textTitle: 'Negotiation brief — {{name}}',
  windowLine: 'All quotes compared over the same {{months}} months.',
  standing: 'Rank {{rank}} of {{n}} on the {{months}}-month window: {{figure}} per used GPU-hour (present value).',
  standingBehind: 'Rank {{rank}} of {{n}} on the {{months}}-month window: {{figure}} per used GPU-hour (present value); best: {{best}} at {{bestFigure}}.',
  standingNone: 'Rank {{rank}} of {{n}}: uses no hours in the {{months}}-month window.',
  priceToWin: 'Price to win: {{target}} per GPU-hour (quoted {{quoted}}).',
  priceToWinBest: 'Best on the window at its quoted {{quoted}} per GPU-hour.',
  priceToWinNone: 'No price wins: its cost over the window does not depend on its price.',
  spotFallback: 'Spot capacity: it serves {{availability}} of the used hours within capacity; the other {{share}} ({{hours}} GPU-hours over the term) fall back to the bridging price, {{amount}}.',
  spotUncovered: 'Spot capacity: it serves {{availability}} of the used hours within capacity; the other {{share}} are not covered (the workload has no bridging price).',
  asksTitle: 'Ask for (largest amount first)',
  noAsks: 'Nothing to ask back in money on this window.',
  ask: {
    idle: 'Lower the take-or-pay share (now {{share}}): committed hours left idle cost {{amount}} over the window.',
    delay: 'A delivery credit of {{amount}} or an earlier date: the {{months}}-month wait costs that much over the same hours at the quoted price.',
    aboveCommitPremium: 'The hours above the commitment at the quoted price ({{price}} instead of {{above}} per GPU-hour): the premium costs {{amount}} over the window.',
    price: 'A price of {{target}} per GPU-hour instead of {{price}} to match the best: {{amount}} in present value over the window.',
  },
  missingTitle: 'Terms the quote leaves out',
  noMissing: 'The quote states every term the comparison needs.',
  copy: 'Copy as text',
  copied: 'Copied: paste it into an e-mail.',
  manual: 'The clipboard is not available: the text is selected below, press Ctrl+C (⌘C) to copy it.',
};

export const briefZhCN: typeof briefEn = {
  title: '谈判要点',
  intro: '每家供应商：其报价在同一比较窗口内的排名、取胜所需价格、按金额从大到小排列的要求，以及其报价缺少的条款（仅列缺少的）。可复制到邮件中。',
  textTitle: '谈判要点 — {{name}}',
  windowLine: '所有报价在同样的 {{months}} 个月内比较。',
  standing: '在 {{months}} 个月窗口内排名第 {{rank}}（共 {{n}} 家）：每实际使用 GPU 小时 {{figure}}（现值）。',
  standingBehind: '在 {{months}} 个月窗口内排名第 {{rank}}（共 {{n}} 家）：每实际使用 GPU 小时 {{figure}}（现值）；最优：{{best}}，{{bestFigure}}。',
  standingNone: '排名第 {{rank}}（共 {{n}} 家）：在 {{months}} 个月窗口内未使用任何小时。',
  priceToWin: '取胜价格：每 GPU 小时 {{target}}（报价 {{quoted}}）。',
  priceToWinBest: '以报价每 GPU 小时 {{quoted}} 在窗口内最优。',
  priceToWinNone: '没有能取胜的价格：其窗口内成本与价格无关。',
  spotFallback: '竞价容量：只能提供容量内使用小时的 {{availability}}；其余 {{share}}（合同期内 {{hours}} GPU 小时）按过渡价格补足，{{amount}}。',
  spotUncovered: '竞价容量：只能提供容量内使用小时的 {{availability}}；其余 {{share}} 无人覆盖（工作负载没有过渡价格）。',
  asksTitle: '要求（按金额从大到小）',
  noAsks: '在此窗口内没有可以用金额争取的事项。',
  ask: {
    idle: '降低照付不议比例（目前 {{share}}）：窗口内闲置的承诺小时花费 {{amount}}。',
    delay: '交付补偿 {{amount}} 或提前交付：等待 {{months}} 个月比按报价使用同样小时多花这么多。',
    aboveCommitPremium: '承诺量以上的小时按报价计费（每 GPU 小时 {{price}} 而非 {{above}}）：窗口内溢价为 {{amount}}。',
    price: '每 GPU 小时 {{target}}（而非 {{price}}）以追平最优报价：窗口内现值 {{amount}}。',
  },
  missingTitle: '报价缺少的条款',
  noMissing: '报价列明了比较所需的全部条款。',
  copy: '复制为文本',
  copied: '已复制：可粘贴到邮件中。',
  manual: '剪贴板不可用：下方文本已选中，请按 Ctrl+C（⌘C）复制。',
};
