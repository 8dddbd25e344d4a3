// Editor strings of the investment's covenant inputs (docs/model.md › Investment › Covenant and DSCR: grace, covenant, coverage period,
// renewal, exit on EBITDA, bonus and MACRS depreciation, project discount rate), in both languages.
// src/i18n/areas/editor.ts puts them into the editor's strings (investment parts, options, units,
// fields), so they are read like every other editor string.

export const lenderEditorEn = {
  parts: {
    lender: {
      title: 'Lender terms, renewal and exit',
      description:
        'Interest-only months, the coverage a lender requires by period, the expected renewal of the first contract, and an exit valued on EBITDA.',
      renewal: 'Renewal of the contract',
      exit: 'Exit',
      removeRenewal: 'Remove the renewal',
    },
  },
  options: {
    dscrPeriod: { year: 'Each year', quarter: 'Each quarter', month: 'Each month' },
    depreciationMethod: { straight: 'Straight line over the depreciation period', macrs5: 'MACRS 5-year (US tax, half-year)' },
    exitMode: { multiple: 'EV/EBITDA multiple of the last 12 months' },
  },
  units: {
    timesDebtService: '× debt service',
    timesEbitda: '× trailing EBITDA',
  },
  investment: {
    debtGraceMonths: {
      label: 'Grace months',
      help: 'Months at the start of the loan that pay interest only (0 to term − 1); the loan is then repaid in equal payments over the rest of the term.',
    },
    covenantDSCR: {
      label: 'Covenant DSCR',
      help: 'The lowest debt service coverage the lender accepts in each period, e.g. 1.25×: cash from operations (EBITDA less operating tax) over debt service. Periods below it are breaches. Empty: no covenant.',
    },
    dscrPeriod: { label: 'Coverage tested', help: 'Periods over which coverage is summed and tested: years (default), quarters or months from month 1.' },
    depreciationMethod: {
      label: 'Tax depreciation',
      help: 'Straight line over the depreciation period, or the US MACRS 5-year table (20 %, 32 %, 19.2 %, 11.52 %, 11.52 %, 5.76 % a tax year, no salvage).',
    },
    bonusShare: { label: 'Bonus depreciation', help: 'Share of capex deducted in month 1 (0–100 %); the method depreciates the rest.' },
    capitalizeGraceInterest: {
      label: 'Capitalise grace interest',
      help: 'During the grace months the interest is added to the loan instead of paid (interest during construction); the annuity then repays the grown balance. Still deductible when it accrues.',
    },
    taxLossLimit: {
      label: 'Loss carry-forward limit',
      help: 'Share of a month\'s taxable income that losses carried forward may offset (US federal since 2018: 80 %). Empty: 100 %.',
    },
    projectDiscountRate: {
      label: 'Project discount rate',
      help: 'Annual rate for the project (unlevered) NPV, e.g. the weighted cost of capital. Empty: the discount rate above.',
    },
  },
  renewal: {
    probability: { label: 'Renewal probability', help: 'Chance that the contract is renewed after it ends (0–100 %); the plan counts the expected value. Monte Carlo may draw it as 0 or 1.' },
    price: { label: 'Renewal price', help: 'Price per GPU-hour of the renewed contract.' },
    months: { label: 'Renewal length', help: 'Months the renewed contract runs after the first one (1 or more).' },
    share: { label: 'Renewed share', help: 'Share of capacity renewed. Empty: the contracted share.' },
  },
  exit: {
    mode: { label: 'Exit value', help: 'Empty: the residual value above. A multiple: the GPUs are sold at the horizon for this many times the last 12 months’ EBITDA, taxed as a gain over book value.' },
    evEbitdaMultiple: { label: 'Exit multiple', help: 'EV/EBITDA multiple (0 or more) applied to the last 12 months’ EBITDA at the horizon.' },
  },
};

export const lenderEditorZhCN: typeof lenderEditorEn = {
  parts: {
    lender: {
      title: '贷款条款、续约与退出',
      description: '只付息月数、贷款方按期要求的偿债覆盖率、首份合同的预期续约，以及按 EBITDA 估值的退出。',
      renewal: '合同续约',
      exit: '退出',
      removeRenewal: '删除续约',
    },
  },
  options: {
    dscrPeriod: { year: '按年', quarter: '按季度', month: '按月' },
    depreciationMethod: { straight: '在折旧期内直线折旧', macrs5: 'MACRS 5 年（美国税法，半年惯例）' },
    exitMode: { multiple: '最近 12 个月 EBITDA 的 EV/EBITDA 倍数' },
  },
  units: {
    timesDebtService: '× 还本付息',
    timesEbitda: '× 近 12 个月 EBITDA',
  },
  investment: {
    debtGraceMonths: { label: '宽限期（只付息）', help: '贷款开始时只付利息的月数（0 至贷款期限 − 1）；之后在剩余期限内等额还款。' },
    covenantDSCR: {
      label: '契约偿债覆盖率',
      help: '贷款方在每期接受的最低偿债覆盖率，如 1.25×：经营现金（EBITDA 减经营性税款）除以还本付息。低于它的期次即违约。留空：不设契约。',
    },
    dscrPeriod: { label: '覆盖率考核周期', help: '覆盖率按此周期汇总与考核：按年（默认）、按季度或按月，自第 1 月起。' },
    depreciationMethod: {
      label: '税务折旧',
      help: '在折旧期内直线折旧，或采用美国 MACRS 5 年折旧表（各税年 20 %、32 %、19.2 %、11.52 %、11.52 %、5.76 %，无残值）。',
    },
    bonusShare: { label: '加速（红利）折旧', help: '第 1 月一次性扣除的资本支出比例（0–100 %）；其余按所选方法折旧。' },
    capitalizeGraceInterest: { label: '宽限期利息资本化', help: '宽限期内利息计入贷款本金而不支付（建设期利息）；之后按增长后的余额等额还款。利息在发生当月仍可抵税。' },
    taxLossLimit: { label: '亏损结转抵扣上限', help: '结转亏损可抵扣当月应税收入的比例（美国联邦 2018 年起为 80 %）。留空：100 %。' },
    projectDiscountRate: { label: '项目折现率', help: '项目（无杠杆）NPV 的年折现率，如加权平均资本成本。留空：使用上面的折现率。' },
  },
  renewal: {
    probability: { label: '续约概率', help: '合同到期后续约的可能性（0–100 %）；规划按期望值计算。蒙特卡洛可将其抽为 0 或 1。' },
    price: { label: '续约价格', help: '续约合同每 GPU 小时的价格。' },
    months: { label: '续约期限', help: '首份合同之后续约合同的月数（至少 1）。' },
    share: { label: '续约比例', help: '续约的容量比例。留空：与合同比例相同。' },
  },
  exit: {
    mode: { label: '退出价值', help: '留空：采用上面的残值。倍数：在规划期末按最近 12 个月 EBITDA 的该倍数出售，超出账面价值的部分按收益计税。' },
    evEbitdaMultiple: { label: '退出倍数', help: '在规划期末对最近 12 个月 EBITDA 应用的 EV/EBITDA 倍数（不小于 0）。' },
  },
};
