// Fleet templates (issue 35, model: Investment › fleet): GPUs delivered in batches, each batch paid
// for and its loan drawn on delivery. Values come from the catalogue (H200 and B200 all-in capex,
// DGX power, the used-GPU resale curve); the CNY template converts USD catalogue figures at a stated,
// typed-in rate and keeps every amount in CNY (the display section states the rate back to USD).

import { CATALOGUE } from '../../models/catalogue';
import { catalogueResaleCurve } from '../../models/catalogue/resale';
import type { ScenarioTemplate } from './templates';

/** Planning rate for the CNY template: CNY per USD, typed in (not fetched); replace it with your bank's. */
export const CNY_PER_USD = 7.1;
const cny = (usd: number, digits = 0): number => Number((usd * CNY_PER_USD).toFixed(digits));

/** H200 per GPU: an 8-GPU H200 server ≈$370k (Mercatus, 2026-05-04) ÷ 8; the server only, no scale-out network. */
const H200_SERVER_PER_GPU_USD = 370_000 / 8;
const H200 = CATALOGUE.gpus['H200-SXM'];
const B200_CAPEX_USD = CATALOGUE.gpus.B200.capexPerGPU.value ?? 66_667;
const B200 = CATALOGUE.gpus.B200;

/** 10 MW facility, PUE 1.3, 5 % reserve, 8 % network load: 663 HGX H200 nodes, 5,304 GPUs, split in two. */
export const H200_BATCH_GPUS = 2652;

export const twoBatchesH200: ScenarioTemplate = {
  id: 'two-batches-h200-cny',
  name: { en: 'Two delivery batches (H200, CNY, 10 MW)', 'zh-CN': '两批交付（H200，人民币，10 MW）' },
  description: {
    en: `Filling 10 MW with H200 in two batches: half delivered in month 1, half in month 7, each batch's loan drawn on its delivery with 6 grace months whose interest is added to the loan. Every amount in CNY, converted from the catalogue's USD figures at a stated planning rate of ${CNY_PER_USD} CNY per USD (typed in, not fetched); the display section shows USD at that rate.`,
    'zh-CN': `用 H200 分两批装满 10 MW：一半在第 1 月交付，一半在第 7 月交付；每批贷款在交付时提取，宽限期 6 个月，利息计入本金。所有金额均为人民币，由目录中的美元数据按规划汇率 ${CNY_PER_USD} 人民币/美元（手动输入，非实时获取）换算；显示部分按该汇率同时列出美元。`,
  },
  doc: {
    format: 'gpuplan/scenario',
    version: 4,
    name: 'Two delivery batches (H200, CNY, 10 MW)',
    currency: 'CNY',
    horizonMonths: 60,
    display: { currency: 'USD', rate: Number((1 / CNY_PER_USD).toFixed(6)), asOf: '2026-06-01', source: `Planning rate ${CNY_PER_USD} CNY per USD, typed in` },
    site: { contractedMW: 10, powerBasis: 'facility', pue: 1.3, reserveFraction: 0.05, overheadFraction: 0.08, rackKW: 40, cooling: 'air' },
    node: { gpuModel: 'H200-SXM', gpusPerNode: 8, nodeKW: 10.2, gpuTDPW: 700 }, // catalogue: HGX H200
    market: {
      // H200 rents in CNY: the catalogue's H200 on-demand $3.887 → 27.60 CNY, falling 20 % a year.
      generations: [{ id: 'hopper', label: 'H200 SXM', price: cny(H200.prices.onDemand.value ?? 3.887, 2), annualDecline: 0.2, floor: cny(0.9, 2) }],
    },
    investment: {
      generation: 'hopper',
      capexPerGPU: cny(H200_SERVER_PER_GPU_USD), // $46,250 → 328,375 CNY
      residualFraction: 0.1,
      utilization: 0.85,
      idlePowerFraction: 0.3,
      contractedShare: 0.8,
      contractPrice: cny(H200.prices.contract1y.value ?? 2.72, 2), // the catalogue's 1-year H200 rate $2.72 → 19.32 CNY, held 2 years
      contractMonths: 24,
      takeOrPay: true,
      powerPricePerKWh: 0.65, // CNY per kWh: large industrial users in China, planning value
      coloPerKWMonth: 0, // own site
      opexPerGPUMonth: cny(45), // as the H100 templates, in CNY
      discountRate: 0.1,
      taxRate: 0.25, // PRC enterprise income tax
      depreciationMonths: 60,
      rampMonths: 2,
      debtFraction: 0.6,
      debtAnnualRate: 0.045,
      debtTermMonths: 48,
      debtGraceMonths: 6,
      capitalizeGraceInterest: true,
      covenantDSCR: 1.2,
      tranches: [
        { name: 'H200 batch 1', gpus: H200_BATCH_GPUS, deliveryMonth: 1 },
        { name: 'H200 batch 2', gpus: H200_BATCH_GPUS, deliveryMonth: 7 },
      ],
    },
  },
};

/** 4 × 512 B200 at 1.9305 kW each (DGX B200 14.3 kW / 8 × 1.08) need 3,954 kW IT: 5.5 MW facility at PUE 1.3 and 5 % reserve holds 2,080. */
export const b200Quarterly: ScenarioTemplate = {
  id: 'b200-quarterly',
  name: { en: 'B200 quarterly build, loan drawn on delivery', 'zh-CN': 'B200 按季度建设，贷款随交付提取' },
  description: {
    en: 'Four batches of 512 B200 delivered a quarter apart (months 0, 3, 6 and 9), each paid for and its 30 % loan drawn on delivery, 6 grace months capitalised, a yearly 1.3× covenant and the largest loan that keeps it, the US 80 % loss limit, and resale by the catalogue\'s used-GPU curve.',
    'zh-CN': '四批各 512 张 B200，每季度交付一批（第 0、3、6、9 月），每批在交付时付款并提取 30 % 贷款，宽限期 6 个月利息资本化，按年 1.3× 偿债覆盖率契约及满足它的最大贷款，美国 80 % 亏损抵扣上限，并按目录的二手 GPU 曲线转售。',
  },
  doc: {
    format: 'gpuplan/scenario',
    version: 4,
    name: 'B200 quarterly build, loan drawn on delivery',
    currency: 'USD',
    horizonMonths: 60,
    site: { contractedMW: 5.5, powerBasis: 'facility', pue: 1.3, reserveFraction: 0.05, overheadFraction: 0.08, rackKW: 132, cooling: 'liquid' },
    node: { gpuModel: 'B200', gpusPerNode: B200.gpusPerNode.value, nodeKW: B200.nodeKW.value, gpuTDPW: B200.tdpW.value },
    market: {
      // Catalogue B200 1-year contract $3.675; Blackwell rents fall about 20 % a year.
      generations: [{ id: 'blackwell', label: 'B200', price: 3.68, annualDecline: 0.2, floor: 1.6 }],
    },
    investment: {
      generation: 'blackwell',
      capexPerGPU: B200_CAPEX_USD, // catalogue B200 all-in $66,667 (street $40,000 × 5/3)
      utilization: 0.85,
      idlePowerFraction: 0.3,
      contractedShare: 0.7,
      contractPrice: 3.3,
      contractMonths: 24,
      takeOrPay: true,
      powerPricePerKWh: 0.08, // EIA: US industrial ≈$0.07–0.09/kWh
      coloPerKWMonth: 0,
      opexPerGPUMonth: 85,
      discountRate: 0.13,
      taxRate: 0.21,
      taxLossLimit: 0.8, // US federal losses carried forward since 2018
      depreciationMonths: 60,
      rampMonths: 2,
      powerPriceEscalation: 0.03,
      opexEscalation: 0.03,
      debtFraction: 0.3, // within the largest loan that keeps the 1.3× covenant (debt sizing: ≈32 %)
      debtAnnualRate: 0.09,
      debtTermMonths: 48,
      debtGraceMonths: 6,
      capitalizeGraceInterest: true,
      covenantDSCR: 1.3,
      dscrPeriod: 'year',
      debtSizing: { targetDSCR: 1.3 },
      resaleCurve: catalogueResaleCurve(),
      tranches: [0, 3, 6, 9].map((d, i) => ({ name: `B200 Q${i + 1}`, gpus: 512, deliveryMonth: d })),
    },
  },
};
