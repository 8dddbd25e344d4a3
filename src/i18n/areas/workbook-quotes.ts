// The workbook's texts for quotes that roll over, demand that ends, the ranking's figure (Quotes
// sheet) and the quotes block of the Summary sheet. Plain strings with {{name}} slots, like
// workbook.ts (the CLI writes workbooks without i18next); zh-CN has the same keys (the type enforces it).
import type { Language } from '../../../models/language';

export const workbookQuotesEn = {
  demandEnd: 'Demand ends after month',
  noDemandEnd: 'none: demand runs on',
  demandEndNote: 'Demand (growth and bursts too) is 0 after this month; committed hours after it are idle.',
  countOwed: 'Ranking counts what is owed after the window (1 = yes)',
  countOwedNote: 'Rank by: 1 = window present value plus the present value of what is owed after the window, 0 = the window alone. The ranking, the price to match and the price ask use it.',
  rankingOwed: '(Window PV + owed PV) per used GPU-hour (ranking)',
  rolloverCost: 'Rollover cost (in window)',
  owedPV: 'Owed after the window, present value',
  askIdle: 'Ask: idle commitment (window)',
  askDelay: 'Ask: delay (window)',
  askPremium: 'Ask: premium above the commitment (window)',
  askSpot: 'Ask: spot fallback (window)',
  askPrice: 'Ask: price (window)',
  rollover: 'Rolls over month to month after the term',
  rolloverYes: 'yes: window months after the term are rollover months',
  rolloverNo: 'no: after the term, the bridge price',
  phaseRollover: 'rollover',
  mPremium: 'Premium above the commitment',
  mRollover: 'Rollover payment',
  mRolloverRest: 'Rollover billed × index (GPU-h)',
  summaryHeading: 'Quotes over the {{months}}-month window, as formulas over the Quotes sheet',
  summaryRankBy: 'Ranked by: {{figure}}.',
  rankByWindow: 'window present value per window used GPU-hour',
  rankByOwed: 'window present value plus the present value of what is owed after the window, per window used GPU-hour',
  summaryProvider: 'Provider',
  summaryWindowCost: 'Cost over the window',
  summaryOwed: 'Owed after the window',
  summaryRank: 'Rank',
  summaryPriceToWin: 'Price to win (per GPU-hour)',
};

export type WorkbookQuotesMessages = typeof workbookQuotesEn;

export const workbookQuotesZhCN: WorkbookQuotesMessages = {
  demandEnd: '需求结束于第几个月之后',
  noDemandEnd: '无：需求持续',
  demandEndNote: '此月之后需求（含增长与突发）为 0；此后的承诺小时均为闲置。',
  countOwed: '排名计入窗口后仍需支付的款项（1 = 是）',
  countOwedNote: '排名依据：1 = 窗口现值加窗口后应付款项的现值，0 = 仅窗口。排名、追平价格与价格诉求均使用此依据。',
  rankingOwed: '（窗口现值 + 窗口后应付现值）÷ 使用 GPU 小时（排名）',
  rolloverCost: '续用费用（窗口内）',
  owedPV: '窗口后应付款项现值',
  askIdle: '诉求：闲置承诺（窗口内）',
  askDelay: '诉求：延迟（窗口内）',
  askPremium: '诉求：超承诺溢价（窗口内）',
  askSpot: '诉求：竞价回退（窗口内）',
  askPrice: '诉求：价格（窗口内）',
  rollover: '期满后按月续用',
  rolloverYes: '是：期满后的窗口月份为续用月份',
  rolloverNo: '否：期满后按过渡价格',
  phaseRollover: '续用',
  mPremium: '超承诺溢价',
  mRollover: '续用付款',
  mRolloverRest: '续用计费 × 指数（GPU 小时）',
  summaryHeading: '{{months}} 个月窗口内的报价，均为基于“报价”表的公式',
  summaryRankBy: '排名依据：{{figure}}。',
  rankByWindow: '窗口现值 ÷ 窗口内使用 GPU 小时',
  rankByOwed: '（窗口现值 + 窗口后应付款项现值）÷ 窗口内使用 GPU 小时',
  summaryProvider: '供应商',
  summaryWindowCost: '窗口内成本',
  summaryOwed: '窗口后应付',
  summaryRank: '排名',
  summaryPriceToWin: '胜出价格（每 GPU 小时）',
};

export function workbookQuotesMessages(lang: Language): WorkbookQuotesMessages {
  return lang === 'zh-CN' ? workbookQuotesZhCN : workbookQuotesEn;
}
