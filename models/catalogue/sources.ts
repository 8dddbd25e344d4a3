// The sources the catalogue cites. Three seed articles (Chinese, the project's background reading)
// are cited by title and source below: "Neocloud comparison: CoreWeave, Nebius, Lambda, Crusoe, Groq"
// (2026), "GPU云计算2026：是什么、价格与怎么选" (2026) and SemiAnalysis's "GPU Cloud ClusterMAX Rating
// System" as summarized by 傅里叶的猫 (WeChat, 2025). The other figures are public reference points
// (docs/model.md › Reference data), each named with its publisher, plus two public pages named where used.
// asOf convention: the publication date when known; otherwise the first day of the period a figure
// describes (a year -> YYYY-01-01, "H2 2024" -> 2024-07-01, "May 2026" -> 2026-05-01).

export interface SourceRef {
  source: string;
  asOf: string;
}

function ref(source: string, asOf: string): SourceRef {
  return { source, asOf };
}

export const SRC = {
  /** Seed 000: Neocloud comparison (CoreWeave, Nebius, Lambda, Crusoe, Groq) for 2026 purchasing. */
  seedNeocloud: ref('Seed article "Neocloud comparison: CoreWeave, Nebius, Lambda, Crusoe, Groq" (Chinese, 2026)', '2026-01-01'),
  /** Seed 001: "GPU云计算2026：是什么、价格与怎么选". */
  seedGpuCloud2026: ref('Seed article "GPU云计算2026：是什么、价格与怎么选" (Chinese, 2026)', '2026-01-01'),
  /** Seed 003: SemiAnalysis ClusterMAX report as summarized by 傅里叶的猫 (WeChat). */
  seedClusterMax: ref('SemiAnalysis "GPU Cloud ClusterMAX Rating System", summarized by 傅里叶的猫 (WeChat) — seed article', '2025-03-31'),
  nvidiaH100: ref('NVIDIA H100 Tensor Core GPU datasheet (SXM5: up to 700 W)', '2023-01-01'),
  nvidiaDgxH100: ref('NVIDIA DGX H100 user guide (system power ~10.2 kW max)', '2023-01-01'),
  nvidiaH200: ref('NVIDIA H200 datasheet / HGX H200 (SXM: up to 700 W; 8-GPU HGX ≈10.2 kW)', '2024-01-01'),
  nvidiaDgxB200: ref('NVIDIA DGX B200 user guide (system power ~14.3 kW max)', '2024-01-01'),
  gb200Nvl72: ref('NVIDIA GB200 NVL72 vendor and integrator pages (≈120 kW per rack, power shelves to 132 kW; up to 1,200 W per GPU)', '2025-01-01'),
  amdMi300x: ref('AMD Instinct MI300X data sheet (OAM module, 750 W TBP; 8-GPU Instinct platform)', '2023-12-06'),
  gpuBlogMi300x: ref('gpu.blog MI300X provider marketplace (https://gpu.blog/gpus/instinct-mi300x-mi300x), cheapest on-demand listing', '2025-01-01'),
  nvidiaH100Memory: ref('NVIDIA H100 Tensor Core GPU datasheet (H100 SXM: 80 GB HBM3)', '2023-01-01'),
  nvidiaH200Memory: ref('NVIDIA H200 Tensor Core GPU datasheet (H200 SXM: 141 GB HBM3e)', '2024-01-01'),
  nvidiaDgxB200Memory: ref('NVIDIA DGX B200 datasheet (1,440 GB HBM3e total for 8 GPUs: 180 GB per GPU)', '2024-01-01'),
  gb200Nvl72Memory: ref('NVIDIA GB200 NVL72 product page (up to 13.4 TB HBM3e for 72 GPUs: 186 GB per GPU)', '2025-01-01'),
  amdMi300xMemory: ref('AMD Instinct MI300X data sheet (192 GB HBM3)', '2023-12-06'),
  uptimePue: ref('Uptime Institute Global Data Center Survey 2023 (average PUE ≈1.58)', '2023-01-01'),
  googlePue: ref('Google 2024 Environmental Report (fleet PUE 1.10)', '2024-01-01'),
  planningGuides: ref('Data-center planning guides: networking/storage/management ≈5–10 % of IT load (as collected for the catalogue reference data)', '2025-01-01'),
  eia: ref('U.S. EIA Electric Power Monthly, table 5.6.B (industrial ≈$0.07–0.09/kWh; planning range $0.04–0.18)', '2025-01-01'),
  cbreNA: ref('CBRE North America Data Center Trends H2 2024 (250–500 kW requirements ≈$184/kW-month)', '2024-07-01'),
  cbreGlobal: ref('CBRE Global Data Center Trends (Q1 2025, ≈$217/kW-month)', '2025-01-01'),
  h100Capex: ref('Public H100 cluster cost breakdowns citing SemiAnalysis (≈$47–52k per GPU incl. InfiniBand; DGX H100 ≈$270k)', '2024-01-01'),
  depreciation: ref('Company filings as reported: CoreWeave, Microsoft, Alphabet 6 y; Meta 5.5 y; Amazon 5 y (subset); Nebius 4 y', '2025-01-01'),
  pricingSurveyMay2026: ref('Cloud GPU pricing surveys, H100 on-demand (hyperscaler $3.50–5.00; specialist $2.50–3.50; long tail $1.99–2.50)', '2026-05-01'),
  b200Pages2026: ref('Provider price pages, B200 rental (specialist on-demand $4.50–6.00; spot from ≈$2.25)', '2026-01-01'),
  /** Issue 26: GPU street prices and what the all-in capex of the other models is derived from. */
  aiInfraMapStreet2026: ref(
    'AI Infra Map, "H100 vs H200 vs B200 TCO" (https://www.aiinframap.com/tools/chips/h100-vs-h200-vs-b200-tco): mid-2026 typical street prices per GPU H100 ≈$30,000, H200 ≈$35,000, B200 ≈$40,000 (±20–40 %; GPU only, networking excluded)',
    '2026-06-01',
  ),
  gb200RackPrice: ref(
    'fetchlogic.net, "Memory now costs more than the processor in AI chips" (https://fetchlogic.net/memory-now-costs-more-than-the-processor-in-ai-chips-and-that-changes-everything-about-who-can-afford-to-compete/): a GB200 NVL72 rack ≈$3.1 million (2026; no exact date given)',
    '2026-01-01',
  ),
  cloudPricingMay2026: ref(
    'Mercatus, "Cloud GPU pricing" (https://www.mercatus-ai.com/blog/cloud-gpu-pricing), May 2026: H200 SXM5 on-demand hyperscaler $4.50–7.00, specialty $3.50–4.50, long tail $2.50–3.50; "reservation cuts 30–50 % off the hourly rate"',
    '2026-05-01',
  ),
  spheronMarch2026: ref(
    'Spheron, "NVIDIA H200 vs B200 vs GB200" (https://www.spheron.network/blog/nvidia-h200-vs-b200-vs-gb200): on-demand as of 17 March 2026 H200 $4.54/h, B200 $6.03/h, GB200 $9.08/h per Superchip (1 Grace CPU + 2 B200 GPUs)',
    '2026-03-17',
  ),
  h100Reserved2026: ref(
    'TechReader Daily, "H100 reserved capacity hits $2.35/hour floor in 2026" (SemiAnalysis data published 2 April 2026): 1-year reserved H100 $2.35/GPU-h in March 2026, up 38 % from $1.70 in October 2025',
    '2026-04-02',
  ),
  // Issue 35: the used-GPU resale curve and the 2026 entries (B300, GB300 NVL72, Rubin).
  spotWireResale: ref(
    'SpotWire open data, used-GPU sold listings (2026-06-04): H100 PCIe value by age 0/12/24/36/48 months ≈ 1.00/0.78/0.60/0.46/0.35 of new (a used H100 PCIe ≈ $20k, n = 25, 2026-05-28)',
    '2026-06-04',
  ),
  usedPricesQ1_2026: ref('runlocalai.co used-GPU prices, Q1 2026 (secondary): H100 SXM $22–25k (from a $40k+ peak), H200 $28–31k, B200 $40–43k', '2026-01-01'),
  lenovoGb300: ref('Lenovo Press LP2357, NVIDIA GB300 NVL72 product guide: 135 kW TDP per rack, up to 155 kW peak, 1,100 W per GPU; 72 GPUs per rack, liquid-cooled', '2025-10-01'),
  blackwellUltra: ref('NVIDIA Blackwell Ultra (B300 / GB300) product pages: 288 GB HBM3e per GPU; DGX B300 ≈ 14.5 kW per 8-GPU system (secondary report)', '2025-03-18'),
  rateCardsSep2026: ref('Rate cards checked 2026-09-19 (public research note callgideon/model-inference): B300 on demand AWS $17.80, OCI $15.00, Hyperstack $7.40, DigitalOcean 12-month $7.94; GB300 OCI $18.00', '2026-09-19'),
  rackPrices2026: ref('Rack prices as reported (secondary): GB300 NVL72 ≈ $4M per rack; Vera Rubin VR200 NVL72 ≈ $7.8M per rack, ≈ $2.0M of it memory (Morgan Stanley, May 2026)', '2026-05-01'),
  rubinCes2026: ref('NVIDIA CES 2026 keynote (2026-01-05): Vera Rubin "in full production", partner availability H2 2026; 288 GB HBM4 per Rubin GPU; rack power reported between 120–130 kW and 190–230 kW (sources conflict)', '2026-01-05'),
  semiAnalysisH200: ref('SemiAnalysis H200 cost stack (public thread): capital ≈$1.06/GPU-h, TCO ≈$1.41, rents ≈$2', '2025-01-01'),
} as const;

export function sourced<T>(value: T, src: SourceRef, note?: string): { value: T; source: string; asOf: string; note?: string } {
  return note === undefined ? { value, source: src.source, asOf: src.asOf } : { value, source: src.source, asOf: src.asOf, note };
}

/** A value no source gives: shown as unknown, never invented. */
export function unknown<T>(src: SourceRef, note = 'not stated in the sources'): { value: T | null; source: string; asOf: string; note: string } {
  return { value: null, source: src.source, asOf: src.asOf, note };
}
