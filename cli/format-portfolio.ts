// The demand plan (docs/model.md › Demand plan) in `gpuplan evaluate`: the "Demand plan" block of --table (plan
// cost, the cost without commitments, savings, utilization, what to sign when, each offer's share,
// when a commitment pays off) and `--csv --part portfolio` (one row per plan month, full precision).
// Texts: src/i18n/areas/cli.ts (cliPortfolioMessages), both languages.
import type { ScenarioResult } from '../models/evaluate';
import { planOffers } from '../models/portfolio/offers';
import type { Offer, OfferKind, PortfolioResult } from '../models/portfolio/types';
import type { DisplayInput } from '../models/scenario/types';
import type { Scenario } from '../models/scenario';
import { activeDisplay, withDisplay, type DisplayRate } from '../src/format/display-money';
import { cliPortfolioMessages, fillCli } from '../src/i18n/areas/cli';
import { offerLabeler } from '../src/present/portfolio-labels';
import { planTokenFigures } from '../src/present/plan-tokens';
import type { Lang } from './args';
import { csvCell, displayCsvCells, displayCsvHeader, moneyOwn, num, pct, rateDigits, renderTable, withUnit } from './format-core';

/** A share as a whole percent in running text ("76 %", zh-CN "76%"); one decimal where rounding would say 0 or 100 and it is not. */
export function sharePercent(v: number, lang: Lang): string {
  const whole = Math.round(v * 100);
  const digits = (whole === 100 && v < 1) || (whole === 0 && v > 0) ? 1 : 0;
  const n = (v * 100).toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return lang === 'zh-CN' ? `${n}%` : `${n} %`;
}


/**
 * The "Demand plan" block of `--table`, or '' for a scenario without a demand plan. A plan whose
 * solve stopped (its warning is in the result's warnings) gets its title and a pointer to them.
 */
export function formatPortfolioTable(r: ScenarioResult, lang: Lang, display?: DisplayInput, scenario?: Scenario): string {
  const p = r.portfolio;
  if (!p && !scenario?.portfolio) return '';
  const m = cliPortfolioMessages(lang);
  const d = activeDisplay(display, r.currency);
  const offers: Offer[] = scenario?.portfolio ? planOffers(scenario.portfolio, scenario.rentVsBuy) : [];
  const months = p?.months.length ?? scenario?.portfolio?.months ?? 0;
  const offerCount = p ? Object.keys(p.byOffer).length : offers.length;
  const rate = scenario?.portfolio?.discountRate;
  const title =
    rate === undefined
      ? fillCli(m.titleNoRate, { months, offers: offerCount })
      : fillCli(m.title, { months, offers: offerCount, rate: sharePercent(rate, lang) });
  const out: string[] = [`\n${title}\n`];
  if (!p) {
    out.push(`${m.notSolved}\n`);
    return out.join('');
  }
  const money = (v: number | null | undefined): string => withDisplay(moneyOwn(v, r.currency, lang), v, lang, d, 'money');
  const price = (v: number | null | undefined): string => withDisplay(moneyOwn(v, r.currency, lang, rateDigits(v)), v, lang, d, 'price');
  const name = scenario ? offerLabeler(scenario, lang) : (offer: string) => offer;

  // The plan's cost per million tokens (and the API's) when the file states a throughput: the app's figures (src/present/plan-tokens.ts).
  const tokenRows = scenario ? planTokenFigures(p, scenario, lang, price).map((f) => [f.label, f.note ? `${f.value} (${f.note})` : f.value]) : [];
  out.push(renderTable([m.result, m.value], [...summaryRows(p, m, lang, money, price), ...tokenRows]));
  if (p.savings === null) {
    out.push(`${fillCli(m.savingsNotSameNote, { baseline: num(p.baseline.unservedGPUHours, 0, lang), plan: num(p.unservedGPUHours, 0, lang) })}\n`);
  }
  const s = p.solve;
  out.push(
    `${fillCli(m.solvedBy, {
      solver: s.solver,
      variables: num(s.variables, 0, lang),
      integers: num(s.integerVariables, 0, lang),
      constraints: num(s.constraints, 0, lang),
      gap: pct(s.gap, lang),
    })}\n`,
  );

  out.push(`\n${m.scheduleTitle}\n`);
  if (p.commitments.length === 0) out.push(`${m.noSchedule}\n`);
  else
    out.push(
      renderTable(
        [m.offer, m.startMonth, m.endMonth, m.gpus, m.cost, m.presentCost],
        p.commitments.map((c) => [name(c.offer), String(c.startMonth), String(c.endMonth), num(c.gpus, 0, lang), money(c.cost), money(c.presentCost)]),
        1,
      ),
    );

  const kinds = new Map(offers.map((o) => [o.name, o.kind]));
  const kindText: Record<OfferKind, string> = { commit: m.kindCommit, onDemand: m.kindOnDemand, spot: m.kindSpot };
  out.push(`\n${m.byOfferTitle}\n`);
  out.push(
    renderTable(
      [m.offer, m.kind, m.used, m.billed, m.share, m.cost, m.presentCost],
      Object.entries(p.byOffer).map(([offer, t]) => {
        const kind = kinds.get(offer);
        return [name(offer), kind ? kindText[kind] : '', num(t.usedGPUHours, 0, lang), num(t.billedGPUHours, 0, lang), pct(t.demandShare, lang), money(t.cost), money(t.presentCost)];
      }),
      2,
    ),
  );

  const commits = Object.entries(p.breakEvenUtilization);
  if (commits.length > 0) {
    out.push(`\n${m.breakEvenTitle}\n`);
    const onDemand = offers.filter((o) => o.kind === 'onDemand').reduce<number | null>((lo, o) => (lo === null || o.price < lo ? o.price : lo), null);
    for (const [offer, share] of commits) {
      const o = offers.find((x) => x.name === offer);
      let text: string;
      if (share === null) text = fillCli(m.breakEvenNone, { offer: name(offer) });
      else if (!o || onDemand === null) text = fillCli(m.breakEvenShort, { offer: name(offer), share: sharePercent(share, lang) });
      else {
        const slots = { offer: name(offer), term: o.term, price: price(o.price), onDemand: price(onDemand), share: sharePercent(share, lang) };
        text = fillCli(share >= 1 ? m.breakEvenNever : m.breakEven, slots);
      }
      out.push(`- ${text}\n`);
    }
  }
  return out.join('');
}

function summaryRows(
  p: PortfolioResult,
  m: ReturnType<typeof cliPortfolioMessages>,
  lang: Lang,
  money: (v: number | null | undefined) => string,
  price: (v: number | null | undefined) => string,
): string[][] {
  let savings: string;
  if (p.savings === null) savings = m.savingsNotSame;
  else if (p.savingsShare === null) savings = fillCli(m.savingsNoShare, { amount: money(p.savings) });
  else savings = fillCli(m.savingsWithShare, { amount: money(p.savings), share: pct(p.savingsShare, lang) });
  return [
    [m.planTotal, money(p.totalCost)],
    [m.planPresent, money(p.presentCost)],
    [m.baselineTotal, money(p.baseline.totalCost)],
    [m.baselinePresent, money(p.baseline.presentCost)],
    [m.savings, savings],
    [m.utilization, p.commitmentUtilization === null ? m.noCommitments : pct(p.commitmentUtilization, lang)],
    [m.perUsed, p.effectivePerUsedGPUHour === null ? m.noneServed : price(p.effectivePerUsedGPUHour)],
    [m.demand, num(p.demandGPUHours, 0, lang)],
    [m.unserved, num(p.unservedGPUHours, 0, lang)],
  ];
}

/**
 * `--csv --part portfolio`: one row per plan month, full precision, as the JSON's `portfolio.months`:
 * month, peak, `committed.<offer>` (GPUs, each commit offer), `usedGPUHours.<offer>` (each offer;
 * spot without its overhead), idleCommittedGPUHours, unservedGPUHours, cost; with a display currency
 * `cost_display` after displayCurrency and displayRate; units in the headers ("peak (GPUs)", "cost (USD)"). A
 * scenario without a solved plan: the header alone.
 */
export function formatPortfolioCsv(r: ScenarioResult, withName: boolean, display?: DisplayInput): string {
  const p = r.portfolio;
  const d: DisplayRate | null = activeDisplay(display, r.currency);
  const first = p?.months[0];
  const committed = first ? Object.keys(first.committed) : [];
  const used = first ? Object.keys(first.usedGPUHours) : [];
  const money = ['cost'];
  const header = [
    ...(withName ? ['scenario'] : []),
    'month',
    'peak (GPUs)',
    ...committed.map((o) => `committed.${o} (GPUs)`),
    ...used.map((o) => `usedGPUHours.${o} (GPU-h)`),
    'idleCommittedGPUHours (GPU-h)',
    'unservedGPUHours (GPU-h)',
    withUnit('cost', r.currency),
    ...(d ? displayCsvHeader(money, [d.currency]) : []),
  ];
  const rows: string[] = [header.map(csvCell).join(',')];
  for (const x of p?.months ?? []) {
    const cells: (string | number | null)[] = [
      ...(withName ? [r.name] : []),
      x.month,
      x.peak,
      ...committed.map((o) => x.committed[o]),
      ...used.map((o) => x.usedGPUHours[o]),
      x.idleCommittedGPUHours,
      x.unservedGPUHours,
      x.cost,
      ...(d ? displayCsvCells(d, [x.cost]) : []),
    ];
    rows.push(cells.map(csvCell).join(','));
  }
  return rows.join('\n') + '\n';
}
