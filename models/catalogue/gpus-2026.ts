// GPU models that ship from 2025–2026 (issue 35): B300 (HGX), GB300 NVL72 and Vera Rubin NVL72.
// Figures from secondary reports or derived are marked as such in their note; sources: sources.ts.

import type { GpuModelEntry } from './types';
import { SRC, sourced, unknown } from './sources';

const GB300_RACK = 4_000_000;
const RUBIN_RACK = 7_800_000;

export const GPU_MODELS_2026: Record<string, GpuModelEntry> = {
  B300: {
    id: 'B300',
    label: 'NVIDIA B300 (Blackwell Ultra, 288 GB)',
    vendor: 'NVIDIA',
    tdpW: sourced(1100, SRC.lenovoGb300, 'estimate for the HGX board: the Blackwell Ultra GPU at 1,100 W as in GB300 NVL72'),
    gpusPerNode: sourced(8, SRC.blackwellUltra, 'DGX / HGX B300: 8 GPUs per node'),
    nodeKW: sourced(14.5, SRC.blackwellUltra, 'secondary report of DGX B300 maximum draw'),
    unit: 'node',
    cooling: sourced('liquid', SRC.blackwellUltra, 'estimate: Blackwell Ultra systems are built for liquid cooling at this density'),
    memoryGB: sourced(288, SRC.blackwellUltra),
    prices: {
      onDemand: sourced(7.4, SRC.rateCardsSep2026, 'specialist on demand (Hyperstack); hyperscalers $15–18'),
      spot: unknown(SRC.rateCardsSep2026),
      contract1y: sourced(7.94, SRC.rateCardsSep2026, 'DigitalOcean 12-month rate, above one specialist\'s on-demand price: rate cards differ by provider'),
      contract3y: unknown(SRC.rateCardsSep2026),
    },
    capexPerGPU: unknown(SRC.rackPrices2026, 'no sourced B300 server price; the GB300 NVL72 entry gives a rack-based figure'),
    facts: [sourced('B300 on demand: AWS $17.80, OCI $15.00, Hyperstack $7.40 per GPU-hour (2026-09-19)', SRC.rateCardsSep2026)],
  },
  'GB300-NVL72': {
    id: 'GB300-NVL72',
    label: 'NVIDIA GB300 NVL72 (rack)',
    vendor: 'NVIDIA',
    tdpW: sourced(1100, SRC.lenovoGb300),
    gpusPerNode: sourced(72, SRC.lenovoGb300, 'the 72-GPU rack is the unit of deployment'),
    nodeKW: sourced(155, SRC.lenovoGb300, 'peak draw, what colocation provisions and bills; 135 kW TDP'),
    unit: 'rack',
    cooling: sourced('liquid', SRC.lenovoGb300),
    memoryGB: sourced(288, SRC.blackwellUltra),
    prices: {
      onDemand: sourced(18, SRC.rateCardsSep2026, 'OCI on demand, one provider'),
      spot: unknown(SRC.rateCardsSep2026),
      contract1y: unknown(SRC.rateCardsSep2026),
      contract3y: unknown(SRC.rateCardsSep2026),
    },
    capexPerGPU: sourced(
      Math.round(GB300_RACK / 72),
      SRC.rackPrices2026,
      'estimate: a secondary report\'s rack ≈ $4M ÷ 72 GPUs = $55,556; the rack only (no scale-out network or installation), so all-in is higher',
    ),
    facts: [sourced('Rack power: 135 kW TDP, up to 155 kW peak (1,100 W per GPU)', SRC.lenovoGb300)],
  },
  'VR200-NVL72': {
    id: 'VR200-NVL72',
    label: 'NVIDIA Vera Rubin NVL72 (rack)',
    vendor: 'NVIDIA',
    tdpW: sourced(1800, SRC.rubinCes2026, 'estimate: reported Rubin GPU power ≈1.8 kW; not a datasheet figure yet'),
    gpusPerNode: sourced(72, SRC.rubinCes2026, 'the 72-GPU rack is the unit of deployment'),
    nodeKW: sourced(190, SRC.rubinCes2026, 'estimate: reports conflict (120–130 kW vs 190–230 kW); the low end of the higher range, 72 × 1.8 kW of GPUs alone is ≈130 kW'),
    unit: 'rack',
    cooling: sourced('liquid', SRC.rubinCes2026),
    memoryGB: sourced(288, SRC.rubinCes2026),
    prices: {
      onDemand: unknown(SRC.rubinCes2026, 'not yet rented: partner availability from H2 2026'),
      spot: unknown(SRC.rubinCes2026),
      contract1y: unknown(SRC.rubinCes2026),
      contract3y: unknown(SRC.rubinCes2026),
    },
    capexPerGPU: sourced(
      Math.round(RUBIN_RACK / 72),
      SRC.rackPrices2026,
      'estimate: a secondary report\'s rack ≈ $7.8M ÷ 72 GPUs = $108,333; the rack only, so all-in is higher',
    ),
    facts: [
      sourced('Rubin "in full production" (CES 2026-01-05); partner availability H2 2026, shipments from Q3–Q4 2026', SRC.rubinCes2026),
      sourced('About $2.0M of a VR200 NVL72 rack\'s ≈$7.8M is memory (HBM4)', SRC.rackPrices2026),
    ],
  },
};
