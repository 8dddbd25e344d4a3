// The reference catalogue: GPU models, provider profiles, site defaults (each value sourced and
// dated), and the merge of user overrides.

import { GPU_MODELS } from './gpus';
import { PROVIDERS } from './providers';
import { SITE_DEFAULTS } from './site-defaults';
import type { Catalogue, GpuModelEntry, Sourced } from './types';

export type * from './types';
export { mergeCatalogue, mergeCatalogueWithReport } from './merge';
export type { CatalogueOverrides, MergeReport, Override } from './merge';
export { SRC } from './sources';
export { RESALE_CURVE, catalogueResaleCurve } from './resale';
export type { CatalogueResalePoint } from './resale';

export const CATALOGUE: Catalogue = { gpus: GPU_MODELS, providers: PROVIDERS, site: SITE_DEFAULTS };

/**
 * The all-in capex per GPU the catalogue offers for a GPU model (issue 26): the model's own figure
 * when it has one, else nothing. The site default (H100 all-in) is no longer offered for other
 * models: a B200 bought at the H100 price is the mistake this prevents.
 */
export function catalogueCapex(gpu: GpuModelEntry | undefined): Sourced<number> | undefined {
  const c = gpu?.capexPerGPU;
  return c && typeof c.value === 'number' ? (c as Sourced<number>) : undefined;
}
