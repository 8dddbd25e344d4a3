// Catalogue types: reference data the app offers as defaults. Every value carries where it comes
// from and when it was true, and every value can be overridden by the user (source "user").

import type { Cooling } from '../scenario/types';

/** A value with its provenance. `asOf` is an ISO date (YYYY-MM-DD); see models/README.md "Catalogue". */
export interface Sourced<T> {
  value: T;
  source: string;
  asOf: string;
  /** How the value was derived, its range, or a caveat. */
  note?: string;
}

export interface PricePresets {
  /** Per GPU-hour, in USD. null: no sourced figure. */
  onDemand: Sourced<number | null>;
  spot: Sourced<number | null>;
  contract1y: Sourced<number | null>;
  contract3y: Sourced<number | null>;
}

export interface ParityReference {
  /** The older catalogue GPU this one is compared with. */
  olderModel: string;
  trainingSaving: number;
  inferenceSaving: number;
}

export interface GpuModelEntry {
  id: string;
  label: string;
  vendor: string;
  tdpW: Sourced<number>;
  /** GPUs per node (for rack-scale systems: per rack, which is then the "node"). */
  gpusPerNode: Sourced<number>;
  /** Maximum draw of that node (or rack), kW. */
  nodeKW: Sourced<number>;
  /** "node": a server; "rack": a rack-scale system treated as one node. */
  unit: 'node' | 'rack';
  cooling: Sourced<Cooling>;
  /** Memory per GPU, GB (the sizing's default gpuMemoryGB); null: not known. */
  memoryGB: Sourced<number | null>;
  prices: PricePresets;
  /**
   * All-in purchase cost per GPU (the GPU's share of the server, the cluster network and their
   * installation), USD: the investment's and rent vs buy's capexPerGPU. null: no sourced figure.
   */
  capexPerGPU: Sourced<number | null>;
  /** Cost per unit of work against an older GPU (for market parity rules), when sourced. */
  parity?: Sourced<ParityReference | null>;
  /** Further dated facts shown with the entry. */
  facts: Sourced<string>[];
}

export type ProviderCategory =
  | 'community-cloud'
  | 'spot-marketplace'
  | 'specialist-cloud'
  | 'enterprise-cloud'
  | 'neocloud'
  | 'hyperscaler'
  | 'managed-inference'
  | 'inference-chip-api';

export type ClusterMaxTier = 'platinum' | 'gold' | 'silver' | 'bronze' | 'underperform';

export type PowerMagnitude = 'gigawatt-scale' | 'hundreds-of-MW' | 'small';

export interface ProviderProfile {
  id: string;
  name: string;
  category: Sourced<ProviderCategory | null>;
  /** SemiAnalysis ClusterMAX rating (first edition, March 2025); null: not rated in the sources. */
  clusterMaxTier: Sourced<ClusterMaxTier | null>;
  billingGranularity: Sourced<string | null>;
  storagePolicy: Sourced<string | null>;
  egressPolicy: Sourced<string | null>;
  networking: Sourced<string | null>;
  contractedPower: Sourced<PowerMagnitude | null>;
  regions: Sourced<string[] | null>;
  facts: Sourced<string>[];
}

export interface SiteDefaults {
  pue: Sourced<number>;
  overheadFraction: Sourced<number>;
  powerPricePerKWh: Sourced<number>;
  coloPerKWMonth: Sourced<number>;
  /** H100-class all-in capex per GPU (servers, networking), USD. */
  capexPerGPU: Sourced<number>;
  depreciationYears: Sourced<number>;
  /** EU / APAC price premium over the US. */
  regionPremium: Sourced<number>;
  /** Discount of 1–3-year contracts against on-demand. */
  contractDiscount: Sourced<number>;
  facts: Sourced<string>[];
}

export interface Catalogue {
  gpus: Record<string, GpuModelEntry>;
  providers: Record<string, ProviderProfile>;
  site: SiteDefaults;
}
