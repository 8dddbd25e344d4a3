// Commit offers that cannot start inside the plan (model: Demand plan › a commit's start months
// K_i = [startFrom, months - term + 1] may be empty). The plan leaves them out; the warning says why.
import { offerNameIn } from '../glossary';
import type { Warning } from '../scenario/types';
import { startMonths } from './offers';
import type { Offer } from './types';

/**
 * One warning per commit offer with no start month inside a plan of `months` months; `listed`:
 * the offers are the file's own (the path then names the offer), not those made from rent vs buy.
 */
export function offersOutsidePlan(offers: readonly Offer[], months: number, listed: boolean): Warning[] {
  const out: Warning[] = [];
  offers.forEach((o, i) => {
    if (o.kind !== 'commit' || startMonths(o, months).length > 0) return;
    const en = offerNameIn(o.name, 'en');
    const zh = offerNameIn(o.name, 'zh-CN');
    const late = o.term <= months;
    out.push({
      code: 'portfolio-offer-outside-plan',
      path: listed ? `portfolio.offers[${i}]` : 'portfolio.offers',
      message: late
        ? {
            en: `“${en}” is left out of the plan: its ${o.term}-month term starting from month ${o.startFrom} would end after the plan's ${months} months`,
            'zh-CN': `“${zh}”未纳入计划：其 ${o.term} 个月的期限最早自第 ${o.startFrom} 个月开始，将在 ${months} 个月的计划期结束之后才到期`,
          }
        : {
            en: `“${en}” is left out of the plan: its ${o.term}-month term is longer than the plan's ${months} months, so it cannot start and end inside it`,
            'zh-CN': `“${zh}”未纳入计划：其 ${o.term} 个月的期限长于 ${months} 个月的计划期，无法在计划期内开始并结束`,
          },
    });
  });
  return out;
}
