// Human-readable (--table), spreadsheet (--csv) and comparison output of the CLI.
// Numbers are rounded here, for display only; --json carries the engine's exact values.
import type { ScenarioResult } from '../models/evaluate';
import type { ScenarioComparison } from '../models/compare';
import type { DisplayInput } from '../models/scenario/types';
import type { Lang } from './args';

type Label = Record<Lang, string>;

function num(v: number | null | undefined, digits = 0, lang: Lang = 'en'): string {
  if (v === null || v === undefined) return '—';
  return v.toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function moneyOwn(v: number | null | undefined, currency: string, lang: Lang, digits = 0): string {
  if (v === null || v === undefined) return '—';
  return v.toLocaleString(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * An amount in the display currency (DOMAIN.md v2.5: scenario figure × rate). CNY in zh-CN reads
 * the Chinese way: ¥ with 万 (10^4) and 亿 (10^8) for large amounts.
 */
export function displayAmount(v: number | null | undefined, d: DisplayInput, lang: Lang, digits = 0): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  const x = v * d.rate;
  if (d.currency === 'CNY' && lang === 'zh-CN' && Math.abs(x) >= 1e4) {
    const [unit, scale] = Math.abs(x) >= 1e8 ? ['亿', 1e8] : ['万', 1e4];
    return `${x < 0 ? '-' : ''}¥${(Math.abs(x) / scale).toLocaleString('zh-CN', { maximumFractionDigits: 2, useGrouping: false })}${unit}`;
  }
  try {
    return x.toLocaleString(lang, { style: 'currency', currency: d.currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    return `${num(x, digits, lang)} ${d.currency}`;
  }
}

function pct(v: number | null | undefined, lang: Lang): string {
  if (v === null || v === undefined) return '—';
  return v.toLocaleString(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Width of a string in a monospace terminal: CJK characters take two columns. */
function width(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

function pad(s: string, n: number, right = false): string {
  const fill = ' '.repeat(Math.max(0, n - width(s)));
  return right ? fill + s : s + fill;
}

export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i], i > 0)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n') + '\n';
}

const L = {
  capacity: { en: 'Capacity', 'zh-CN': '容量' },
  gpus: { en: 'Deliverable GPUs', 'zh-CN': '可交付 GPU' },
  nodes: { en: 'Nodes', 'zh-CN': '节点' },
  racks: { en: 'Racks', 'zh-CN': '机柜' },
  itKW: { en: 'IT power (kW)', 'zh-CN': 'IT 功率 (kW)' },
  stranded: { en: 'Stranded power (kW)', 'zh-CN': '闲置功率 (kW)' },
  required: { en: 'MW needed for target GPUs', 'zh-CN': '目标 GPU 所需 MW' },
  investment: { en: 'Investment', 'zh-CN': '投资' },
  irr: { en: 'IRR (annual)', 'zh-CN': 'IRR（年化）' },
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
  eff: { en: 'Per used GPU-h', 'zh-CN': '每使用 GPU 小时' },
  rank: { en: 'Rank', 'zh-CN': '排名' },
  match: { en: 'Price to match best', 'zh-CN': '追平最优所需单价' },
  uncertainty: { en: 'Uncertainty', 'zh-CN': '不确定性' },
  warnings: { en: 'Warnings', 'zh-CN': '警告' },
  onDemand: { en: 'on-demand', 'zh-CN': '按需' },
  spot: { en: 'spot', 'zh-CN': '竞价' },
  reserved: { en: 'reserved', 'zh-CN': '预留' },
  buy: { en: 'buy', 'zh-CN': '购买' },
  key: { en: 'Result', 'zh-CN': '结果' },
  input: { en: 'Input', 'zh-CN': '输入' },
  differences: { en: 'Inputs that differ', 'zh-CN': '不同的输入' },
  keyResults: { en: 'Key results', 'zh-CN': '关键结果' },
  none: { en: '(none)', 'zh-CN': '（无）' },
  below: { en: 'Probability that the IRR is below the hurdle of', 'zh-CN': 'IRR 低于门槛收益率的概率，门槛' },
  tornado: { en: 'Tornado (each input at its low and high, the rest at base; largest swing first)', 'zh-CN': '龙卷风图（每个输入取低值与高值，其余取基准；摆幅大者在前）' },
  low: { en: 'low', 'zh-CN': '低' },
  displayRate: { en: 'Display currency', 'zh-CN': '显示币种' },
  asOf: { en: 'rate as of', 'zh-CN': '汇率日期' },
  undated: { en: 'undated rate', 'zh-CN': '汇率未注明日期' },
  neverFetched: { en: 'typed in, never fetched', 'zh-CN': '手动输入，从不联网获取' },
  high: { en: 'high', 'zh-CN': '高' },
} satisfies Record<string, Label>;

export function formatTable(r: ScenarioResult, lang: Lang, display?: DisplayInput): string {
  const t = (k: keyof typeof L) => L[k][lang];
  const out: string[] = [`# ${r.name} (${r.currency}, ${r.horizonMonths} mo)\n`];
  // Money in the scenario's currency, and beside it in the display currency when one is set.
  const d = display && display.rate > 0 && !(display.currency === r.currency && display.rate === 1) ? display : undefined;
  const money = (v: number | null | undefined, currency: string, l: Lang, digits = 0): string => {
    const own = moneyOwn(v, currency, l, digits);
    return d && v !== null && v !== undefined ? `${own} ≈ ${displayAmount(v, d, l, digits)}` : own;
  };
  if (d) {
    const when = d.asOf ? `${L.asOf[lang]} ${d.asOf}` : L.undated[lang];
    out.push(`${L.displayRate[lang]}: 1 ${r.currency} = ${d.rate.toLocaleString(lang, { maximumFractionDigits: 6 })} ${d.currency} (${when}${d.source ? `, ${d.source}` : ''}; ${L.neverFetched[lang]})\n`);
  }
  const c = r.capacity;
  out.push(`\n${t('capacity')}\n`);
  out.push(
    renderTable(
      [t('key'), ''],
      [
        [t('gpus'), num(c.gpus, 0, lang)],
        [t('nodes'), num(c.nodes, 0, lang)],
        [t('racks'), num(c.racks, 0, lang)],
        [t('itKW'), num(c.itKW, 1, lang)],
        [t('stranded'), num(c.strandedKW, 2, lang)],
        [t('required'), c.requiredMW === null ? '—' : num(c.requiredMW, 4, lang)],
      ],
    ),
  );
  if (r.investment) {
    const i = r.investment;
    out.push(`\n${t('investment')}\n`);
    out.push(
      renderTable(
        [t('key'), ''],
        [
          [t('irr'), i.irrAnnual === null ? `— (${i.irrNote ?? ''})` : pct(i.irrAnnual, lang)],
          [t('npv'), money(i.npv, r.currency, lang)],
          [t('payback'), i.paybackMonth === null ? '—' : String(i.paybackMonth)],
          [t('moic'), num(i.moic, 3, lang)],
        ],
      ),
    );
  }
  if (r.rentVsBuy) {
    const v = r.rentVsBuy;
    out.push(`\n${t('rvb')} — ${t('cheapest')} ${num(v.usageHours, 0, lang)} h: ${t(v.cheapest)}\n`);
    const modes = ['onDemand', 'spot', 'reserved', 'buy'] as const;
    out.push(
      renderTable(
        [t('mode'), t('annualCost'), t('breakEven')],
        modes.map((m) => [t(m), money(v.annualCost[m], r.currency, lang), m === 'buy' ? '' : num(v.breakEvenHours[m], 0, lang)]),
      ),
    );
  }
  if (r.quotes) {
    out.push(`\n${t('quotes')}\n`);
    out.push(
      renderTable(
        [t('rank'), t('provider'), t('total'), t('pv'), t('eff'), t('match')],
        [...r.quotes.quotes]
          .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
          .map((q) => [
            q.rank === null ? '—' : String(q.rank),
            q.provider,
            money(q.totalCost, r.currency, lang),
            money(q.presentValue, r.currency, lang),
            money(q.effectivePerUsedGPUHour, r.currency, lang, 4),
            money(q.priceToMatchBest, r.currency, lang, 4),
          ]),
      ),
    );
  }
  if (r.uncertainty) {
    const u = r.uncertainty;
    out.push(`\n${t('uncertainty')} (${num(u.trials, 0, lang)} trials, seed ${u.seed})\n`);
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
    out.push(`\n${t('tornado')}\n`);
    out.push(
      renderTable(
        [t('input'), t('low'), t('high'), `${t('irr')} ${t('low')}`, `${t('irr')} ${t('high')}`, `${t('npv')} ${t('low')}`, `${t('npv')} ${t('high')}`],
        u.tornado.map((e) => [
          e.path,
          String(+e.low.toPrecision(6)),
          String(+e.high.toPrecision(6)),
          pct(e.irrLow, lang),
          pct(e.irrHigh, lang),
          money(e.npvLow, r.currency, lang),
          money(e.npvHigh, r.currency, lang),
        ]),
      ),
    );
  }
  if (r.warnings.length) {
    out.push(`\n${t('warnings')}\n`);
    for (const w of r.warnings) out.push(`- ${w.message[lang]}\n`);
  }
  return out.join('');
}

function csvCell(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Monthly price series and investment cash flows, one row per month 0..H, full precision. */
export function formatCsv(r: ScenarioResult, withName: boolean): string {
  const gens = Object.keys(r.prices?.series ?? {});
  const inv = r.investment;
  const header = [
    ...(withName ? ['scenario'] : []),
    'month',
    ...gens.map((g) => `price_${g}`),
    ...(inv ? ['revenue', 'power', 'colo', 'opex', 'debtService', 'cashflow', 'cumulative'] : []),
  ];
  const rows: string[] = [header.map(csvCell).join(',')];
  let cum = 0;
  for (let m = 0; m <= r.horizonMonths; m++) {
    const cells: (string | number | null)[] = [...(withName ? [r.name] : []), m, ...gens.map((g) => r.prices!.series[g][m])];
    if (inv) {
      cum += inv.cashflows[m];
      cells.push(inv.revenue[m], inv.power[m], inv.colo[m], inv.opex[m], inv.debtService[m], inv.cashflows[m], cum);
    }
    rows.push(cells.map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}

function cell(v: unknown, lang: Lang): string {
  if (v === undefined) return '—';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isInteger(v) ? num(v, 0, lang) : String(+v.toPrecision(6));
  return String(v);
}

export function formatComparison(c: ScenarioComparison, lang: Lang): string {
  const t = (k: keyof typeof L) => L[k][lang];
  const out: string[] = [`${t('differences')}\n`];
  out.push(
    c.differences.length
      ? renderTable([t('input'), ...c.names], c.differences.map((d) => [d.path, ...d.values.map((v) => cell(v, lang))]))
      : `${t('none')}\n`,
  );
  out.push(`\n${t('keyResults')}\n`);
  out.push(renderTable([t('key'), ...c.names], c.results.map((r) => [r.key, ...r.values.map((v) => cell(v, lang))])));
  return out.join('');
}
