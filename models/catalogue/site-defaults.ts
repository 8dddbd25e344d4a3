// Site and finance defaults with their sources (see sources.ts).

import type { SiteDefaults } from './types';
import { SRC, sourced } from './sources';

export const SITE_DEFAULTS: SiteDefaults = {
  pue: sourced(1.4, SRC.seedNeocloud, 'seed 000: facility power is 1.3–1.5 × the IT load (midpoint)'),
  overheadFraction: sourced(0.075, SRC.planningGuides, 'midpoint of 5–10 %'),
  powerPricePerKWh: sourced(0.08, SRC.eia, 'middle of the US industrial ≈$0.07–0.09/kWh'),
  coloPerKWMonth: sourced(184, SRC.cbreNA),
  capexPerGPU: sourced(50_000, SRC.h100Capex, 'H100 all-in average incl. InfiniBand'),
  depreciationYears: sourced(6, SRC.depreciation, 'CoreWeave, Microsoft, Alphabet; Meta 5.5, Amazon 5 (subset), Nebius 4'),
  regionPremium: sourced(0.125, SRC.seedClusterMax, 'EU/APAC 10–15 % above the US (midpoint)'),
  contractDiscount: sourced(0.3, SRC.seedNeocloud, '1–3-year contracts: 30–60 % off on-demand (low end)'),
  facts: [
    sourced('Industry average PUE ≈1.58', SRC.uptimePue),
    sourced('Google fleet PUE 1.10; liquid-cooled halls 1.05–1.15, air-cooled 1.5–1.8', SRC.googlePue),
    sourced('Global colocation ≈$217/kW-month', SRC.cbreGlobal),
    sourced('Electricity planning range $0.04–0.18/kWh', SRC.eia),
    sourced('100 MW of IT power at 10–12 kW per 8-GPU node is 8,333–10,000 nodes, i.e. 66,664–80,000 GPUs (the seed\'s "7,000–9,000 H100" counts nodes)', SRC.seedNeocloud),
    sourced('Rule of thumb: a few hundred hours a year — rent; 1–2k hours — rent or spot; 24/7 — buy or reserve', SRC.seedGpuCloud2026),
  ],
};
