// The modes, lines and per-mode records of rent vs buy (docs/model.md › Rent vs buy, rent-vs-buy and renting without a site), shared by
// models/rent-vs-buy.ts and the modules it is split into.

export type RentMode = 'onDemand' | 'spot' | 'reserved' | 'reserved3y';
export type CostMode = RentMode | 'buy';
/**
 * A value per mode of a result. onDemand, spot and reserved are always there; `reserved3y` only with
 * `reserved3yPrice`, `buy` only when the power per GPU and the PUE are known (a site, or
 * `rentVsBuy.kwPerGPU` and `pue`: docs/model.md › Rent vs buy › Without a site and per token).
 */
export type ByMode<T, M extends string = CostMode> = Record<Exclude<M, 'reserved3y' | 'buy'>, T> & { reserved3y?: T; buy?: T };

export { HOURS_PER_YEAR } from './units';

export interface Line {
  fixed: number;
  perHour: number;
}
