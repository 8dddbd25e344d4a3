// Human-readable output of the CLI (--table); the spreadsheet parts are in format-csv.ts, the
// comparison in format-compare.ts (re-exported here for the CLI's one import).
// Numbers are rounded here, for display only; --json carries the engine's exact values.
import type { TornadoEntry } from '../models/uncertainty/types';
import type { ScenarioResult } from '../models/evaluate';
import { briefText } from '../src/present/brief-text';
import type { RentMode } from '../models/rent-vs-buy';
import type { DisplayInput } from '../models/scenario/types';
// The app's own display-money helpers (pure: Intl only, no React or DOM), so the CLI writes the
// display currency exactly as the results panel and the report do.
import { activeDisplay, withDisplay } from '../src/format/display-money';
import type { Lang } from './args';
import { TERMS } from '../models/glossary';
import { inputLabeler, inputValueFormatter } from '../src/present/input-label';
import { formatKeyFigures } from './format-figures';
import { figureContext } from '../src/present/context';
import { unusedPower } from '../src/present/capacity';
import { minMonthlyDscrFigure, minPeriodDscrFigure } from '../src/present/lender';
import { figureText } from '../src/present/key-figures';
import { formatPower } from '../src/format/format';
import { moneyOwn, num, pct, rateDigits, renderTable } from './format-core';
import { formatPortfolioTable } from './format-portfolio';
import { formatFleetPlanTable } from './format-fleet-plan';
import { formatScenariosTable } from './format-scenarios';
import { formatRenterTable } from './format-renter';
import { formatBreachProbability, formatLenderTables } from './format-investment';
import { formatFleetTables } from './format-fleet';

export { csvCell, displayAmount, rateDigits, renderTable } from './format-core';
export { formatPortfolioCsv } from './format-portfolio';
export { formatFleetPlanCsv } from './format-fleet-plan';
export { formatScenariosCsv } from './format-scenarios';
export { formatMonthlyCsv } from './format-monthly';
export { formatCsv, formatQuotesCsv, formatRentVsBuyCsv, formatSizingCsv } from './format-csv';
export { formatComparison } from './format-compare';
import type { Scenario } from '../models/scenario';

type Label = Record<Lang, string>;

const L = {
  capacity: { en: 'Capacity', 'zh-CN': '容量' },
  gpus: { en: 'Deliverable GPUs', 'zh-CN': '可交付 GPU' },
  nodes: { en: 'Nodes', 'zh-CN': '节点' },
  racks: { en: 'Racks', 'zh-CN': '机柜' },
  itKW: { en: 'IT power (kW)', 'zh-CN': 'IT 功率 (kW)' },
  stranded: { en: 'Stranded power (kW)', 'zh-CN': '闲置功率 (kW)' },
  required: { en: 'MW needed for target GPUs', 'zh-CN': '目标 GPU 所需 MW' },
  investment: { en: 'Investment', 'zh-CN': '投资' },
  irr: { en: 'Equity IRR (annual)', 'zh-CN': '股权 IRR（年化）' },
  irrBoth: { en: 'IRR (annual)', 'zh-CN': 'IRR（年化）' },
  npv: { en: 'NPV', 'zh-CN': '净现值' },
  payback: { en: 'Payback month', 'zh-CN': '回本月份' },
  moic: { en: 'MOIC', 'zh-CN': '资本回报倍数' },
  rvb: { en: 'Rent vs buy (per GPU-year)', 'zh-CN': '租与买（每 GPU 每年）' },
  mode: { en: 'Mode', 'zh-CN': '方式' },
  annualCost: { en: 'Annual cost', 'zh-CN': '年成本' },
  breakEven: { en: 'Break-even hours', 'zh-CN': '盈亏平衡小时' },
  cheapest: { en: 'Cheapest at', 'zh-CN': '最便宜（使用小时）' },
  quotes: { en: 'Quotes', 'zh-CN': '报价' },
  provider: { en: 'Provider', 'zh-CN': '供应商' },
  total: { en: 'Total', 'zh-CN': '总额' },
  pv: { en: 'Present value', 'zh-CN': '现值' },
  eff: { en: 'Per used GPU-h', 'zh-CN': TERMS.perUsedGPUHour['zh-CN'] },
  rank: { en: 'Rank', 'zh-CN': '排名' },
  match: TERMS.priceToMatch,
  quotesWindow: { en: 'Quotes, all on the same {{months}}-month window', 'zh-CN': '报价（全部按同样的 {{months}} 个月窗口比较）' },
  windowCost: { en: 'Window cost', 'zh-CN': '窗口内成本' },
  windowPV: { en: 'Window PV', 'zh-CN': '窗口内现值' },
  windowRate: { en: 'PV per used GPU-h (ranks)', 'zh-CN': '每已用 GPU 小时现值（排名依据）' },
  rollover: { en: 'Rollover (in window)', 'zh-CN': '续用（窗口内）' },
  windowRateOwed: { en: '(PV + owed PV) per used GPU-h (ranks)', 'zh-CN': '（现值 + 窗口后应付现值）÷ 已用 GPU 小时（排名依据）' },
  delayNet: { en: 'Delay, net', 'zh-CN': '延迟净成本' },
  fallback: { en: 'After the term', 'zh-CN': '合同期后' },
  owed: { en: 'Owed after window', 'zh-CN': '窗口后仍欠' },
  quoteTerms: { en: 'Quote terms', 'zh-CN': '报价条款' },
  committedShare: { en: 'Committed', 'zh-CN': '承诺比例' },
  delivery: { en: 'Delivery month', 'zh-CN': '交付月份' },
  bridge: { en: 'Bridging cost', 'zh-CN': '过渡成本' },
  burst: { en: 'Burst GPU-h', 'zh-CN': '突发 GPU 小时' },
  uncovered: { en: 'Uncovered GPU-h', 'zh-CN': '未覆盖 GPU 小时' },
  escalation: { en: 'Indexation / yr', 'zh-CN': '年度调价' },
  performance: { en: 'Performance', 'zh-CN': '性能系数' },
  perEffective: { en: 'Per effective GPU-h', 'zh-CN': '每有效 GPU 小时' },
  unquoted: { en: 'Not quoted (risk)', 'zh-CN': '未报价（风险）' },
  termination: { en: 'Termination', 'zh-CN': '终止条款' },
  storage: { en: 'storage', 'zh-CN': '存储' },
  egress: { en: 'egress', 'zh-CN': '出网流量' },
  noBurst: { en: 'no burst', 'zh-CN': '不可突发' },
  spotAvailability: { en: 'Spot availability', 'zh-CN': '竞价可用率' },
  spotFallback: { en: 'Spot fallback cost', 'zh-CN': '竞价不可用部分成本' },
  uncertainty: { en: 'Uncertainty', 'zh-CN': '不确定性' },
  drawn: { en: 'Drawn inputs', 'zh-CN': '抽样输入' },
  warnings: { en: 'Warnings', 'zh-CN': '警告' },
  onDemand: { en: 'on-demand', 'zh-CN': '按需' },
  spot: { en: 'spot', 'zh-CN': '竞价' },
  reserved: { en: 'reserved', 'zh-CN': '预留' },
  reserved3y: { en: 'reserved 3 years', 'zh-CN': '预留 3 年' },
  buy: { en: 'buy', 'zh-CN': '购买' },
  'buy-cheaper': { en: 'none: buying is cheaper at every usage level', 'zh-CN': '无：在任何使用时长下购买都更便宜' },
  'rent-cheaper': { en: 'none: renting is cheaper at every usage level', 'zh-CN': '无：在任何使用时长下租用都更便宜' },
  equal: { en: 'none: the same cost as buying at every usage level', 'zh-CN': '无：在任何使用时长下与购买成本相同' },
  sizing: { en: 'Workload sizing', 'zh-CN': '按负载测算规模' },
  replicaGB: { en: 'Memory per replica (GB)', 'zh-CN': '每副本显存 (GB)' },
  gpuMemoryGB: { en: 'Memory per GPU (GB)', 'zh-CN': '每 GPU 显存 (GB)' },
  gpusPerReplica: { en: 'GPUs per replica', 'zh-CN': '每副本 GPU' },
  throughputGPUs: { en: 'GPUs for the throughput', 'zh-CN': '吞吐量所需 GPU' },
  replicas: { en: 'Replicas', 'zh-CN': '副本数' },
  gpusNeeded: { en: 'GPUs needed', 'zh-CN': '所需 GPU' },
  nodesNeeded: { en: 'Nodes needed', 'zh-CN': '所需节点' },
  sizingMW: { en: 'MW needed', 'zh-CN': '所需 MW' },
  fits: { en: 'The site delivers it', 'zh-CN': '站点可满足' },
  yes: { en: 'yes', 'zh-CN': '是' },
  no: { en: 'no', 'zh-CN': '否' },
  key: { en: 'Result', 'zh-CN': '结果' },
  input: { en: 'Input', 'zh-CN': '输入' },
  below: { en: 'Probability that the IRR is below the hurdle of', 'zh-CN': 'IRR 低于门槛收益率的概率，门槛' },
  tornado: { en: 'Tornado (each input at its low and high, the rest at base; largest swing first)', 'zh-CN': '龙卷风图（每个输入取低值与高值，其余取基准；摆幅大者在前）' },
  low: { en: 'low', 'zh-CN': '低' },
  displayRate: { en: 'Display currency', 'zh-CN': '显示币种' },
  asOf: { en: 'rate as of', 'zh-CN': '汇率日期' },
  undated: { en: 'undated rate', 'zh-CN': '汇率未注明日期' },
  neverFetched: { en: 'typed in, never fetched', 'zh-CN': '手动输入，从不联网获取' },
  high: { en: 'high', 'zh-CN': '高' },
  view: { en: 'View', 'zh-CN': '口径' },
  equity: { en: 'Equity (levered)', 'zh-CN': '股权（含杠杆）' },
  project: { en: 'Project (unlevered)', 'zh-CN': '项目（无杠杆）' },
  xirr: { en: 'XIRR (dated flows)', 'zh-CN': 'XIRR（按日期）' },
  totalTax: { en: 'Tax paid over the horizon', 'zh-CN': '期内缴税合计' },
  months: { en: 'months', 'zh-CN': '个月' },
  trials: { en: 'trials', 'zh-CN': '次抽样' },
  seed: { en: 'seed', 'zh-CN': '随机种子' },
  totalEbitda: { en: 'EBITDA over the horizon', 'zh-CN': '期内 EBITDA 合计' },
  residual: { en: 'Residual value at the horizon', 'zh-CN': '期末残值' },
} satisfies Record<string, Label>;

/** What every section of formatTable reads: the result, the language and money in the display currency. */
interface TableContext {
  r: ScenarioResult;
  lang: Lang;
  t: (k: keyof typeof L) => string;
  money: (v: number | null | undefined, currency: string, l: Lang, digits?: number) => string;
  d: ReturnType<typeof activeDisplay>;
  scenario: Scenario | undefined;
  fig: ReturnType<typeof figureContext> | null;
}

/** `scenario` (optional) names drawn and tornado inputs by the form's labels with the form's units. */
export function formatTable(r: ScenarioResult, lang: Lang, display?: DisplayInput, scenario?: Scenario): string {
  const t = (k: keyof typeof L) => L[k][lang];
  const out: string[] = [`# ${r.name} (${r.currency}, ${r.horizonMonths} ${t('months')})\n`];
  // Money in the scenario's currency, and beside it in the display currency when one is set.
  const d = activeDisplay(display, r.currency);
  const money = (v: number | null | undefined, currency: string, l: Lang, digits = 0): string =>
    withDisplay(moneyOwn(v, currency, l, digits), v, l, d, digits > 2 ? 'price' : 'money');
  if (d) {
    const when = d.asOf ? `${L.asOf[lang]} ${d.asOf}` : L.undated[lang];
    out.push(`${L.displayRate[lang]}: 1 ${r.currency} = ${d.rate.toLocaleString(lang, { maximumFractionDigits: 6 })} ${d.currency} (${when}${d.source ? `, ${d.source}` : ''}; ${L.neverFetched[lang]})\n`);
  }
  // The key figures, decided once in src/present (the app's headline and the report say the same).
  const fig = scenario ? figureContext(scenario, r, lang) : null;
  if (fig) out.push(formatKeyFigures(fig));
  const x: TableContext = { r, lang, t, money, d, scenario, fig };
  out.push(capacitySection(x), investmentSection(x), rentVsBuySection(x), sizingSection(x), quotesSection(x), quoteTermsSection(x), uncertaintySection(x));
  // docs/model.md › Demand plan: the demand plan's block lives in format-portfolio.ts.
  out.push(formatPortfolioTable(r, lang, display, scenario));
  out.push(formatFleetPlanTable(r, lang, display, scenario));
  out.push(formatScenariosTable(r, lang, display, scenario));
  if (r.warnings.length) {
    out.push(`\n${t('warnings')}\n`);
    for (const w of r.warnings) out.push(`- ${w.message[lang]}\n`);
  }
  return out.join('');
}

function capacitySection({ r, lang, t, fig }: TableContext): string {
  // A plan without a site has no capacity results (docs/model.md › Capacity › Plans without a site): no section for a site nobody asked about.
  const c = r.capacity;
  if (!c) return '';
  return `\n${t('capacity')}\n${renderTable(
    [t('key'), ''],
    [
      [t('gpus'), num(c.gpus, 0, lang)],
      [t('nodes'), num(c.nodes, 0, lang)],
      [t('racks'), num(c.racks, 0, lang)],
      [t('itKW'), num(c.itKW, 1, lang)],
      [t('stranded'), num(c.strandedKW, 2, lang)],
      // Stranded power is never said alone: the site's power the bought GPUs leave unused beside it.
      ...unusedRows(fig),
      [t('required'), c.requiredMW === null ? '—' : num(c.requiredMW, 4, lang)],
    ],
  )}`;
}

function investmentSection({ r, lang, t, money, scenario, fig }: TableContext): string {
  if (!r.investment) return '';
  const i = r.investment;
  const out: string[] = [`\n${t('investment')}\n`];
  const irrCell = (v: number | null, note: string | null) => (v === null ? `— (${note ?? ''})` : pct(v, lang));
  out.push(
    renderTable(
      [t('view'), t('equity'), t('project')],
      [
        [t('irrBoth'), irrCell(i.irrAnnual, i.irrNote), irrCell(i.projectIrrAnnual, i.projectIrrNote)],
        [t('npv'), money(i.npv, r.currency, lang), money(i.projectNpv, r.currency, lang)],
        [t('payback'), i.paybackMonth === null ? '—' : String(i.paybackMonth), i.projectPaybackMonth === null ? '—' : String(i.projectPaybackMonth)],
        [t('moic'), num(i.moic, 3, lang), ''],
        ...(i.xirrAnnual !== undefined ? [[t('xirr'), irrCell(i.xirrAnnual, i.xirrNote ?? null), '']] : []),
      ],
    ),
  );
  const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);
  // The covenant period's test ("Minimum DSCR") and the lowest month, as src/present names them.
  const dscr = fig ? [minPeriodDscrFigure(fig), minMonthlyDscrFigure(fig)].flatMap((f) => (f ? [[f.label, figureText(f)]] : [])) : [];
  out.push(
    renderTable(
      [t('key'), ''],
      [
        ...dscr,
        [t('totalEbitda'), money(sum(i.ebitda), r.currency, lang)],
        [t('totalTax'), money(sum(i.tax), r.currency, lang)],
        [t('residual'), money(i.residualValue, r.currency, lang)],
      ],
    ),
  );
  const inv = scenario?.investment;
  out.push(formatLenderTables(i, inv?.covenantDSCR, inv?.dscrPeriod ?? 'year', r.currency, lang, money));
  out.push(formatFleetTables(i, r.currency, lang, r.capacity?.usableKW));
  return out.join('');
}

function rentVsBuySection({ r, lang, t, money, d, scenario }: TableContext): string {
  if (!r.rentVsBuy) return '';
  const v = r.rentVsBuy;
  const breakEven = (m: RentMode): string => {
    const h = v.breakEvenHours[m] ?? null;
    const note = v.breakEvenNote[m];
    return h !== null || note === undefined || note === 'crosses' ? num(h, 0, lang) : t(note);
  };
  // Without buying (docs/model.md › Rent vs buy › Without a site and per token: no site, no power figures) there is no break-even with it.
  const table = v.modes.includes('buy')
    ? renderTable(
        [t('mode'), t('annualCost'), t('breakEven')],
        v.modes.map((m) => [t(m), money(v.annualCost[m], r.currency, lang), m === 'buy' ? '' : breakEven(m)]),
      )
    : renderTable([t('mode'), t('annualCost')], v.modes.map((m) => [t(m), money(v.annualCost[m], r.currency, lang)]));
  return `\n${t('rvb')} — ${t('cheapest')} ${num(v.usageHours, 0, lang)} h: ${t(v.cheapest)}\n${table}${formatRenterTable(r, lang, d, scenario)}`;
}

function sizingSection({ r, lang, t }: TableContext): string {
  if (!r.sizing) return '';
  const z = r.sizing;
  return `\n${t('sizing')}\n${renderTable(
    [t('key'), ''],
    [
      [t('gpuMemoryGB'), num(z.gpuMemoryGB, 0, lang)],
      [t('replicaGB'), num(z.replicaGB, 1, lang)],
      [t('gpusPerReplica'), num(z.gpusPerReplica, 0, lang)],
      [t('throughputGPUs'), num(z.throughputGPUs, 2, lang)],
      [t('replicas'), num(z.replicas, 0, lang)],
      [t('gpusNeeded'), num(z.gpusNeeded, 0, lang)],
      [t('nodesNeeded'), num(z.nodesNeeded, 0, lang)],
      // Null without a site (docs/model.md › Capacity › Plans without a site): no power or fit to report.
      ...(z.requiredMW === null ? [] : [[t('sizingMW'), num(z.requiredMW, 4, lang)]]),
      ...(z.fitsDeliverable === null ? [] : [[t('fits'), t(z.fitsDeliverable ? 'yes' : 'no')]]),
    ],
  )}`;
}

function quotesSection({ r, lang, t, money }: TableContext): string {
  if (!r.quotes) return '';
  // docs/model.md › Quotes › Window: every total on one window, which the heading states; the ranking's figure beside it.
  const heading = `\n${t('quotesWindow').replace('{{months}}', String(r.quotes.windowMonths))}\n`;
  // Quotes › rollover: a column for the rollover months' cost when a quote rolls over.
  const rolls = r.quotes.quotes.some((q) => q.rollover === 'monthly');
  return heading + renderTable(
    [t('rank'), t('provider'), t('windowCost'), t('windowPV'), t(r.quotes.rankBy === 'windowPlusOwed' ? 'windowRateOwed' : 'windowRate'), t('match'), t('delayNet'), t('fallback'), ...(rolls ? [t('rollover')] : []), t('owed')],
    [...r.quotes.quotes]
      .sort((a, b) => a.rank - b.rank)
      .map((q) => [
        String(q.rank),
        q.provider,
        money(q.windowCost, r.currency, lang),
        money(q.windowPresentValue, r.currency, lang),
        // The figure the ranking uses (with rankBy windowPlusOwed, what is owed after the window too).
        money(q.rankPerUsedGPUHour, r.currency, lang, rateDigits(q.rankPerUsedGPUHour)),
        money(q.priceToMatchBest, r.currency, lang, rateDigits(q.priceToMatchBest)),
        money(q.delayCost, r.currency, lang),
        money(q.fallbackCost, r.currency, lang),
        ...(rolls ? [money(q.rolloverCost, r.currency, lang)] : []),
        money(q.owedAfterWindow, r.currency, lang),
      ]),
  );
}

function quoteTermsSection({ r, lang, t, money, d }: TableContext): string {
  if (!r.quotes) return '';
  const byIndex = [...r.quotes.quotes];
  // Issue 27: a spot quote's availability and the cost of the hours it cannot serve, when some quote is spot.
  const spot = byIndex.some((q) => q.spotAvailability < 1);
  const table = renderTable(
    [t('provider'), t('committedShare'), ...(spot ? [t('spotAvailability'), t('spotFallback')] : []), t('delivery'), t('bridge'), t('burst'), t('uncovered'), t('escalation'), t('performance'), t('perEffective'), t('unquoted'), t('termination')],
    byIndex.map((q) => [
      q.provider,
      pct(q.committedShare, lang),
      ...(spot ? [pct(q.spotAvailability, lang), money(q.spotFallbackCost, r.currency, lang)] : []),
      String(q.deliveryMonth),
      money(q.bridgeCost, r.currency, lang),
      q.burstPrice === null ? t('noBurst') : num(q.burstGPUHours, 0, lang),
      num(q.uncoveredGPUHours, 0, lang),
      pct(q.annualEscalation, lang),
      num(q.performanceFactor, 2, lang),
      money(q.effectivePerEffectiveGPUHour, r.currency, lang, rateDigits(q.effectivePerEffectiveGPUHour)),
      q.unquoted.length ? q.unquoted.map((u) => t(u)).join(', ') : '—',
      q.terms.terminationTerms ?? '—',
    ]),
  );
  // docs/model.md › Quotes › Window: the negotiation brief, as the app copies it for an e-mail.
  return `\n${t('quoteTerms')}\n${table}\n${briefText(r.quotes.brief, { lang, currency: r.currency, display: d })}`;
}

function uncertaintySection({ r, lang, t, money, scenario }: TableContext): string {
  if (!r.uncertainty) return '';
  const u = r.uncertainty;
  const out: string[] = [`\n${t('uncertainty')} (${num(u.trials, 0, lang)} ${t('trials')}, ${t('seed')} ${u.seed})\n`];
  const p = u.irrAnnual.percentiles;
  const n = u.npv.percentiles;
  out.push(
    renderTable(
      ['', 'P5', 'P10', 'P50', 'P90', 'P95'],
      [
        [t('irr'), pct(p.p5, lang), pct(p.p10, lang), pct(p.p50, lang), pct(p.p90, lang), pct(p.p95, lang)],
        [t('npv'), ...[n.p5, n.p10, n.p50, n.p90, n.p95].map((x) => money(x, r.currency, lang))],
      ],
    ),
  );
  out.push(`${t('below')} ${pct(u.hurdleRate, lang)}: ${pct(u.probIrrBelowHurdle, lang)}\n`);
  out.push(formatBreachProbability(u.probCovenantBreach, lang, pct));
  const label = inputLabeler(scenario ?? null, lang);
  const val = inputValueFormatter(lang, 4, r.currency);
  if (u.inputs.length > 0) {
    const v = (path: string, x: number | null): string => (x === null ? '—' : val(path, x));
    out.push(`\n${t('drawn')}\n`);
    out.push(renderTable([t('input'), 'P5', 'P50', 'P95'], u.inputs.map((i) => [label(i.path), v(i.path, i.p5), v(i.path, i.p50), v(i.path, i.p95)])));
  }
  out.push(`\n${t('tornado')}\n`);
  out.push(
    renderTable(
      [t('input'), t('low'), t('high'), `${t('irr')} ${t('low')}`, `${t('irr')} ${t('high')}`, `${t('npv')} ${t('low')}`, `${t('npv')} ${t('high')}`],
      u.tornado.map((e) => [label(e.path), val(e.path, e.low), val(e.path, e.high), pct(e.irrLow, lang), pct(e.irrHigh, lang), money(e.npvLow, r.currency, lang), money(e.npvHigh, r.currency, lang)]),
    ),
  );
  return out.join('');
}

/** The row that says how much of the site the investment's GPUs leave unused (none without an investment that leaves some). */
function unusedRows(fig: ReturnType<typeof figureContext> | null): string[][] {
  const u = fig ? unusedPower(fig) : null;
  if (!fig || !u) return [];
  const share = u.share.toLocaleString(fig.lang, { style: 'percent', maximumFractionDigits: 0 });
  return [[fig.say('figures.capacity.unusedLabel', { gpus: num(u.gpus, 0, fig.lang) }), `${formatPower(u.unusedMW * 1000, fig.lang, 1)} (${share})`]];
}

/** uncertainty "What moves my equity IRR" (each stated input alone ±10 %, month fields ±3 months), for --table: the IRR is the equity (levered) one, as in the app. */
export function formatSensitivity(rows: readonly TornadoEntry[], currency: string, lang: Lang, display?: DisplayInput, scenario?: Scenario): string {
  const d = activeDisplay(display, currency);
  const npv = (v: number | null) => withDisplay(moneyOwn(v, currency, lang), v, lang, d);
  if (rows.length === 0) return '';
  const title = lang === 'zh-CN' ? '什么在影响股权内部收益率（填写的每个输入单独变动 ±10%，月份字段 ±3 个月）' : 'What moves the equity IRR (each stated input alone ±10 %, month fields ±3 months)';
  const head =
    lang === 'zh-CN'
      ? ['输入', '低值', '高值', '低值时股权 IRR', '高值时股权 IRR', '低值时 NPV', '高值时 NPV']
      : ['Input', 'low', 'high', 'Equity IRR at low', 'Equity IRR at high', 'NPV at low', 'NPV at high'];
  const label = inputLabeler(scenario ?? null, lang);
  const v = inputValueFormatter(lang, 4, currency);
  return `\n${title}\n${renderTable(
    head,
    rows.map((e) => [label(e.path), v(e.path, e.low), v(e.path, e.high), pct(e.irrLow, lang), pct(e.irrHigh, lang), npv(e.npvLow), npv(e.npvHigh)]),
  )}`;
}
