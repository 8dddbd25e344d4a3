// Words of a fleet delivered in batches (model: Investment › fleet): the tranche table, the return's
// attribution bridge, the largest loan that meets the target DSCR and the site power. zh-CN must
// have exactly the same keys (the type annotation enforces it); wired into the resources under the
// key "fleet". Numbers are formatted before interpolation.

export const fleetEn = {
  tranches: {
    title: 'Tranches',
    name: 'Tranche',
    gpus: 'GPUs',
    delivery: 'Delivery month',
    exit: 'Exit month',
    capex: 'Capex',
    debt: 'Debt',
    resale: 'Resale',
    gain: 'Gain',
    prepayment: 'Prepayment',
    capitalizedInterest: 'Capitalised interest',
    projectNpv: 'Project NPV',
    part: 'tranches {{from}}–{{to}} of {{count}}',
  },
  attribution: {
    title: 'What makes the return',
    base: 'Equity IRR',
    without: {
      exit: 'Without the exit multiple',
      renewal: 'Without the renewal',
      bonus: 'Without bonus depreciation',
      takeOrPay: 'Without take-or-pay',
      debt: 'Without debt',
      tranches: 'All delivered on day one',
    },
    note: 'Project IRR {{project}}, NPV {{npv}}',
    sentence: 'Equity IRR {{irr}} — {{terms}}',
  },
  figures: {
    peakPower: 'Peak IT power of the fleet',
    peakPowerNote: 'Installed GPUs × kW per GPU, against the site\'s usable {{usable}}',
    maxDebt: 'Largest loan meeting the target DSCR',
    maxDebtNote: '{{fraction}} of the capex financed at the investment\'s debt fraction',
  },
  chart: {
    title: 'GPUs in service by tranche',
    axisKW: 'IT power of the GPUs in service (kW)',
    axisMW: 'IT power of the GPUs in service (MW)',
    axisMonth: 'Month',
    axisDate: 'Month (calendar, from the start date)',
    usable: 'Site\'s usable IT power {{kw}}',
    total: 'All tranches',
    month: 'Month {{month}}',
    monthDate: 'Month {{month}} ({{date}})',
    gpusKW: '{{gpus}} GPUs · {{kw}}',
    desc: '{{n}} tranches; at most {{gpus}} GPUs in service, drawing {{peak}} of IT power (first in month {{month}}); {{against}}.',
    against: 'the site\'s usable IT power is {{usable}}',
    noSite: 'no site is given, so there is no power limit to draw',
  },
  bridge: {
    title: 'Equity IRR without each term (percentage points)',
    axis: 'Change in equity IRR when the term is removed (pp)',
    step: '{{irr}} ({{pp}})',
    noIrr: 'no IRR',
    pp: '{{value}} pp',
    desc: 'Equity IRR {{irr}}. {{terms}}.',
    largest: 'The largest term is “{{term}}”: {{pp}}.',
  },
  debtSizing: {
    sentence: 'The largest loan that keeps every {{period}}\'s DSCR at or above {{target}} is {{debt}}, {{fraction}} of the capex it finances.',
    above: 'The investment borrows {{current}} of its capex: more than that.',
    within: 'The investment borrows {{current}} of its capex: within that.',
    period: { month: 'month', quarter: 'quarter', year: 'year' },
  },
  total: {
    row: 'Total',
    npvNote: 'Project NPV per tranche is its own pre-tax, unlevered NPV; the total is their sum, not the fleet\'s after-tax project NPV ({{fleet}}).',
  },
  answer: {
    largest: '{{term}} moves the equity IRR most: without it, {{without}} ({{pp}}).',
    term: {
      exit: 'The exit multiple',
      renewal: 'The renewal',
      bonus: 'Bonus depreciation',
      takeOrPay: 'Take-or-pay',
      debt: 'Debt',
      tranches: 'Delivery in tranches',
    },
    tranches: '{{n}} tranches, {{gpus}} GPUs, at most {{peak}} of IT power.',
  },
  compare: {
    title: 'Fleet',
    result: 'Result',
    note: 'Scenarios with investment tranches; “—” where a scenario has none.',
    tranches: 'Tranches',
    gpus: 'GPUs delivered (all tranches)',
    peakPower: 'Peak IT power',
    capitalizedInterest: 'Capitalised interest',
    irr: 'Equity IRR',
    projectIrr: 'Project IRR',
    maxDebt: 'Largest loan meeting the target DSCR',
    noIrr: 'no IRR',
    noSizing: 'no target DSCR',
  },
};

export type FleetStrings = typeof fleetEn;

export const fleetZhCN: FleetStrings = {
  tranches: {
    title: '交付批次',
    name: '批次',
    gpus: 'GPU 数',
    delivery: '交付月',
    exit: '退出月',
    capex: '资本支出',
    debt: '贷款',
    resale: '转售',
    gain: '处置收益',
    prepayment: '提前还款',
    capitalizedInterest: '资本化利息',
    projectNpv: '项目 NPV',
    part: '第 {{from}}–{{to}} 批，共 {{count}} 批',
  },
  attribution: {
    title: '回报从何而来',
    base: '股权 IRR',
    without: {
      exit: '不计退出倍数',
      renewal: '不计续约',
      bonus: '不计加速折旧',
      takeOrPay: '不计照付不议',
      debt: '不借贷',
      tranches: '全部首日交付',
    },
    note: '项目 IRR {{project}}，NPV {{npv}}',
    sentence: '股权 IRR {{irr}} — {{terms}}',
  },
  figures: {
    peakPower: '机队 IT 功率峰值',
    peakPowerNote: '在役 GPU × 每 GPU 功率，站点可用 {{usable}}',
    maxDebt: '满足目标偿债覆盖率的最大贷款',
    maxDebtNote: '按投资贷款比例融资的资本支出的 {{fraction}}',
  },
  chart: {
    title: '各批次在役 GPU',
    axisKW: '在役 GPU 的 IT 功率（kW）',
    axisMW: '在役 GPU 的 IT 功率（MW）',
    axisMonth: '月份',
    axisDate: '月份（自起始日期的日历月）',
    usable: '站点可用 IT 功率 {{kw}}',
    total: '全部批次',
    month: '第 {{month}} 个月',
    monthDate: '第 {{month}} 个月（{{date}}）',
    gpusKW: '{{gpus}} 张 GPU · {{kw}}',
    desc: '共 {{n}} 个批次；在役 GPU 最多 {{gpus}} 张，IT 功率 {{peak}}（首次出现在第 {{month}} 个月）；{{against}}。',
    against: '站点可用 IT 功率为 {{usable}}',
    noSite: '未填站点，因此没有功率上限可画',
  },
  bridge: {
    title: '逐项去掉后的股权 IRR（百分点）',
    axis: '去掉该项后股权 IRR 的变化（百分点）',
    step: '{{irr}}（{{pp}}）',
    noIrr: '无 IRR',
    pp: '{{value}} 个百分点',
    desc: '股权 IRR {{irr}}。{{terms}}。',
    largest: '影响最大的一项是“{{term}}”：{{pp}}。',
  },
  debtSizing: {
    sentence: '使每个{{period}}偿债覆盖率不低于 {{target}} 的最大贷款为 {{debt}}，占其融资资本支出的 {{fraction}}。',
    above: '本投资按资本支出的 {{current}} 借款：超过该上限。',
    within: '本投资按资本支出的 {{current}} 借款：在该上限之内。',
    period: { month: '月', quarter: '季度', year: '年度' },
  },
  total: {
    row: '合计',
    npvNote: '各批次项目 NPV 为该批次自身的税前、无杠杆 NPV；合计为其加总，不是机队的税后项目 NPV（{{fleet}}）。',
  },
  answer: {
    largest: '对股权 IRR 影响最大的是{{term}}：去掉后为 {{without}}（{{pp}}）。',
    term: {
      exit: '退出倍数',
      renewal: '续约',
      bonus: '加速折旧',
      takeOrPay: '照付不议',
      debt: '借贷',
      tranches: '分批交付',
    },
    tranches: '共 {{n}} 个批次、{{gpus}} 张 GPU，IT 功率最高 {{peak}}。',
  },
  compare: {
    title: '机队',
    result: '结果',
    note: '含投资交付批次的情景；没有批次的情景显示“—”。',
    tranches: '批次数',
    gpus: '交付 GPU 数（全部批次）',
    peakPower: 'IT 功率峰值',
    capitalizedInterest: '资本化利息',
    irr: '股权 IRR',
    projectIrr: '项目 IRR',
    maxDebt: '满足目标偿债覆盖率的最大贷款',
    noIrr: '无 IRR',
    noSizing: '未设目标偿债覆盖率',
  },
};

/** The strings of `lang`. */
export function fleetStrings(lang: 'en' | 'zh-CN'): FleetStrings {
  return lang === 'zh-CN' ? fleetZhCN : fleetEn;
}

/** "{{name}}" placeholders filled with already formatted values. */
export function fillFleet(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}
