// Commitments already signed or pinned (model: Demand plan › fixed commitments): part of every plan,
// its cost and its baseline. The loader has checked each names a commit offer, starts in its start
// months and is a whole number of its blocks; anything else is left out here rather than guessed.
import { startMonths } from './offers';
import type { Commitment, Offer, PortfolioInput } from './types';

/** The plan's fixed commitments as whole blocks per offer index and start month. */
export function fixedCommitments(p: PortfolioInput, offers: readonly Offer[]): Commitment[] {
  const out: Commitment[] = [];
  for (const f of p.fixed ?? []) {
    const offer = offers.findIndex((o) => o.name === f.offer);
    const o = offers[offer];
    if (!o || o.kind !== 'commit' || !startMonths(o, p.months).includes(f.startMonth)) continue;
    const blocks = f.gpus / o.block;
    if (Number.isInteger(blocks) && blocks > 0) out.push({ offer, start: f.startMonth, blocks });
  }
  return out;
}
