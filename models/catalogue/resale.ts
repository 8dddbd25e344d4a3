// The catalogue's used-GPU resale curve (model: Investment › fleet, resale curve): what a GPU aged a
// months sells for, as a share of its price new. Each point names its source and date; the editor's
// "Use catalogue default" writes the points' values as `investment.resaleCurve`.

import type { Sourced } from './types';
import { SRC, sourced } from './sources';

export interface CatalogueResalePoint {
  ageMonths: number;
  /** Share of the price new (1 = 100 %). */
  fraction: Sourced<number>;
}

const SOLD = 'sold listings of used H100 PCIe by age';

export const RESALE_CURVE: readonly CatalogueResalePoint[] = [
  { ageMonths: 0, fraction: sourced(1, SRC.spotWireResale, 'a new GPU: 100 % of its price') },
  { ageMonths: 12, fraction: sourced(0.78, SRC.spotWireResale, SOLD) },
  { ageMonths: 24, fraction: sourced(0.6, SRC.spotWireResale, SOLD) },
  { ageMonths: 36, fraction: sourced(0.46, SRC.spotWireResale, SOLD) },
  { ageMonths: 48, fraction: sourced(0.35, SRC.spotWireResale, SOLD) },
  {
    ageMonths: 60,
    fraction: sourced(0.27, SRC.spotWireResale, 'estimate, not a listing: the 36→48-month ratio (0.35 / 0.46 ≈ 0.76) applied once more, 0.35 × 0.76 ≈ 0.27'),
  },
];

/** The curve as scenario points ({ ageMonths, fraction }), ready to write into the investment. */
export function catalogueResaleCurve(): { ageMonths: number; fraction: number }[] {
  return RESALE_CURVE.map((p) => ({ ageMonths: p.ageMonths, fraction: p.fraction.value }));
}
