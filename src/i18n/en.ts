import { editorEn } from './areas/editor';
import { resultsEn } from './areas/results';
import { scenariosEn } from './areas/scenarios';
import { settingsEn } from './areas/settings';
import { catalogueEn } from './areas/catalogue';
import { reportEn } from './areas/report';
import { portfolioEn } from './areas/portfolio';
import { answerEn } from './areas/answer';
import { renterEn } from './areas/renter';
import { lenderEn } from './areas/lender';
import { fleetEn } from './areas/fleet';
import { workspaceEn } from './areas/workspace';
import { figuresEn } from './areas/figures';
// English strings. zh-CN.ts must have exactly these keys (its type is `Messages`).
// No plural suffixes (_one/_other): Chinese has none, and key parity is checked by a test.

export const en = {
  app: {
    name: 'GPU Plan',
    tagline: 'GPU clusters and their contracts',
    documentTitle: 'GPU Plan',
  },
  nav: {
    label: 'Main navigation',
    overview: 'Overview',
    scenarios: 'Scenarios',
    workspace: 'Editor',
    compare: 'Compare',
    catalogue: 'Catalogue',
    settings: 'Settings',
  },
  language: {
    label: 'Language',
    en: 'English',
    'zh-CN': '简体中文',
  },
  overview: {
    title: 'Plan GPU clusters and the contracts that pay for them',
    intro:
      'GPU Plan turns a site’s contracted power, a GPU node and the quotes on the table into the numbers a buyer, an operator or an investor needs before signing. It runs offline on this computer.',
    questionsTitle: 'What it works out',
    capacityTitle: 'Capacity',
    capacityBody: 'How many GPUs the contracted megawatts really deliver, after PUE, reserve and overhead, and how much power is left stranded.',
    marketTitle: 'Market',
    marketBody: 'Rental prices per GPU-hour by generation over time, as newer GPUs push older ones down.',
    investmentTitle: 'Investment',
    investmentBody: 'Cash flows, NPV and IRR of buying GPUs, with debt, residual value and price decline.',
    rentVsBuyTitle: 'Rent vs buy',
    rentVsBuyBody: 'Which is cheaper at your annual usage hours, and the break-even point.',
    quotesTitle: 'Quotes',
    quotesBody: 'Provider quotes side by side, all-in, and the price each one must reach to win.',
    uncertaintyTitle: 'Uncertainty',
    uncertaintyBody: 'Which inputs move the result most, and the range of outcomes.',
    recentTitle: 'Recent scenarios',
    recentEmpty: 'No scenarios yet: start one below, or open a scenario file.',
    openFile: 'Open a scenario file…',
    allScenarios: 'All {{n}} scenarios',
    newTitle: 'New scenario',
    factTitle: 'The one fact behind the numbers',
    factFigure: '100 MW → 7,364–8,837 nodes = 58,912–70,696 GPUs',
    factBody:
      'A seed article says 100 MW supports “7,000–9,000 H100”: it counts 8-GPU servers (nodes), not GPUs. Hold 5 % of the 100 MW of IT power in reserve (95,000 kW usable) and add 7.5 % for network and storage to each 10–12 kW node (10.75–12.9 kW): 95,000 ÷ 12.9 = 7,364 to 95,000 ÷ 10.75 = 8,837 nodes, the article’s range. × 8 GPUs per node = 58,912–70,696 GPUs. GPU Plan counts GPUs.',
    shortcutsHint: 'Press ? for the keyboard shortcuts; Alt+1 … Alt+6 open the pages.',
  },
  about: {
    title: 'About',
    version: 'Version',
    platform: 'Platform',
    runtime: 'Runtime',
    runtimeBrowser: 'Web browser',
    runtimeElectron: 'Electron {{version}}',
    loading: 'Loading…',
    unavailable: 'Not available',
  },
  commands: {
    new: 'New scenario',
    open: 'Open',
    'save-version': 'Save version',
    'export-pdf': 'Export PDF',
    undo: 'Undo',
    redo: 'Redo',
    find: 'Find',
    dismiss: 'Dismiss',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    open: 'Keyboard shortcuts (?)',
    close: 'Close',
    keyColumn: 'Keys',
    actionColumn: 'Action',
    pages: 'Go to {{page}}',
    help: 'Show or hide this list',
    escape: 'Close a dialog or this list',
    tab: 'Move between controls; Enter or Space activates',
  },
  scenarios: scenariosEn,
  editor: editorEn,
  results: resultsEn,
  portfolio: portfolioEn,
  answer: answerEn,
  renter: renterEn,
  lender: lenderEn,
  fleet: fleetEn,
  workspace: workspaceEn,
  report: reportEn,
  settings: settingsEn,
  catalogue: catalogueEn,
  figures: figuresEn,
};

export type Messages = typeof en;
