// Provider profiles, only as far as the seed articles state them. Anything they do not say is null
// (shown as "unknown"), not filled in from memory. Category-level statements (e.g. about
// hyperscalers in general) say so in their note.

import type { ProviderProfile } from './types';
import type { SourceRef } from './sources';
import { SRC, sourced, unknown } from './sources';

const N = SRC.seedNeocloud; // seed 000
const G = SRC.seedGpuCloud2026; // seed 001
const C = SRC.seedClusterMax; // seed 003

function notRated(): ProviderProfile['clusterMaxTier'] {
  return unknown(C, 'not rated in the seed\'s summary of ClusterMAX');
}

function none<T>(src: SourceRef = N): { value: T | null; source: string; asOf: string; note: string } {
  return unknown<T>(src);
}

const HYPERSCALER_EGRESS = sourced<string | null>(
  'high egress fees (the seed: hyperscalers use them to discourage leaving)',
  C,
  'a statement about hyperscalers in general',
);

export const PROVIDERS: Record<string, ProviderProfile> = {
  coreweave: {
    id: 'coreweave',
    name: 'CoreWeave',
    category: sourced('enterprise-cloud', G),
    clusterMaxTier: sourced('platinum', C, 'the only Platinum provider'),
    billingGranularity: sourced('per second', N),
    storagePolicy: sourced('billed per GB-month', N),
    egressPolicy: sourced('some free allowance; excess billed', N),
    networking: sourced('InfiniBand (NDR) with SHARP configured', C),
    contractedPower: sourced('gigawatt-scale', N, 'several large data-center projects, total approaching GW scale'),
    regions: sourced(['North America', 'Europe'], N),
    facts: [
      sourced('The only non-hyperscaler reliably running 10,000+ H100 clusters', C),
      sourced('Replaces a failed node with a hot spare within 90 seconds', C),
      sourced('Burn-in of 3–4 weeks at high temperature before handover', C),
      sourced('Serves mainly long-term, large-cluster customers', C),
    ],
  },
  nebius: {
    id: 'nebius',
    name: 'Nebius',
    category: sourced('neocloud', N),
    clusterMaxTier: sourced('gold', C),
    billingGranularity: sourced('per second', N),
    storagePolicy: sourced('billed per GB-month', N),
    egressPolicy: sourced('billed by traffic', N, 'seed 003 says most neoclouds do not charge for data migration'),
    networking: sourced('InfiniBand', N),
    contractedPower: sourced('hundreds-of-MW', N),
    regions: sourced(['Europe', 'North America'], N),
    facts: [
      sourced('Lowest absolute prices among technically strong GPU clouds; flexible short/medium terms', C),
      sourced('H100 SXM at $1.50/GPU-hr for at least the first 1,000 GPU-hours per month', C),
      sourced('Custom ODM servers: hardware margin ≈2 % instead of the usual 10–15 %', C),
      sourced('Can deliver a 128-GPU cluster within 2 days', C),
    ],
  },
  lambda: {
    id: 'lambda',
    name: 'Lambda',
    category: sourced('specialist-cloud', G),
    clusterMaxTier: sourced('silver', C),
    billingGranularity: sourced('per hour or per second', N),
    storagePolicy: sourced('billed per GB-month', N),
    egressPolicy: sourced('basic allowance included', N),
    networking: sourced('InfiniBand on some instance types', N),
    contractedPower: sourced('hundreds-of-MW', N),
    regions: sourced(['North America'], N),
    facts: [
      sourced('The market reference for on-demand instances', C),
      sourced('Instances can take up to 10 minutes to start (Crusoe: 30 s)', C),
    ],
  },
  crusoe: {
    id: 'crusoe',
    name: 'Crusoe',
    category: sourced('neocloud', N),
    clusterMaxTier: sourced('gold', C),
    billingGranularity: sourced('per hour or per second', N),
    storagePolicy: sourced('billed per GB-month', N),
    egressPolicy: sourced('billed by traffic', N),
    networking: sourced('high-performance networking options; confirm RDMA per instance type', N),
    contractedPower: sourced('hundreds-of-MW', N, 'some projects moving toward GW scale'),
    regions: sourced(['North America'], N),
    facts: [
      sourced('Low-cost energy (associated gas, renewables); competitive long-term contract prices', N),
      sourced('Can deliver a 128-GPU cluster within 2 days; instances start in about 30 s', C),
      sourced('Managed Slurm "Auto Clusters" announced at GTC', C),
    ],
  },
  oracle: {
    id: 'oracle',
    name: 'Oracle Cloud Infrastructure',
    category: sourced('hyperscaler', C),
    clusterMaxTier: sourced('gold', C),
    billingGranularity: none(C),
    storagePolicy: none(C),
    egressPolicy: none(C),
    networking: sourced('RoCE v2 Ethernet (Spectrum-X class); 32-server rail-optimized pods', C),
    contractedPower: none(C),
    regions: none(C),
    facts: [sourced('Among the lowest GPU prices of the hyperscalers', C)],
  },
  aws: {
    id: 'aws',
    name: 'AWS',
    category: sourced('hyperscaler', G),
    clusterMaxTier: sourced('silver', C),
    billingGranularity: sourced('per hour or per second; reserved instances common', N, 'said of the traditional clouds in general'),
    storagePolicy: none(C),
    egressPolicy: HYPERSCALER_EGRESS,
    networking: sourced('EFAv3 (e.g. p5en: 16 × 200 GbE for H200)', C),
    contractedPower: none(C),
    regions: sourced(['global'], G, 'the big three public clouds are the choice for global coverage'),
    facts: [sourced('HyperPod: managed Slurm and Kubernetes, without automated active health checks', C)],
  },
  'google-cloud': {
    id: 'google-cloud',
    name: 'Google Cloud',
    category: sourced('hyperscaler', G),
    clusterMaxTier: sourced('bronze', C, 'expected by the authors to reach Gold or Platinum at the next review'),
    billingGranularity: sourced('per hour or per second; reserved instances common', N, 'said of the traditional clouds in general'),
    storagePolicy: none(C),
    egressPolicy: HYPERSCALER_EGRESS,
    networking: sourced('a3-ultra: 3.2 Tbit/s RDMA Ethernet per node (ConnectX-7), 4-node rail groups; a3-mega: 1.6 Tbit/s', C),
    contractedPower: none(C),
    regions: sourced(['global'], G, 'the big three public clouds are the choice for global coverage'),
    facts: [sourced('Most customers still run on a3-mega, 10–20 % slower in training', C)],
  },
  azure: {
    id: 'azure',
    name: 'Microsoft Azure',
    category: sourced('hyperscaler', G),
    clusterMaxTier: notRated(),
    billingGranularity: sourced('per hour or per second; reserved instances common', N, 'said of the traditional clouds in general'),
    storagePolicy: none(C),
    egressPolicy: HYPERSCALER_EGRESS,
    networking: sourced('InfiniBand with SHARP configured', C),
    contractedPower: none(C),
    regions: sourced(['global'], G, 'the big three public clouds are the choice for global coverage'),
    facts: [sourced('NCCL works out of the box', C)],
  },
  together: {
    id: 'together',
    name: 'Together AI',
    category: sourced('managed-inference', G),
    clusterMaxTier: sourced('gold', C, 'clusters at Silver level, raised to Gold for support and kernel expertise'),
    billingGranularity: sourced('per token (managed inference)', G),
    storagePolicy: none(G),
    egressPolicy: none(G),
    networking: unknown(C, 'runs on other providers\' infrastructure (e.g. Applied Digital, Crusoe)'),
    contractedPower: none(C),
    regions: none(C),
    facts: [sourced('Managed Slurm and Kubernetes; team led by FlashAttention author Tri Dao', C)],
  },
  groq: {
    id: 'groq',
    name: 'Groq',
    category: sourced('inference-chip-api', N, 'LPU inference cloud, not a GPU cloud'),
    clusterMaxTier: notRated(),
    billingGranularity: sourced('per token (API)', N),
    storagePolicy: sourced('none (API only)', N),
    egressPolicy: sourced('no conventional network billing', N),
    networking: unknown(N, 'API service; no GPU cluster networking'),
    contractedPower: sourced('small', N, 'far below GPU clusters; capacity limited by chip supply rather than power'),
    regions: sourced(['North America'], N),
    facts: [sourced('Very low latency inference through an API; not suited to training', N)],
  },
  runpod: {
    id: 'runpod',
    name: 'RunPod',
    category: sourced('community-cloud', G),
    clusterMaxTier: notRated(),
    billingGranularity: sourced('per second', G),
    storagePolicy: none(G),
    egressPolicy: none(G),
    networking: none(G),
    contractedPower: none(G),
    regions: none(G),
    facts: [sourced('Rich image library; the balanced choice between price and reliability', G)],
  },
  'vast-ai': {
    id: 'vast-ai',
    name: 'Vast.ai',
    category: sourced('spot-marketplace', G),
    clusterMaxTier: notRated(),
    billingGranularity: none(G),
    storagePolicy: none(G),
    egressPolicy: none(G),
    networking: none(G),
    contractedPower: none(G),
    regions: none(G),
    facts: [sourced('Marketplace of idle GPUs: usually the lowest prices, reliability varies; for re-runnable batch work', G)],
  },
};
