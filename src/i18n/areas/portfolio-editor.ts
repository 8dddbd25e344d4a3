// UI strings of the editor's "Demand plan" section (docs/model.md › Demand plan `portfolio`), in both languages:
// the section, its field labels and help, its units and its own texts (steps, presets, offers).
// src/i18n/areas/editor.ts puts them into the editor's strings (sections, fields, units, portfolio),
// so they are read like every other editor string.

export const portfolioEditorEn = {
  section: {
    title: 'Demand plan',
    description:
      'GPUs needed over the months and within each month, and the cheapest mix of on-demand, spot and committed contracts that serves them.',
    add: 'Add demand plan',
    remove: 'Remove demand plan',
  },
  fields: {
    portfolio: {
      months: {
        label: 'Plan length',
        help: 'Months the demand plan covers (1–120), apart from the scenario’s horizon. A commitment must start and end inside the plan.',
      },
      interruptibleShare: {
        label: 'Restartable share',
        help: 'Share of every block’s demand that is restartable batch work (fine-tuning with checkpoints, evaluations). Only this share may run on spot (seed 001: train on spot with checkpoints, serve on steady instances). Default 0 %.',
      },
      discountRate: {
        label: 'Discount rate',
        help: 'Annual rate for the plan’s present cost. Empty: the workload’s discount rate, else 0 %.',
      },
    },
    demandStep: {
      fromMonth: {
        label: 'From month',
        help: 'From this plan month on, the peak is the GPUs beside it. The first step starts at month 1; each later step at a later month.',
      },
      gpus: {
        label: 'GPUs at peak',
        help: 'GPUs the workload needs at its peak in these months. Each load block asks for its load × this peak.',
      },
    },
    profileBlock: {
      share: { label: 'Share of hours', help: 'Share of the month’s hours this block covers. The blocks’ shares add up to 100 %.' },
      load: { label: 'Load', help: 'Demand in this block as a share of the peak (0–100 %).' },
    },
    offer: {
      name: { label: 'Name', help: 'A unique name: the results list each offer by it.' },
      kind: {
        label: 'Billing',
        help: 'On-demand: pay for the hours used. Spot: cheaper and interruptible, only for the restartable share. Commitment: GPUs for a fixed term, paid every hour whether used or not.',
      },
      pricePerGPUHour: {
        label: 'Price per GPU-hour',
        help: 'Price per GPU and hour. A commitment bills every hour of its term; spot bills its re-run overhead on top.',
      },
      maxGPUs: { label: 'Most GPUs', help: 'The most GPUs this offer provides at once (capacity or quota). Empty: unlimited.' },
      termMonths: { label: 'Term', help: 'Months a commitment runs: it must end inside the plan, so an offer longer than the plan is left out of it (with a warning).' },
      startFrom: {
        label: 'Earliest start',
        help: 'The first plan month a commitment may start, e.g. after a delivery lead time. Empty: month 1.',
      },
      gpuBlock: {
        label: 'Block size',
        help: 'Commitments come in whole blocks of this many GPUs: 8 for an 8-GPU node (empty: 8), 72 for a GB200 NVL72 rack.',
      },
      availability: {
        label: 'Availability',
        help: 'Share of the restartable demand that spot capacity can take (empty: 100 %); the rest runs on other offers.',
      },
      overhead: { label: 'Re-run overhead', help: 'Work re-run after preemptions, billed on top of the spot hours (empty: 10 %).' },
    },
  },
  units: {
    percentOfHours: '% of hours',
    percentOfPeak: '% of peak',
  },
  texts: {
    demandTitle: 'Peak GPUs over the months',
    demandIntro: 'One step per change: from its month on, the peak is its GPUs.',
    step: 'Step {{n}}',
    addStep: 'Add step',
    removeStep: 'Remove step {{n}}',
    profileTitle: 'Load within a month',
    profileIntro: 'The month’s hours in blocks, each at a share of the peak. Start from a preset and adjust.',
    presets: 'Presets',
    preset: {
      flat: 'Flat',
      dayNight: 'Inference, day/night',
      trainingBursts: 'Training bursts',
    },
    presetHelp: {
      flat: 'Every hour at the peak.',
      dayNight:
        'Weekday daytime 08–20 (36 % of the hours) at 100 %, evenings 20–02 (25 %) at 60 %, nights and weekend days (39 %) at 25 %.',
      trainingBursts: 'A training run 30 % of the hours at 100 %; evaluation and debugging the other 70 % at 20 %.',
    },
    presetLine: '{{name}}: {{help}}',
    block: 'Block {{n}}',
    addBlock: 'Add block',
    removeBlock: 'Remove block {{n}}',
    sumOk: 'The shares add up to 100 % of the month’s hours.',
    sumOff: 'The shares add up to {{sum}} % of the month’s hours: they must add up to 100 %.',
    averageLoad: 'On average the month runs at {{load}} % of the peak.',
    offersTitle: 'Offers',
    offersIntro:
      'The contracts the plan may mix. The solver picks the cheapest commitments; the rest of the demand runs on the flexible offers, cheapest first.',
    noOffers: 'No offers listed: the plan takes on-demand, spot and the reservations from the rent-vs-buy section.',
    offer: 'Offer {{n}}: {{name}}',
    addOffer: 'Add offer',
    removeOffer: 'Remove offer {{n}}',
    defaultOffer: 'Offer {{n}}',
    quoteFallback: 'Quote {{n}}',
    fromRentVsBuy: 'Fill from rent vs buy',
    fromRentVsBuyHelp:
      'Replaces the offers with on-demand, spot and the 1-year and 3-year reservations at the rent-vs-buy prices (a reservation longer than the plan stays listed; the plan leaves it out and says why).',
    fromQuotes: 'Add my quotes as offers',
    fromQuotesHelp:
      'Each quote becomes a commitment at its price per GPU-hour, for its term and at most its GPUs, in blocks of the node’s GPUs, starting after delivery: month 1 + delivery month, or from a lead time 1 + weeks ÷ 4.35 rounded up. Its committed share, region premium, tax, storage and egress are not carried over.',
    unlimited: 'Unlimited',
    monthOne: 'Month 1',
    asWorkload: 'As workload: {{rate}}',
    asWorkloadNone: 'As workload, else 0',
  },
};

export const portfolioEditorZhCN: typeof portfolioEditorEn = {
  section: {
    title: '需求计划',
    description: '各月及每月之内所需的 GPU，以及满足这些需求的按需、竞价与承诺合同的最低成本组合。',
    add: '添加需求计划',
    remove: '移除需求计划',
  },
  fields: {
    portfolio: {
      months: { label: '计划期', help: '需求计划覆盖的月数（1–120），与方案的测算期无关。承诺合同必须在计划期内开始并结束。' },
      interruptibleShare: {
        label: '可中断比例',
        help: '每个时段需求中可重跑的批处理工作所占比例（带检查点的微调、评测）。只有这部分可以用竞价实例（种子文章 001：训练用竞价 + 检查点续跑，推理用常驻实例）。默认 0%。',
      },
      discountRate: { label: '折现率', help: '计算计划现值所用的年利率。留空：使用工作负载的折现率，没有则为 0%。' },
    },
    demandStep: {
      fromMonth: { label: '起始月', help: '自计划的这个月起，峰值为右侧的 GPU 数量。第一个阶段从第 1 个月开始，之后每个阶段的月份都要更晚。' },
      gpus: { label: '峰值 GPU 数', help: '这些月份里工作负载在峰值时所需的 GPU 数量。每个负载时段的需求为其负载 × 该峰值。' },
    },
    profileBlock: {
      share: { label: '小时占比', help: '该时段占月内小时数的比例。各时段占比之和为 100%。' },
      load: { label: '负载', help: '该时段的需求占峰值的比例（0–100%）。' },
    },
    offer: {
      name: { label: '名称', help: '唯一的名称：结果按名称列出各个合同选项。' },
      kind: {
        label: '计费方式',
        help: '按需：按使用的小时付费。竞价：更便宜但可能被中断，只用于可中断部分。承诺：在固定期限内租下一定数量的 GPU，无论是否使用都按小时付费。',
      },
      pricePerGPUHour: { label: '每 GPU 小时价格', help: '每块 GPU 每小时的价格。承诺合同对期限内的每个小时计费；竞价另加重跑开销。' },
      maxGPUs: { label: '最多 GPU 数', help: '该选项同一时间最多能提供的 GPU 数量（容量或配额）。留空：不限。' },
      termMonths: { label: '合同期', help: '承诺合同的月数：必须在计划期内结束，长于计划期的报价不纳入计划（并给出提示）。' },
      startFrom: { label: '最早开始月', help: '承诺合同最早可以开始的计划月份，例如交付周期之后。留空：第 1 个月。' },
      gpuBlock: { label: '承诺单位', help: '承诺按整块计算，每块这么多 GPU：8 卡节点为 8（留空即 8），GB200 NVL72 机柜为 72。' },
      availability: { label: '可用率', help: '竞价容量实际能承接的可中断需求比例（留空：100%）；其余由其他选项承担。' },
      overhead: { label: '重跑开销', help: '被抢占后重跑的工作，在竞价小时之外另行计费（留空：10%）。' },
    },
  },
  units: {
    percentOfHours: '% 小时数',
    percentOfPeak: '% 峰值',
  },
  texts: {
    demandTitle: '各月峰值 GPU',
    demandIntro: '每次变化设一个阶段：自其起始月起，峰值为该阶段的 GPU 数量。',
    step: '阶段 {{n}}',
    addStep: '添加阶段',
    removeStep: '移除阶段 {{n}}',
    profileTitle: '月内负载',
    profileIntro: '把一个月的小时分成若干时段，每个时段为峰值的一定比例。可从预设开始再调整。',
    presets: '预设',
    preset: {
      flat: '平稳',
      dayNight: '推理，昼夜起伏',
      trainingBursts: '训练突发',
    },
    presetHelp: {
      flat: '每个小时都处于峰值。',
      dayNight: '工作日白天 08–20 点（占 36% 小时）为 100%，晚间 20–02 点（25%）为 60%，夜间与周末白天（39%）为 25%。',
      trainingBursts: '训练运行占 30% 小时，为 100%；其余 70% 的评测与调试为 20%。',
    },
    presetLine: '{{name}}：{{help}}',
    block: '时段 {{n}}',
    addBlock: '添加时段',
    removeBlock: '移除时段 {{n}}',
    sumOk: '各时段占比合计为月内小时数的 100%。',
    sumOff: '各时段占比合计为月内小时数的 {{sum}}%：必须合计为 100%。',
    averageLoad: '整月平均负载为峰值的 {{load}}%。',
    offersTitle: '合同选项',
    offersIntro: '计划可以组合使用的合同。求解器选出最便宜的承诺；其余需求按价格从低到高由灵活的选项承担。',
    noOffers: '未列出合同选项：计划使用租用还是购买部分中的按需、竞价与预留价格。',
    offer: '合同选项 {{n}}：{{name}}',
    addOffer: '添加合同选项',
    removeOffer: '移除合同选项 {{n}}',
    defaultOffer: '合同选项 {{n}}',
    quoteFallback: '报价 {{n}}',
    fromRentVsBuy: '按租用还是购买的价格填入',
    fromRentVsBuyHelp: '用租用还是购买部分的价格，把合同选项替换为按需、竞价以及 1 年和 3 年预留（长于计划期的预留仍会列出；计划不采用它，并说明原因）。',
    fromQuotes: '把我的报价加为合同选项',
    fromQuotesHelp:
      '每份报价成为一项承诺：按其每 GPU 小时价格和合同期，最多为其 GPU 数量，以节点的 GPU 数为一块，交付后开始：第 1 + 交付月个月；只有交付周期时为 1 + 周数 ÷ 4.35（向上取整）。承诺比例、地区溢价、税、存储与出网流量不会带入。',
    unlimited: '不限',
    monthOne: '第 1 个月',
    asWorkload: '同工作负载：{{rate}}',
    asWorkloadNone: '同工作负载，无则 0',
  },
};
