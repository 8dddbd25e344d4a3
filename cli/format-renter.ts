// docs/model.md › Rent vs buy › Without a site and per token in `gpuplan evaluate --table`: where each billing mode wins over 0..8,760 h a year
// (the exact bands), the mode-to-mode thresholds in words, and the per-token table with the token
// API and the break-even utilization against it. Texts: src/i18n/areas/renter.ts (the app's own
// words), mode names from src/i18n/areas/results.ts.
import type { ScenarioResult } from '../models/evaluate';
import type { CostMode } from '../models/rent-vs-buy';
import type { Scenario } from '../models/scenario';
import { fillCli } from '../src/i18n/areas/cli';
import { renterEn, renterZhCN } from '../src/i18n/areas/renter';
import { resultsEn, resultsZhCN } from '../src/i18n/areas/results';
import { withDisplay, type DisplayRate } from '../src/format/display-money';
import { tokenUtilizationFor } from '../models/rent-vs-buy-tokens';
import type { Lang } from './args';
import { moneyOwn, num, rateDigits, renderTable } from './format-core';

function percent(v: number, lang: Lang): string {
  const n = (v * 100).toLocaleString(lang, { maximumFractionDigits: 0 });
  return lang === 'zh-CN' ? `${n}%` : `${n} %`;
}

/** The bands, thresholds and per-token block of --table, or '' without a rent-vs-buy result. */
export function formatRenterTable(r: ScenarioResult, lang: Lang, d: DisplayRate | null, scenario?: Scenario): string {
  const v = r.rentVsBuy;
  if (!v) return '';
  const m = lang === 'zh-CN' ? renterZhCN : renterEn;
  const modes = (lang === 'zh-CN' ? resultsZhCN : resultsEn).modes as Record<CostMode, string>;
  const hours = (h: number) => num(Math.round(h), 0, lang);
  const out: string[] = [];

  out.push(`\n${m.bands.title}\n`);
  out.push(v.cheapestBands.map((b) => `  ${fillCli(m.bands.band, { mode: modes[b.mode], from: hours(b.fromHours), to: hours(b.toHours) })}`).join('\n') + '\n');
  out.push(`\n${m.thresholds.title}\n`);
  const pairs = v.modeBreakEvens.map((be) => {
    const aFirst = v.lines[be.a]!.fixed <= v.lines[be.b]!.fixed;
    const [below, above] = aFirst ? [be.a, be.b] : [be.b, be.a];
    return `  ${fillCli(m.thresholds.pair, { below: modes[below], above: modes[above], hours: hours(be.hours) })}`;
  });
  out.push((pairs.length > 0 ? pairs.join('\n') : `  ${m.thresholds.none}`) + '\n');
  if (!v.modes.includes('buy')) out.push(`  ${m.thresholds.noBuy}\n`);

  const tok = v.perToken;
  const input = scenario?.rentVsBuy;
  if (tok) {
    const price = (x: number | null | undefined) => withDisplay(moneyOwn(x, r.currency, lang, rateDigits(x)), x, lang, d, 'price');
    const rows = v.modes.map((mode) => [
      `${modes[mode]}${tok.cheapest === mode ? ` (${m.perToken.cheapest})` : ''}`,
      price(tok.pricePerGPUHour[mode]),
      input ? percent(tokenUtilizationFor(mode, input), lang) : '',
      price(tok.costPerMillionTokens[mode]),
    ]);
    if (tok.apiPricePerMillionTokens !== null) {
      rows.push([`${m.perToken.api}${tok.cheapest === 'api' ? ` (${m.perToken.cheapest})` : ''}`, '', '', price(tok.apiPricePerMillionTokens)]);
    }
    out.push(`\n${m.perToken.title}\n`);
    out.push(renderTable([m.perToken.mode, m.perToken.price, m.perToken.utilization, m.perToken.perMillion], rows));
    const api = tok.apiPricePerMillionTokens;
    if (api !== null && api > 0) {
      const parts = (['reserved', 'reserved3y'] as const)
        .filter((k) => k in tok.breakEvenUtilization)
        .map((k) => {
          const u = tok.breakEvenUtilization[k] ?? null;
          return u === null ? fillCli(m.perToken.breakEvenNever, { mode: m.perToken[k] }) : fillCli(m.perToken.breakEvenAt, { mode: m.perToken[k], share: percent(u, lang) });
        });
      out.push(`${fillCli(m.perToken.breakEven, { api: price(api), parts: parts.join(m.perToken.join) })}\n`);
    }
  }
  return out.join('');
}
