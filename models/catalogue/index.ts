// The reference catalogue: GPU models, provider profiles, site defaults (each value sourced and
// dated), and the merge of user overrides.

import { GPU_MODELS } from './gpus';
import { PROVIDERS } from './providers';
import { SITE_DEFAULTS } from './site-defaults';
import type { Catalogue } from './types';

export type * from './types';
export { mergeCatalogue, mergeCatalogueWithReport } from './merge';
export type { CatalogueOverrides, MergeReport, Override } from './merge';
export { SRC } from './sources';

export const CATALOGUE: Catalogue = { gpus: GPU_MODELS, providers: PROVIDERS, site: SITE_DEFAULTS };
