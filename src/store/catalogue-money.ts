// Catalogue money carries its currency (USD): in a plan of another currency it is converted at the
// rate the plan states (its display currency USD and rate: model: Display currency, "units of the
// display currency per one unit of the scenario's currency"), or left out when the plan states no
// such rate — never relabelled (issue 33). Every fill path that writes a catalogue amount reads it.
import { getIn, isPlainObject } from './path';

/** The currency of every catalogue amount (prices, capex, electricity, colocation). */
export const CATALOGUE_CURRENCY = 'USD';

export interface PlanMoney {
  /** The plan's currency. */
  currency: string;
  /** Plan currency per catalogue USD; null when the plan states no USD rate (then nothing is filled). */
  perUSD: number | null;
  /** The plan's stated rate (USD per one unit of the plan's currency) when amounts are converted. */
  statedRate?: number;
}

export function planMoney(doc: unknown): PlanMoney {
  const c = getIn(doc, 'currency');
  const currency = typeof c === 'string' && c.trim() !== '' ? c.trim().toUpperCase() : CATALOGUE_CURRENCY;
  if (currency === CATALOGUE_CURRENCY) return { currency, perUSD: 1 };
  const display = getIn(doc, 'display');
  if (isPlainObject(display) && display.currency === CATALOGUE_CURRENCY && typeof display.rate === 'number' && Number.isFinite(display.rate) && display.rate > 0) {
    return { currency, perUSD: 1 / display.rate, statedRate: display.rate };
  }
  return { currency, perUSD: null };
}

/** A catalogue USD amount in the plan's currency (six significant digits when converted); undefined when it cannot be. */
export function fromCatalogue(doc: unknown, usd: number | null | undefined): number | undefined {
  if (typeof usd !== 'number' || !Number.isFinite(usd)) return undefined;
  const { perUSD } = planMoney(doc);
  if (perUSD === null) return undefined;
  return perUSD === 1 ? usd : Number((usd * perUSD).toPrecision(6));
}

/**
 * The plan's currency set to `next`. When the plan's display currency is `next` (a new plan in USD
 * shown in CNY, switched to CNY), the display turns round to the old currency at the inverse rate,
 * so the rate the plan states still holds and catalogue amounts convert at it. The document's own
 * amounts are the user's and stay as typed.
 */
export function setPlanCurrency(doc: Record<string, unknown>, next: string | undefined): Record<string, unknown> {
  const to = next?.trim().toUpperCase();
  const out: Record<string, unknown> = { ...doc };
  if (to === undefined || to === '') {
    delete out.currency;
    return out;
  }
  out.currency = to;
  const from = typeof doc.currency === 'string' ? doc.currency : CATALOGUE_CURRENCY;
  const display = doc.display;
  if (from !== to && isPlainObject(display) && display.currency === to && typeof display.rate === 'number' && display.rate > 0) {
    out.display = { ...display, currency: from, rate: 1 / display.rate };
  }
  return out;
}
