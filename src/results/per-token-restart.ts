// Issue 33: spot serves only work that can restart. Where the plan states how much of its work is
// interruptible (the demand plan's interruptible share s), the per-token view counts spot for that
// share only and runs the rest on demand: spot's row costs s × spot + (1 − s) × on demand per
// million tokens, and "cheapest" is taken again over the rows as shown (ties in mode order, the API
// only when strictly lower, as the engine's rule). Without a stated share the view keeps the
// engine's figures and says it assumes all work can restart.
import type { CostMode } from '../../models/rent-vs-buy-types';
import type { PerTokenResult } from '../../models/rent-vs-buy-tokens';

export interface PerTokenShown {
  costPerMillionTokens: Partial<Record<CostMode, number | null>>;
  cheapest: CostMode | 'api' | null;
  /** The interruptible share spot was limited to; null when the plan states none (all work assumed restartable). */
  restartable: number | null;
}

export function perTokenShown(tok: PerTokenResult, modes: readonly CostMode[], interruptibleShare: number | undefined): PerTokenShown {
  if (interruptibleShare === undefined || !Number.isFinite(interruptibleShare) || interruptibleShare >= 1) {
    return { costPerMillionTokens: tok.costPerMillionTokens, cheapest: tok.cheapest, restartable: interruptibleShare === undefined ? null : 1 };
  }
  const s = Math.max(0, interruptibleShare);
  const cost: Partial<Record<CostMode, number | null>> = { ...tok.costPerMillionTokens };
  const spot = tok.costPerMillionTokens.spot;
  const onDemand = tok.costPerMillionTokens.onDemand;
  if (typeof spot === 'number' && typeof onDemand === 'number') cost.spot = s * spot + (1 - s) * onDemand;
  let best: CostMode | null = null;
  for (const m of modes) {
    const c = cost[m];
    if (typeof c !== 'number') continue;
    if (best === null || c < (cost[best] as number)) best = m;
  }
  const api = tok.apiPricePerMillionTokens;
  const cheapest = api !== null && (best === null || api < (cost[best] as number)) ? 'api' : best;
  return { costPerMillionTokens: cost, cheapest, restartable: s };
}
