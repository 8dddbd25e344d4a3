import { editorZhCN } from './areas/editor';
import { resultsZhCN } from './areas/results';
import { scenariosZhCN } from './areas/scenarios';
import { settingsZhCN } from './areas/settings';
import { catalogueZhCN } from './areas/catalogue';
import { reportZhCN } from './areas/report';
import { portfolioZhCN } from './areas/portfolio';
import { answerZhCN } from './areas/answer';
import { renterZhCN } from './areas/renter';
import { lenderZhCN } from './areas/lender';
import { fleetZhCN } from './areas/fleet';
import { workspaceZhCN } from './areas/workspace';
import { figuresZhCN } from './areas/figures';
import type { Messages } from './en';

// 简体中文. The `Messages` type makes the compiler reject a missing or an extra key.

export const zhCN: Messages = {
  app: {
    name: '算力规划',
    tagline: 'GPU 集群与合同规划',
    documentTitle: '算力规划',
  },
  nav: {
    label: '主导航',
    overview: '概览',
    scenarios: '方案',
    workspace: '编辑',
    compare: '对比',
    catalogue: '目录',
    settings: '设置',
  },
  language: {
    label: '语言',
    en: 'English',
    'zh-CN': '简体中文',
  },
  overview: {
    title: '规划 GPU 集群，以及为其付费的合同',
    intro:
      '算力规划把场地的合同电力、GPU 节点和手头的报价，换算成买方、运营方或投资方在签约前需要的数字。它在这台电脑上离线运行。',
    questionsTitle: '它能算什么',
    capacityTitle: '容量',
    capacityBody: '扣除 PUE、预留和配套负载之后，合同兆瓦数实际能支撑多少张 GPU，又有多少电力被闲置。',
    marketTitle: '市场',
    marketBody: '各代 GPU 每卡时租金随时间的走势，以及新一代对旧一代价格的压制。',
    investmentTitle: '投资',
    investmentBody: '购买 GPU 的现金流、NPV 与 IRR，考虑贷款、残值和价格下行。',
    rentVsBuyTitle: '租还是买',
    rentVsBuyBody: '按你的年使用小时数，租和买哪个更便宜，盈亏平衡点在哪里。',
    quotesTitle: '报价',
    quotesBody: '各家报价的合同条款并排对比，算出全包成本，以及每家要胜出需报到的价格。',
    uncertaintyTitle: '不确定性',
    uncertaintyBody: '哪些输入对结果影响最大，以及结果的可能区间。',
    recentTitle: '最近的方案',
    recentEmpty: '还没有方案：从下方新建一个，或打开方案文件。',
    openFile: '打开方案文件…',
    allScenarios: '全部 {{n}} 个方案',
    newTitle: '新建方案',
    factTitle: '读懂这些数字的关键事实',
    factFigure: '100 MW → 7,364–8,837 台节点 = 58,912–70,696 张 GPU',
    factBody:
      '一篇种子文章说 100 MW 可支撑“7,000–9,000 台 H100”：数的是 8 卡服务器（台），不是 GPU（张）。100 MW IT 电力预留 5%（可用 95,000 kW），每台 10–12 kW 的节点再加 7.5% 网络与存储（10.75–12.9 kW）：95,000 ÷ 12.9 = 7,364 台到 95,000 ÷ 10.75 = 8,837 台，正是文章的范围。每台 8 张 GPU，即 58,912–70,696 张 GPU。算力规划数的是 GPU（张）。',
    shortcutsHint: '按 ? 查看键盘快捷键；Alt+1 … Alt+6 打开各页面。',
  },
  about: {
    title: '关于',
    version: '版本',
    platform: '平台',
    runtime: '运行环境',
    runtimeBrowser: '网页浏览器',
    runtimeElectron: 'Electron {{version}}',
    loading: '加载中…',
    unavailable: '不可用',
  },
  commands: {
    new: '新建方案',
    open: '打开',
    'save-version': '保存版本',
    'export-pdf': '导出 PDF',
    undo: '撤销',
    redo: '重做',
    find: '查找',
    dismiss: '关闭',
  },
  shortcuts: {
    title: '键盘快捷键',
    open: '键盘快捷键（?）',
    close: '关闭',
    keyColumn: '按键',
    actionColumn: '操作',
    pages: '前往“{{page}}”',
    help: '显示或隐藏此列表',
    escape: '关闭对话框或此列表',
    tab: '在控件之间移动；Enter 或空格键激活',
  },
  scenarios: scenariosZhCN,
  editor: editorZhCN,
  results: resultsZhCN,
  portfolio: portfolioZhCN,
  answer: answerZhCN,
  renter: renterZhCN,
  lender: lenderZhCN,
  fleet: fleetZhCN,
  workspace: workspaceZhCN,
  report: reportZhCN,
  settings: settingsZhCN,
  catalogue: catalogueZhCN,
  figures: figuresZhCN,
};
