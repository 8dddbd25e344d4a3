// Warning `quote-owed-after-window` (model: Quotes › ranking): a quote whose contract runs past the
// common window still owes money for those months, which the window figures leave out. Whatever
// the ranking, the amount is stated, so it is never far from the ranking. Kept beside quotes.ts, like
// quote-idle.ts: it reads only the computed results.
import type { QuoteRankBy, Warning } from './scenario/types';
import { approx } from './quantity';

export interface OwedInput {
  index: number;
  provider: string;
  owedAfterWindow: number;
}

export function owedAfterWindowWarnings(quotes: readonly OwedInput[], windowMonths: number, rankBy: QuoteRankBy, currency: string): Warning[] {
  const out: Warning[] = [];
  for (const q of quotes) {
    if (!(q.owedAfterWindow > 0)) continue;
    const amount = `${approx(q.owedAfterWindow)} ${currency}`;
    const ranked =
      rankBy === 'windowPlusOwed'
        ? { en: 'The ranking counts it (rank by window plus owed).', 'zh-CN': '排名已计入这笔款项（按窗口加窗口后应付排名）。' }
        : { en: 'The ranking leaves it out: rank by window plus owed to count it.', 'zh-CN': '排名未计入这笔款项：改为按窗口加窗口后应付排名即可计入。' };
    out.push({
      code: 'quote-owed-after-window',
      path: `quotes[${q.index}].termMonths`,
      message: {
        en: `${q.provider}: ${amount} is still owed after the ${windowMonths}-month window, for contract months past it; it is not in the window's cost. ${ranked.en}`,
        'zh-CN': `${q.provider}：${windowMonths} 个月的比较窗口之后仍需支付 ${amount}（窗口之后的合同月份），不在窗口成本之内。${ranked['zh-CN']}`,
      },
    });
  }
  return out;
}
