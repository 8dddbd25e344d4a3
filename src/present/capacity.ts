// Capacity's key figures and its stranded-power words (docs/model.md › Capacity): the GPUs the site
// delivers, the power a target needs, and — wherever stranded power is said — how much of the site
// the GPUs actually bought leave unused, which is usually far more than the stranded remainder.
import type { CapacityResult } from '../../models/capacity';
import { countText } from '../format/count';
import { formatInteger, formatNumber, formatPercent, formatPower } from '../format/format';
import type { FigureContext } from './context';
import type { Figure } from './figure';

export function capacityFigures(ctx: FigureContext): Figure[] {
  const { result, scenario, lang, say } = ctx;
  const c = result.capacity;
  const site = scenario.site;
  // A plan without a site has no capacity (docs/model.md › Capacity › Plans without a site): no GPUs, no power target.
  if (!c || !site) return [];
  const out: Figure[] = [
    {
      key: 'gpus',
      label: say('results.headline.gpus'),
      value: formatInteger(c.gpus, lang),
      // Without a rack size there are no racks to count: the note leaves them out rather than say "racks: —".
      note:
        c.racks === null
          ? say('results.headline.gpusDetailNoRacks', { nodes: countText(say, 'node', c.nodes, lang), mw: formatNumber(site.contractedMW, lang, 3) })
          : say('results.headline.gpusDetail', { nodes: countText(say, 'node', c.nodes, lang), mw: formatNumber(site.contractedMW, lang, 3), racks: formatInteger(c.racks, lang) }),
    },
  ];
  if (c.requiredMW !== null && c.targetGPUs !== null) {
    out.push({
      key: 'requiredMW',
      label: say('results.headline.requiredMW', { gpus: formatInteger(c.targetGPUs, lang) }),
      value: `${formatNumber(c.requiredMW, lang, 3)} MW`,
      note: say('results.headline.requiredDetail', { nodes: countText(say, 'node', c.targetNodes, lang), basis: say(`results.headline.basis.${site.powerBasis}`) }),
    });
  }
  return out;
}

/**
 * Share of the contracted power the investment's GPUs leave unused, when it buys fewer GPUs than
 * the site can power (2,048 B200 on a 20 MW site): 1 − the investment GPUs' IT draw (with their
 * network and storage load) over the IT load. The reserve counts as unused: it is paid for and runs
 * no GPU. null when there is no investment count or it fills the site.
 */
export function investmentUnusedShare(capacity: Pick<CapacityResult, 'itKW' | 'itKWUsed' | 'gpus'>, investmentGPUs: number | undefined): number | null {
  if (investmentGPUs === undefined || !(capacity.gpus > 0) || !(capacity.itKW > 0) || investmentGPUs >= capacity.gpus) return null;
  const usedKW = (Math.max(0, investmentGPUs) * capacity.itKWUsed) / capacity.gpus;
  return Math.max(0, 1 - usedKW / capacity.itKW);
}

export interface UnusedPower {
  /** Contracted MW the bought GPUs leave unused (contracted MW × the unused share). */
  unusedMW: number;
  share: number;
  gpus: number;
}

/** The site's power the investment's GPUs leave unused, or null (no site, no investment, or they fill it). */
export function unusedPower(ctx: Pick<FigureContext, 'scenario' | 'result'>): UnusedPower | null {
  const site = ctx.scenario.site;
  const inv = ctx.result.investment;
  const c = ctx.result.capacity;
  if (!site || !inv || !c) return null;
  const share = investmentUnusedShare(c, inv.gpus);
  if (share === null || !(share > 0)) return null;
  return { unusedMW: site.contractedMW * share, share, gpus: inv.gpus };
}

/** "11.5 kW left stranded; 14.9 MW (74 %) of the site's power unused by the 2,048 GPUs bought" (the second part only with an investment that leaves power unused). */
export function strandedText(ctx: FigureContext): string {
  const c = ctx.result.capacity;
  if (!c) return '';
  const { lang, say } = ctx;
  const stranded = say('figures.capacity.stranded', { stranded: formatNumber(c.strandedKW, lang, 1) });
  const unused = unusedPower(ctx);
  if (!unused) return stranded;
  const rest = say('figures.capacity.unused', { unused: formatPower(unused.unusedMW * 1000, lang, 1), share: formatPercent(unused.share, lang, 0), gpus: formatInteger(unused.gpus, lang) });
  return `${stranded}${lang === 'zh-CN' ? '；' : '; '}${rest}`;
}
