// GPU models with power, packaging and price presets (USD per GPU-hour). Sources: sources.ts.
// Prices are presets to start from, not quotes: each names its tier and its date.

import type { GpuModelEntry } from './types';
import { SRC, sourced, unknown } from './sources';
import { GPU_MODELS_2026 } from './gpus-2026';

const H100_ON_DEMAND = 2.99; // seed 003: typical on-demand $2.99/GPU-hr
const H200_ON_DEMAND = H100_ON_DEMAND * 1.3; // seed 000: 20–40 % above H100 (middle)
const B200_ON_DEMAND = 5.25; // provider pages 2026: specialist on-demand $4.50–6.00 (midpoint)
/** GB200 per GPU: Spheron's $9.08 per Superchip-hour over its 2 B200 GPUs. */
const GB200_ON_DEMAND = 9.08 / 2;
/** 1-year reservation discount: the low end of Mercatus's 30–50 % (May 2026) and of seed 000's 30–60 %. */
const RESERVATION_DISCOUNT = 0.3;

// All-in capex per GPU (issue 26). H100: the site default's public cluster breakdowns (≈$47–52k incl.
// InfiniBand). The others: their mid-2026 street price × the H100 ratio of all-in to street price
// ($50,000 / $30,000), i.e. servers, network and installation in the same proportion as for H100.
const H100_ALL_IN = 50_000;
const H100_STREET = 30_000;
const ALL_IN_FACTOR = H100_ALL_IN / H100_STREET;
const GB200_RACK = 3_100_000;

export const GPU_MODELS: Record<string, GpuModelEntry> = {
  'H100-SXM': {
    id: 'H100-SXM',
    label: 'NVIDIA H100 SXM (80 GB)',
    vendor: 'NVIDIA',
    tdpW: sourced(700, SRC.nvidiaH100),
    gpusPerNode: sourced(8, SRC.nvidiaDgxH100, 'DGX/HGX H100: 8 GPUs per node'),
    nodeKW: sourced(10.2, SRC.nvidiaDgxH100, 'seed 000 gives 10–12 kW for an 8-GPU H100 node'),
    unit: 'node',
    cooling: sourced('air', SRC.nvidiaDgxH100, 'DGX H100 is an air-cooled system'),
    memoryGB: sourced(80, SRC.nvidiaH100Memory),
    prices: {
      onDemand: sourced(H100_ON_DEMAND, SRC.seedClusterMax, 'typical on-demand; seed 000 gives $2–3; May 2026 surveys: specialists $2.50–3.50'),
      spot: sourced(1.5, SRC.seedClusterMax, 'midpoint of the seed\'s spot range $1.0–2.0'),
      contract1y: sourced(
        H100_ON_DEMAND * (1 - 0.3),
        SRC.seedNeocloud,
        'derived: $2.99 on-demand less 30 %, the low end of seed 000\'s 30–60 % discount for 1–3-year contracts',
      ),
      contract3y: sourced(1.5, SRC.seedNeocloud, 'seed 000: long-term contracts can fall below $1.5 (upper bound)'),
    },
    capexPerGPU: sourced(H100_ALL_IN, SRC.h100Capex, 'H100 all-in average incl. InfiniBand (the site default); the GPU alone ≈$30,000 in mid-2026 (AI Infra Map)'),
    facts: [
      sourced('1-year reserved H100 $2.35/GPU-h in March 2026, up 38 % from $1.70 in October 2025 (neocloud and tier-2 providers)', SRC.h100Reserved2026),
      sourced('India\'s government auction priced H100 at $1.6/GPU-hr on a 1-year contract', SRC.seedClusterMax),
      sourced('Nebius offered H100 SXM at $1.50/GPU-hr for at least the first 1,000 GPU-hours per month', SRC.seedClusterMax),
      sourced('EU and APAC prices run 10–15 % above the US (data residency)', SRC.seedClusterMax),
      sourced('3-year H100 contracts have almost disappeared; 1-year is the norm', SRC.seedClusterMax),
      sourced('H100 on-demand: hyperscalers $3.50–5.00, specialists $2.50–3.50, long tail $1.99–2.50', SRC.pricingSurveyMay2026),
    ],
  },
  'H200-SXM': {
    id: 'H200-SXM',
    label: 'NVIDIA H200 SXM (141 GB)',
    vendor: 'NVIDIA',
    tdpW: sourced(700, SRC.nvidiaH200),
    gpusPerNode: sourced(8, SRC.nvidiaH200, 'HGX H200: 8 GPUs per node'),
    nodeKW: sourced(10.2, SRC.nvidiaH200),
    unit: 'node',
    cooling: sourced('air', SRC.nvidiaH200, 'same HGX board class as H100'),
    memoryGB: sourced(141, SRC.nvidiaH200Memory),
    prices: {
      onDemand: sourced(
        H200_ON_DEMAND,
        SRC.seedNeocloud,
        'derived: H100 on-demand $2.99 plus 30 %, the middle of seed 000\'s "20–40 % above H100"',
      ),
      spot: unknown(SRC.seedNeocloud),
      contract1y: sourced(
        H200_ON_DEMAND * (1 - RESERVATION_DISCOUNT),
        SRC.cloudPricingMay2026,
        'derived: H200 on-demand $3.887 less 30 %, the low end of "reservation cuts 30–50 %" = $2.72',
      ),
      contract3y: unknown(SRC.seedNeocloud),
    },
    capexPerGPU: sourced(
      Math.round(35_000 * ALL_IN_FACTOR),
      SRC.aiInfraMapStreet2026,
      'derived: street price $35,000 × 50,000/30,000 (H100 all-in $50,000 over its $30,000 street price) = $58,333',
    ),
    facts: [
      sourced('H200 SXM5 on-demand May 2026: hyperscalers $4.50–7.00, specialists $3.50–4.50, long tail $2.50–3.50', SRC.cloudPricingMay2026),
      sourced('GPU street price ≈$35,000 (mid-2026, ±20–40 %)', SRC.aiInfraMapStreet2026),
      sourced('Cost stack: capital ≈$1.06/GPU-h; TCO ≈$1.41 with power and colocation; rents ≈$2', SRC.semiAnalysisH200),
      sourced('DeepSeek\'s launch briefly held up or raised H200 rental prices; the medium-term trend is down', SRC.seedClusterMax),
    ],
  },
  B200: {
    id: 'B200',
    label: 'NVIDIA B200',
    vendor: 'NVIDIA',
    tdpW: sourced(1000, SRC.nvidiaDgxB200, 'seed 000: Blackwell-class GPUs may exceed 1,000 W'),
    gpusPerNode: sourced(8, SRC.nvidiaDgxB200, 'DGX B200: 8 GPUs per node'),
    nodeKW: sourced(14.3, SRC.nvidiaDgxB200),
    unit: 'node',
    cooling: sourced('liquid', SRC.seedNeocloud, 'seed 000: liquid cooling moves from optional to required for Blackwell density'),
    memoryGB: sourced(180, SRC.nvidiaDgxB200Memory, 'DGX B200: 1,440 GB for 8 GPUs'),
    prices: {
      onDemand: sourced(B200_ON_DEMAND, SRC.b200Pages2026, 'midpoint of specialist on-demand $4.50–6.00'),
      spot: sourced(2.25, SRC.b200Pages2026, 'lowest spot seen ("from ≈$2.25")'),
      contract1y: sourced(
        B200_ON_DEMAND * (1 - RESERVATION_DISCOUNT),
        SRC.cloudPricingMay2026,
        'derived: B200 on-demand $5.25 (provider pages 2026) less 30 %, the low end of "reservation cuts 30–50 %" = $3.675',
      ),
      contract3y: unknown(SRC.b200Pages2026),
    },
    capexPerGPU: sourced(
      Math.round(40_000 * ALL_IN_FACTOR),
      SRC.aiInfraMapStreet2026,
      'derived: street price $40,000 × 50,000/30,000 (H100 all-in $50,000 over its $30,000 street price) = $66,667; the source warns that networking is a larger share of Blackwell cost, so this is a low estimate',
    ),
    facts: [
      sourced('Nebius offered to move H100 contracts onto B200 deployments', SRC.seedClusterMax),
      sourced('B200 on-demand $6.03/GPU-h on one specialist cloud (17 March 2026)', SRC.spheronMarch2026),
      sourced('GPU street price ≈$40,000 (mid-2026, ±20–40 %)', SRC.aiInfraMapStreet2026),
    ],
  },
  'GB200-NVL72': {
    id: 'GB200-NVL72',
    label: 'NVIDIA GB200 NVL72 (rack)',
    vendor: 'NVIDIA',
    tdpW: sourced(1200, SRC.gb200Nvl72, 'up to ≈1,200 W per GPU'),
    gpusPerNode: sourced(72, SRC.gb200Nvl72, 'the 72-GPU rack is the unit of deployment'),
    nodeKW: sourced(132, SRC.gb200Nvl72, 'maximum draw (power shelves); ≈120 kW typical'),
    unit: 'rack',
    cooling: sourced('liquid', SRC.gb200Nvl72),
    memoryGB: sourced(186, SRC.gb200Nvl72Memory, 'up to 13.4 TB per 72-GPU rack: 13,400/72 ≈ 186 GB per GPU'),
    prices: {
      onDemand: sourced(
        GB200_ON_DEMAND,
        SRC.spheronMarch2026,
        'derived: one provider\'s $9.08 per Superchip-hour ÷ 2 GPUs = $4.54 (seed 003\'s $2.20 is an illustrative parity price, not a quoted rate)',
      ),
      spot: unknown(SRC.seedClusterMax),
      contract1y: sourced(
        GB200_ON_DEMAND * (1 - RESERVATION_DISCOUNT),
        SRC.cloudPricingMay2026,
        'derived: GB200 on-demand $4.54 per GPU less 30 %, the low end of "reservation cuts 30–50 %" = $3.178',
      ),
      contract3y: unknown(SRC.seedClusterMax),
    },
    capexPerGPU: sourced(
      Math.round(GB200_RACK / 72),
      SRC.gb200RackPrice,
      'derived: rack $3.1 million ÷ 72 GPUs = $43,056; the rack holds the GPUs, Grace CPUs, NVLink switches and in-rack liquid cooling, not the scale-out network or installation, so all-in is higher',
    ),
    parity: sourced(
      { olderModel: 'H100-SXM', trainingSaving: 0.56, inferenceSaving: 0.75 },
      SRC.seedClusterMax,
      'GB200 NVL72 trains 56 % and serves 75 % cheaper than H100; at $2.20 for GB200, H100 must fall to ≈$0.98 (exactly 2.20 × 0.44 = $0.968)',
    ),
    facts: [sourced('"When Blackwell ships in volume you could not give Hoppers away" (Jensen Huang, quoted)', SRC.seedClusterMax)],
  },
  MI300X: {
    id: 'MI300X',
    label: 'AMD Instinct MI300X (192 GB)',
    vendor: 'AMD',
    tdpW: sourced(750, SRC.amdMi300x),
    gpusPerNode: sourced(8, SRC.amdMi300x, '8-GPU OAM platform'),
    nodeKW: sourced(
      10.6,
      SRC.amdMi300x,
      'estimate, not a vendor figure: 8 × 750 W GPUs plus the 4.6 kW non-GPU load of a DGX H100 (10.2 kW − 8 × 700 W)',
    ),
    unit: 'node',
    cooling: sourced('air', SRC.amdMi300x, 'OAM platforms of this generation ship air-cooled'),
    memoryGB: sourced(192, SRC.amdMi300xMemory),
    prices: {
      onDemand: sourced(1.71, SRC.gpuBlogMi300x, 'TensorWave listing'),
      spot: unknown(SRC.gpuBlogMi300x),
      contract1y: unknown(SRC.gpuBlogMi300x),
      contract3y: unknown(SRC.gpuBlogMi300x),
    },
    capexPerGPU: unknown(SRC.amdMi300x),
    facts: [
      sourced('MI300X shows a higher failure rate than H100/H200', SRC.seedClusterMax),
      sourced('Renting Hopper- and MI300-class GPUs is a buyer\'s market', SRC.seedClusterMax),
    ],
  },
  // B300, GB300 NVL72 and Vera Rubin NVL72 (issue 35).
  ...GPU_MODELS_2026,
};
