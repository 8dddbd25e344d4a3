// Starting points for new scenarios. Values come from the catalogue (models/catalogue: NVIDIA DGX
// specs, seed-article prices, EIA power, CBRE colocation, public H100 capex) and the worked example
// (test/fixtures/h100-512-colo.gpuplan.json); each document loads without issues (tested).

import { CATALOGUE } from '../../models/catalogue';
import { DEFAULT_OFFER_NAMES } from '../../models/portfolio/offers';
import type { Language } from '../i18n/languages';
import { localizeOfferNames, PROFILE_PRESETS } from '../store/portfolio-edits';
import { localizeTemplateNames } from './template-names';
import { b200Quarterly, twoBatchesH200 } from './templates-fleet';

export type TemplateId = '100mw-campus' | '512-gpu-rental' | 'h100-vs-b200' | 'three-quotes' | 'negotiating-1024' | 'serve-70b' | 'serving-mix' | 'two-batches-h200-cny' | 'b200-quarterly';

export interface ScenarioTemplate {
  id: TemplateId;
  name: Record<Language, string>;
  description: Record<Language, string>;
  doc: Record<string, unknown>;
  /** Values of the document that read in the user's language beyond its name and notes. */
  localize?: (doc: Record<string, unknown>, language: Language) => Record<string, unknown>;
}

// DGX/HGX H100: 8 GPUs, 10.2 kW per node, 700 W per GPU (NVIDIA DGX H100 user guide).
const H100_NODE = { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2, gpuTDPW: 700 };

// Hopper under Blackwell pressure, as in the worked example: B200 arrives at month 6 and from month
// 12 caps H100 at 0.44 × its price (seed 003: GB200 trains 56 % cheaper than H100).
const HOPPER_BLACKWELL_MARKET = {
  generations: [
    { id: 'hopper', label: 'H100 SXM', price: 2.1, annualDecline: 0.2, floor: 0.9 },
    { id: 'blackwell', label: 'B200', price: 3.4, annualDecline: 0.18, floor: 1.4, availableMonth: 6 },
  ],
  parity: [{ older: 'hopper', newer: 'blackwell', fromMonth: 12, relativeCost: 0.44 }],
};

/**
 * Buying H100 in 2026 (both investment templates): the catalogue's all-in capex and useful life,
 * contracts as seed 003 describes them, a ramp, tax, and a residual that follows the rental market.
 */
const INVESTMENT_2026 = {
  capexPerGPU: 50_000, // catalogue: H100 all-in ≈$47–52k incl. InfiniBand (DGX alone ≈$270k / 8 = $34k)
  residualFraction: 0.1,
  residualMode: 'market', // resale value falls with Hopper rents (p(H) / launch price)
  utilization: 0.85,
  idlePowerFraction: 0.3,
  // Seed 003 (2025–26): H100 3-year contracts have all but gone, 1-year terms are the norm; billed
  // whether used or not; $2.99 on-demand less the catalogue's 30 % contract discount.
  contractPrice: 2.09,
  contractMonths: 12,
  takeOrPay: true,
  powerPricePerKWh: 0.08, // EIA: US industrial ≈$0.07–0.09/kWh
  coloPerKWMonth: 130,
  opexPerGPUMonth: 45,
  discountRate: 0.12,
  taxRate: 0.21, // US federal corporate rate; set your own jurisdiction's
  depreciationMonths: 72, // catalogue: 6-year useful life (CoreWeave, Microsoft, Alphabet filings)
  rampMonths: 3, // delivery, burn-in and customer onboarding
};

// Version 3 (docs/model.md › Quotes › Window): a lead time in weeks sets the delivery month when none is given.
const BASE = { format: 'gpuplan/scenario', version: 3, currency: 'USD', horizonMonths: 60 } as const;

/** A colocation site sized for 512 H100 GPUs (the worked example's site, at 1.1 MW contracted). */
const SITE_512 = {
  contractedMW: 1.1,
  powerBasis: 'facility',
  pue: 1.35,
  reserveFraction: 0.05,
  overheadFraction: 0.1,
  rackKW: 40, // 3 DGX nodes per rack: stays within air cooling's ~40 kW
  cooling: 'air',
  targetGPUs: 512,
};

const campus: ScenarioTemplate = {
  id: '100mw-campus',
  name: { en: '100 MW campus', 'zh-CN': '100 MW 园区' },
  description: {
    en: 'How many H100 GPUs 100 MW of contracted facility power really delivers (PUE 1.35, 5 % reserve, 7.5 % network and storage load), and the return on filling it with $50k all-in H100s under the 1-year contracts of 2026, after tax.',
    'zh-CN': '100 MW 合同设施电力实际能支撑多少张 H100（PUE 1.35、5% 预留、7.5% 网络与存储负载），以及以每张 5 万美元（全包）的 H100 按 2026 年主流的 1 年期合同装满后的税后投资回报。',
  },
  doc: {
    ...BASE,
    name: '100 MW campus',
    site: {
      contractedMW: 100,
      powerBasis: 'facility',
      pue: 1.35, // seed 000: 1.3–1.5
      reserveFraction: 0.05,
      overheadFraction: 0.075, // planning guides: 5–10 % of IT load
      rackKW: 40, // 3 DGX nodes per rack: stays within air cooling's ~40 kW
      cooling: 'air',
    },
    node: H100_NODE,
    market: HOPPER_BLACKWELL_MARKET,
    investment: {
      generation: 'hopper',
      ...INVESTMENT_2026,
      contractedShare: 0.8, // a campus is financed on contracts, not on the spot market
      debtFraction: 0.5,
      debtAnnualRate: 0.09,
      debtTermMonths: 48,
    },
  },
};

const rental: ScenarioTemplate = {
  id: '512-gpu-rental',
  name: { en: '512-GPU rental', 'zh-CN': '租用 512 张 GPU' },
  description: {
    en: 'Renting 512 H100 GPUs with no site of your own: on-demand, spot (when it is available), 1- and 3-year reservations or buying into a colocation, over your annual hours — where each one wins — with an on-demand and a committed quote.',
    'zh-CN': '没有自有站点，租用 512 张 H100：按需、竞价（在有竞价容量时）、1 年与 3 年预留，还是买卡放进托管机房，按全年使用小时比较各自最便宜的区间；附一份按需报价与一份承诺用量报价。',
  },
  doc: {
    ...BASE,
    name: '512-GPU rental',
    // A renter needs no site (docs/model.md › Rent vs buy › Without a site and per token): buying is compared from the power per GPU and the
    // PUE given in the rent-vs-buy section, so no contracted MW is asked for.
    node: H100_NODE,
    rentVsBuy: {
      onDemandPrice: 2.99, // seed 003: typical H100 on-demand
      spotPrice: 1.5, // seed 003: spot $1.0–2.0
      spotOverhead: 0.1,
      // Seeds 001 and 003: spot can be reclaimed at any time and suits only restartable work. AWS's
      // Spot Instance Advisor puts H100 spot (p5.48xlarge) in the 15–20 % frequency-of-interruption
      // band (data of 24 Feb 2026, quoted by Thunder Compute, "Cloud GPU Spot Instance Availability
      // and Interruption Rates (2026)", thundercompute.com/blog/cloud-gpu-spot-instance-availability;
      // 10–20 % on 1 May 2025 in its earlier post): read conservatively, the band's upper end is the
      // share of hours spot cannot be counted on, so spot serves 80 % and the rest runs on demand.
      spotAvailability: 0.8,
      reservedPrice: 2.09, // 1-year: $2.99 less 30 %
      reserved3yPrice: 1.5, // catalogue: seed 000, long-term contracts can fall below $1.5
      capexPerGPU: 50_000,
      lifeYears: 6, // CoreWeave, Microsoft, Alphabet depreciate over 6 years
      residualFraction: 0.1,
      costOfCapital: 0.1,
      powerPricePerKWh: 0.08,
      coloPerKWMonth: 184, // CBRE: North America, 250–500 kW, H2 2024
      opexPerGPUMonth: 45,
      idlePowerFraction: 0.3,
      // DGX H100 10.2 kW (NVIDIA) plus 7.5 % for network and storage (planning guides), per GPU.
      kwPerGPU: (10.2 * 1.075) / 8,
      pue: 1.4, // catalogue: midpoint of seed 000's 1.3–1.5
      usageHours: 6000,
      // docs/model.md › Rent vs buy › Without a site and per token's default for a new plan, written out: this version-2 template would otherwise
      // migrate with the v2 value (= tokenUtilization, 100 %).
      autoscaledUtilization: 0.7,
    },
    // Version 3: the reservation's 4-week lead time delivers in month 1; that month runs on demand ($2.99).
    workload: { gpuHoursPerMonth: 300_000, storageTB: 200, egressTBPerMonth: 20, discountRate: 0.1, bridgePrice: 2.99 },
    quotes: [
      {
        provider: 'On-demand cloud',
        gpuModel: 'H100-SXM',
        gpus: 512,
        pricePerGPUHour: 2.99,
        termMonths: 12,
        committedShare: 0,
        storagePerTBMonth: 45,
        egressTBIncludedPerMonth: 10,
        egressPerGB: 0.05,
        slaUptime: 0.99,
        networking: 'infiniband',
        billingGranularity: 'per second',
      },
      {
        provider: '1-year reservation',
        gpuModel: 'H100-SXM',
        // 52 nodes: 416 × 730 = 303,680 GPU-hours a month, enough for the workload's 300,000 with
        // 1 % idle (512 reserved GPUs would pay 20 % of the bill for idle hours: a warning).
        gpus: 416,
        pricePerGPUHour: 2.09,
        termMonths: 12,
        committedShare: 1,
        storageTBIncluded: 100,
        storagePerTBMonth: 60,
        egressPerGB: 0, // stated as free (many GPU clouds charge no egress); absent would read "not quoted"
        slaUptime: 0.995,
        leadTimeWeeks: 4,
        networking: 'infiniband',
      },
    ],
  },
};

/**
 * Issue 26: both generations priced at the catalogue's 1-year contract price (H100 $2.99 − 30 % in
 * cents; B200 $5.25 − 30 % = $3.675), B200 on the market from month 0 (the catalogue prices it as of
 * 2026), and from month 12 Hopper capped at 0.44 × B200 as in the worked example (seed 003's GB200
 * training saving, the only sourced parity). "Switch the plan to B200" (editor, Hardware) then moves
 * node, cooling, capex, contract price and generation to B200's catalogue figures together.
 */
const H100_B200_MARKET = {
  generations: [
    // H100: $2.093 quoted in cents, as the investment's contract price.
    { ...HOPPER_BLACKWELL_MARKET.generations[0], price: 2.09 },
    { ...HOPPER_BLACKWELL_MARKET.generations[1], price: CATALOGUE.gpus.B200.prices.contract1y.value!, availableMonth: 0 },
  ],
  parity: HOPPER_BLACKWELL_MARKET.parity.map((p) => ({ ...p })),
};

const h100VsB200: ScenarioTemplate = {
  id: 'h100-vs-b200',
  name: { en: 'H100 vs B200 investment', 'zh-CN': 'H100 与 B200 投资对比' },
  description: {
    en: 'Buying 512 H100 GPUs at the 2026 all-in price while B200 pushes Hopper rents down: project and equity IRR after tax, NPV, debt cover and payback, with a Monte Carlo range. To compare, save a copy, pick B200 under Hardware and press “Switch the plan to B200”: capex ($66,667 all-in), contract price ($3.675 for 1 year), market generation and cooling change together from the catalogue, in one step you can undo. The site (1.5 MW) takes 512 of either.',
    'zh-CN': '在 B200 压低 Hopper 租金之际以 2026 年全包价格购买 512 张 H100：税后项目与股权 IRR、NPV、偿债覆盖率与回收期，并附蒙特卡洛区间。如需对比：另存一份，在“硬件”中选择 B200 并点击“将方案整体切换为 B200”，资本支出（全包 66,667 美元）、合同价格（1 年期 3.675 美元）、市场代际与散热方式将按目录一并更改，一步完成且可撤销。该站点（1.5 MW）可容纳 512 张任一型号。',
  },
  doc: {
    ...BASE,
    name: 'H100 vs B200 investment',
    // Sized for 512 B200 (64 nodes × 14.3 kW × 1.1 = 1,007 kW IT, / 95 % × PUE 1.35 = 1.43 MW), so
    // the B200 copy fits the same site; with H100 it powers more than the 512 bought.
    site: { ...SITE_512, contractedMW: 1.5 },
    node: H100_NODE,
    market: H100_B200_MARKET,
    investment: {
      generation: 'hopper',
      gpus: 512,
      ...INVESTMENT_2026,
      contractedShare: 0.6,
      powerPricePerKWh: 0.07,
      debtFraction: 0.5,
      debtAnnualRate: 0.09,
      debtTermMonths: 48,
    },
    uncertainty: {
      trials: 2000,
      seed: 1,
      inputs: {
        'investment.utilization': { dist: 'triangular', min: 0.6, mode: 0.85, max: 0.95 },
        'market.generations[0].annualDecline': { dist: 'triangular', min: 0.1, mode: 0.2, max: 0.35 },
        'investment.powerPricePerKWh': { dist: 'uniform', min: 0.04, max: 0.12 }, // EIA planning range (upper part trimmed)
        // Seed 003's central risk: when Blackwell's price pressure reaches Hopper rents (month).
        'market.parity[0].fromMonth': { dist: 'discrete', values: [6, 12, 18, 24], weights: [1, 3, 2, 1] },
      },
      // An early parity comes with a steeper Hopper decline (both follow Blackwell's ramp).
      correlations: [{ a: 'market.parity[0].fromMonth', b: 'market.generations[0].annualDecline', rho: -0.5 }],
    },
  },
};

const threeQuotes: ScenarioTemplate = {
  id: 'three-quotes',
  name: { en: 'Three quotes', 'zh-CN': '三家报价对比' },
  description: {
    en: 'Three provider quotes for 512 H100 GPUs side by side, all-in: commitment, promo hours, prepayment, storage, egress, tax and region premium, and the price each must reach to win.',
    'zh-CN': '三家供应商对 512 张 H100 的报价并排全口径比较：承诺用量、优惠时长、预付、存储、流量、税与地区溢价，以及各家要胜出需达到的价格。',
  },
  doc: {
    ...BASE,
    name: 'Three quotes',
    // A pure rental comparison: no site (docs/model.md › Capacity › Plans without a site), so no capacity figures nobody asked about.
    // The node stays (the quotes' default GPU model and the catalogue's figures).
    node: H100_NODE,
    // Version 3: lead times of 6 and 10 weeks deliver in months 1 and 2, bridged on demand meanwhile.
    workload: { gpuHoursPerMonth: 300_000, storageTB: 200, egressTBPerMonth: 20, discountRate: 0.1, bridgePrice: 2.99 },
    quotes: [
      {
        provider: 'Provider A',
        gpuModel: 'H100-SXM',
        gpus: 512,
        pricePerGPUHour: 2.05,
        termMonths: 12,
        committedShare: 1,
        storageTBIncluded: 100,
        storagePerTBMonth: 60,
        egressPerGB: 0, // stated as free (many GPU clouds charge no egress); absent would read "not quoted"
        leadTimeWeeks: 6,
        slaUptime: 0.995,
        networking: 'infiniband',
      },
      {
        provider: 'Provider B',
        gpuModel: 'H100-SXM',
        gpus: 512,
        pricePerGPUHour: 2.49,
        termMonths: 12,
        committedShare: 0,
        storagePerTBMonth: 45,
        egressTBIncludedPerMonth: 10,
        egressPerGB: 0.05,
        promoGPUHours: 512_000,
        promoPrice: 1.5, // seed 003: $1.50 promo hours
        leadTimeWeeks: 1,
        slaUptime: 0.99,
        networking: 'infiniband',
      },
      {
        provider: 'Provider C',
        gpuModel: 'H100-SXM',
        gpus: 512,
        pricePerGPUHour: 1.95,
        termMonths: 12,
        committedShare: 1,
        prepayFraction: 0.25,
        prepayDiscount: 0.05,
        storageTBIncluded: 50,
        storagePerTBMonth: 70,
        egressTBIncludedPerMonth: 5,
        egressPerGB: 0.08,
        taxRate: 0.06,
        regionPremium: 0.12, // seed 003: EU/APAC 10–15 % above the US
        leadTimeWeeks: 10,
        slaUptime: 0.999,
        networking: 'roce',
      },
    ],
  },
};


/**
 * docs/model.md › Quotes › Terms: three 2026 term sheets for 1,024 H100 built from the levers real negotiations use
 * (seed 000: lead times, "$1.50 for the first 1,000 GPU-hours each month", network quality; seed 003:
 * 1-year terms instead of 3-year contracts). Demand grows 20 % a year and is bridged on demand
 * ($2.99) until a quote's capacity arrives. docs/model.md › Quotes › Window compares them on one window (B's 6 + 12 =
 * 18 months): A and C cover the months after their year on demand, so B wins though it is late; on
 * a 12-month window A wins and B is last (tested in test/models/quote-terms.test.ts).
 */
const negotiating1024: ScenarioTemplate = {
  id: 'negotiating-1024',
  name: { en: 'Negotiating 1,024 H100', 'zh-CN': '1,024 张 H100 的合同谈判' },
  description: {
    en: 'Three realistic 2026 quotes for 1,024 H100: a 1-year 50 % take-or-pay with burst, a cheaper committed year delivered after 6 months (bridged on demand meanwhile, RoCE at 90 % performance), and on-demand with $1.50 for the first 1,000 GPU-hours each month. All three are compared over the same months; change a delivery month, a commitment share or the comparison window and watch the ranking move; the negotiation brief says what to ask each provider, in money.',
    'zh-CN': '2026 年针对 1,024 张 H100 的三份真实风格报价：1 年期 50% 照付不议并可突发；价格更低但 6 个月后才交付的 1 年承诺（其间按需过渡，RoCE 性能 90%）；以及按需价并每月前 1,000 GPU 小时 1.50 美元。三者在同样的月份内比较；修改交付月份、承诺比例或比较窗口即可看到排名变化；谈判要点按金额列出需向各供应商争取的事项。',
  },
  doc: {
    ...BASE,
    name: 'Negotiating 1,024 H100',
    site: { ...SITE_512, contractedMW: 2.2, targetGPUs: 1024 },
    node: H100_NODE,
    // 640,000 GPU-hours a month = 85 % of 1,024 GPUs; +20 % from month 13 (above one quote's capacity: burst).
    workload: { gpuHoursPerMonth: 640_000, storageTB: 300, egressTBPerMonth: 30, discountRate: 0.1, demandGrowthAnnual: 0.2, bridgePrice: 2.99 },
    quotes: [
      {
        provider: 'Neocloud A',
        gpuModel: 'H100-SXM',
        gpus: 1024,
        pricePerGPUHour: 2.15,
        termMonths: 12, // seed 003: 1-year terms replacing 3-year contracts
        committedShare: 0.5, // take-or-pay on half the capacity
        burstPrice: 2.99,
        deliveryMonth: 1,
        storagePerTBMonth: 20,
        egressPerGB: 0.05,
        leadTimeWeeks: 4,
        slaUptime: 0.995,
        networking: 'infiniband',
        failureReplacement: 'hot spare node within 4 hours',
        terminationTerms: 'no early termination; the committed 50 % is owed for the full year',
      },
      {
        provider: 'Neocloud B',
        gpuModel: 'H100-SXM',
        gpus: 1024,
        pricePerGPUHour: 1.79,
        termMonths: 12,
        committedShare: 1,
        burstPrice: 2.99,
        deliveryMonth: 6, // seed 000: lead times of months for large clusters
        storagePerTBMonth: 15,
        egressPerGB: 0, // stated as free
        leadTimeWeeks: 26,
        slaUptime: 0.99,
        networking: 'roce',
        performanceFactor: 0.9, // RoCE fabric, partly tuned (untuned ≈ 0.8)
        terminationTerms: 'terminable after 6 months with 3 months’ fees',
      },
      {
        provider: 'Cloud C',
        gpuModel: 'H100-SXM',
        gpus: 1024,
        pricePerGPUHour: 2.49,
        termMonths: 12,
        committedShare: 0,
        promoGPUHours: 1000,
        promoPrice: 1.5, // seed 000: $1.50 for the first 1,000 GPU-hours each month
        promoMode: 'monthly',
        burstPrice: 2.49,
        storagePerTBMonth: 25,
        egressPerGB: 0.08,
        leadTimeWeeks: 1,
        slaUptime: 0.99,
        networking: 'infiniband',
        billingGranularity: 'per second',
        terminationTerms: 'cancel any time',
      },
    ],
  },
};

/**
 * Sizing from a workload (docs/model.md › Sizing): the worked example's serving workload (70B at FP8, 40 GB of
 * KV cache per replica, 1,200 tokens/s per H100 at 70 % utilization — replace the throughput with your
 * own benchmark), on a site sized for it, priced to rent or buy 24/7.
 */
const serve70b: ScenarioTemplate = {
  id: 'serve-70b',
  name: { en: 'Serve a 70B model at 2M tokens/min', 'zh-CN': '以每分钟 200 万 token 部署 70B 模型' },
  description: {
    en: 'Size an inference fleet from the workload: 2 million tokens a minute at peak, a 70B model in FP8 on 80 GB H100s. How many GPUs, nodes and MW it needs, and whether renting, spot, a reservation or buying is cheapest when it runs 24/7.',
    'zh-CN': '按负载测算推理机群规模：峰值每分钟 200 万 token，70B 模型以 FP8 精度部署在 80 GB 的 H100 上。需要多少 GPU、节点和电力，以及全天候运行时按需、竞价、预留与自购哪种最便宜。',
  },
  doc: {
    ...BASE,
    name: 'Serve a 70B model at 2M tokens/min',
    site: {
      contractedMW: 0.1,
      powerBasis: 'facility',
      pue: 1.35,
      reserveFraction: 0.05,
      overheadFraction: 0.1,
      rackKW: 40, // 3 DGX nodes per rack: stays within air cooling's ~40 kW
      cooling: 'air',
      targetGPUs: 40, // what the sizing below gives
    },
    node: H100_NODE,
    sizing: {
      tokensPerMinute: 2_000_000,
      tokensPerSecondPerGPU: 1200, // the v2 worked example's figure: replace with your benchmark
      targetUtilization: 0.7,
      modelParamsB: 70,
      bytesPerParam: 1, // FP8
      kvCacheGB: 40,
    },
    rentVsBuy: {
      onDemandPrice: 2.99, // seed 003: typical H100 on-demand
      spotPrice: 1.5, // seed 003: spot $1.0–2.0
      spotOverhead: 0.1,
      spotAvailability: 0.6, // as the v2 worked example: spot serves 60 % of the hours, the rest on demand
      reservedPrice: 2.09, // 1-year: $2.99 less 30 %
      reserved3yPrice: 1.5, // seed 000: long-term contracts can fall below $1.5
      capexPerGPU: 50_000,
      lifeYears: 6, // CoreWeave, Microsoft, Alphabet depreciate over 6 years
      residualFraction: 0.1,
      costOfCapital: 0.1,
      powerPricePerKWh: 0.08,
      coloPerKWMonth: 184, // CBRE: North America, 250–500 kW, H2 2024
      opexPerGPUMonth: 45,
      idlePowerFraction: 0.3,
      usageHours: 8760, // serving runs 24/7
      // docs/model.md › Rent vs buy › Without a site and per token's default for a new plan (see the 512-GPU rental): on demand and spot scale with load.
      autoscaledUtilization: 0.7,
    },
    workload: { gpuHoursPerMonth: 40 * 730, storageTB: 20, egressTBPerMonth: 5, discountRate: 0.1 },
    quotes: [
      {
        provider: 'On-demand cloud',
        gpuModel: 'H100-SXM',
        gpus: 40,
        pricePerGPUHour: 2.99,
        termMonths: 12,
        committedShare: 0,
        // Storage and egress quoted, as in the 512-GPU rental template (the workload uses both).
        storagePerTBMonth: 45,
        egressTBIncludedPerMonth: 10,
        egressPerGB: 0.05,
        networking: 'infiniband',
      },
      {
        provider: '1-year reservation',
        gpuModel: 'H100-SXM',
        gpus: 40,
        pricePerGPUHour: 2.09,
        termMonths: 12,
        committedShare: 1,
        storageTBIncluded: 100,
        storagePerTBMonth: 60,
        egressPerGB: 0,
        networking: 'infiniband',
      },
    ],
  },
};

/**
 * A demand plan (docs/model.md › Demand plan) for a renter with no site: serving grows from 32 H100 to 96 at
 * month 10 and 160 at month 19, busy by day and quiet at night (docs/model.md's day/night blocks), with 30 %
 * restartable fine-tuning that spot may run (seed 001: "训练用竞价 + 检查点续跑，推理用…最小常驻实例").
 * Offers at the catalogue's H100 prices. Solved, the plan commits 32 GPUs for 3 years from month 1,
 * 8 more for a year from month 19 and again from month 25, and leaves the peaks to spot and
 * on-demand: about 19 % below renting everything flexibly (tested in test/scenarios/template-serving-mix.test.ts).
 */
const servingMix: ScenarioTemplate = {
  id: 'serving-mix',
  name: { en: 'Serving + fine-tuning: the cheapest mix', 'zh-CN': '推理服务 + 微调：最低成本的合同组合' },
  description: {
    en: 'A renter with no site: an inference service growing from 32 to 96 H100 at month 10 and 160 at month 19, busy by day and quiet at night, plus 30 % restartable fine-tuning that spot can run. On-demand, spot, 1-year and 3-year reservations at the catalogue’s prices: the demand plan finds the cheapest mix of commitments. Seed 003 says 3-year H100 terms have nearly disappeared: remove that offer and see what the plan does without it.',
    'zh-CN': '不建场地、只租用算力：推理服务从 32 张 H100 增长到第 10 个月的 96 张和第 19 个月的 160 张，白天繁忙、夜间清闲，另有 30% 可中断重跑的微调可以用竞价实例。按目录价格提供按需、竞价、1 年与 3 年预留：需求计划求出最便宜的承诺组合。种子文章 003 指出 3 年期 H100 合同几乎已经消失：删除该选项，看看没有它时计划如何变化。',
  },
  doc: {
    ...BASE,
    version: 3, // the demand plan is a version-3 section
    name: 'Serving + fine-tuning: the cheapest mix',
    horizonMonths: 36,
    // No site (docs/model.md › Capacity › Plans without a site): this buyer only rents. The node names the GPU and its 8-GPU blocks.
    node: H100_NODE,
    portfolio: {
      months: 36, // long enough for a 3-year commitment to start in month 1 and end inside the plan
      demand: [
        { fromMonth: 1, gpus: 32 },
        { fromMonth: 10, gpus: 96 },
        { fromMonth: 19, gpus: 160 },
      ],
      profile: structuredClone(PROFILE_PRESETS.dayNight),
      interruptibleShare: 0.3, // restartable fine-tuning with checkpoints
      discountRate: 0.1, // as the other templates' workloads
      offers: [
        // Catalogue H100 on-demand: seed 003 (SemiAnalysis ClusterMAX, as of 2025-03-31), typical $2.99.
        { name: DEFAULT_OFFER_NAMES.onDemand, kind: 'onDemand', pricePerGPUHour: 2.99 },
        // Catalogue H100 spot: the middle of seed 003's $1.0–2.0. Spot takes 90 % of the restartable
        // work, as in the v3 worked example (test/fixtures/v3-renter-mix.gpuplan.json): replace it with your
        // provider's preemption record. Re-run overhead: docs/model.md's default 10 %.
        { name: DEFAULT_OFFER_NAMES.spot, kind: 'spot', pricePerGPUHour: 1.5, availability: 0.9, overhead: 0.1 },
        // Catalogue 1-year contract: $2.99 less 30 %, the low end of seed 000's 30–60 % for 1–3-year
        // terms (as of 2026-01-01), quoted in cents as in the other templates.
        { name: DEFAULT_OFFER_NAMES.reserved, kind: 'commit', pricePerGPUHour: 2.09, termMonths: 12, gpuBlock: 8 },
        // Catalogue 3-year contract: seed 000, long-term contracts "can fall below $1.5" (upper bound).
        { name: DEFAULT_OFFER_NAMES.reserved3y, kind: 'commit', pricePerGPUHour: 1.5, termMonths: 36, gpuBlock: 8 },
      ],
    },
  },
  // The offers are the plan's own, named as the reader reads them (按需, 竞价…).
  localize: localizeOfferNames,
};

export const TEMPLATES: readonly ScenarioTemplate[] = [campus, rental, h100VsB200, threeQuotes, negotiating1024, serve70b, servingMix, twoBatchesH200, b200Quarterly];

/** A fresh copy of a template's document, named and described in the given language (its quotes' providers and batches too). */
export function instantiateTemplate(template: ScenarioTemplate, language: Language): Record<string, unknown> {
  const doc = structuredClone(template.doc);
  const localized = localizeTemplateNames(template.localize ? template.localize(doc, language) : doc, language);
  return { ...localized, name: template.name[language], notes: template.description[language] };
}

export function findTemplate(id: string): ScenarioTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
