// A warning when a quote's money for committed hours nobody uses (`idleCost`, docs/model.md › Quotes › Terms)
// is more than a stated share of what the quote costs (issue 27: $659k a year of idle reserved GPUs
// raised nothing). Kept beside quotes.ts rather than in it: it reads only the computed results.
import type { Warning } from './scenario/types';
import { approx, percentOf } from './quantity';

/** Idle committed hours above this share of a quote's total cost are worth a warning. */
export const IDLE_COST_WARNING_SHARE = 0.1;

export interface IdleCostInput {
  index: number;
  provider: string;
  idleCost: number;
  totalCost: number;
}

export function idleCostWarnings(quotes: readonly IdleCostInput[], currency: string): Warning[] {
  const out: Warning[] = [];
  for (const q of quotes) {
    if (!(q.totalCost > 0) || !(q.idleCost > IDLE_COST_WARNING_SHARE * q.totalCost)) continue;
    const share = percentOf(q.idleCost / q.totalCost);
    const amount = `${approx(q.idleCost)} ${currency}`;
    const limit = percentOf(IDLE_COST_WARNING_SHARE);
    out.push({
      code: 'quote-idle-committed',
      path: `quotes[${q.index}].committedShare`,
      message: {
        en: `${q.provider}: ${amount} (${share} of its cost) pays for committed GPU-hours the workload does not use — more than ${limit}. Commit to fewer GPUs, or a smaller share.`,
        'zh-CN': `${q.provider}：${amount}（占其成本的 ${share}）用于支付工作负载用不到的承诺 GPU 小时，超过 ${limit}。可减少承诺的 GPU 数量或承诺比例。`,
      },
    });
  }
  return out;
}
