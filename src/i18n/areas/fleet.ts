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
};

/** The strings of `lang`. */
export function fleetStrings(lang: 'en' | 'zh-CN'): FleetStrings {
  return lang === 'zh-CN' ? fleetZhCN : fleetEn;
}

/** "{{name}}" placeholders filled with already formatted values. */
export function fillFleet(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}
