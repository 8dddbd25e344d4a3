// The fleet's month-by-month ledger (model: Investment › fleet; Investment › Tax, depreciation and
// losses): what the flows compute on the way to the cash flows but do not return — each tranche's
// loan (interest, capitalised interest, payment, prepayment or balloon, balance), its depreciation,
// book value and exit, and the fleet's taxable income and losses carried forward under the loss
// limit. Written by runFleet when a ledger is passed (RunExtras.ledger), so the workbook shows the
// engine's own figures instead of recomputing them; a single purchase is the one-tranche fleet.

import type { InvestmentContext } from '../investment';
import type { ScenarioResult } from '../evaluate';
import type { InvestmentInput, Scenario } from '../scenario/types';
import { buildFleet } from './compute';
import { zeros } from '../arrays';
import { emptyDetail, runFleet } from './flows';
import type { FleetDetail } from './flows';
import type { TrancheTerms } from './terms';

/** One tranche's months, index 0..H (0 outside its months d..e). */
export interface TrancheLedger {
  /** GPUs online in month m (d < m ≤ e), after the ramp. */
  online: number[];
  /** Interest accrued on the tranche's loan (paid or capitalised; interest for tax either way). */
  interest: number[];
  /** The part of `interest` added to the loan in the grace months. */
  capitalized: number[];
  /** Loan payment of the month (interest only in an uncapitalised grace month, else the annuity). */
  service: number[];
  /** Balance repaid when the tranche is sold before H (month e), and the balance owed at H (balloon). */
  prepayment: number[];
  balloon: number[];
  /** Loan balance at the end of the month (after the draw, the payment and any repayment at exit). */
  balance: number[];
  depreciation: number[];
  /** Book value at the end of the month: capex at d, less depreciation through e. */
  book: number[];
  /** Resale (or exit value) received at e, and its gain over the book value. */
  value: number[];
  gain: number[];
}

/** The fleet's months, index 0..H, and each tranche's. */
export interface FleetLedger {
  /** Taxable income (EBITDA − depreciation − interest + gains; no interest in the project view). */
  taxable: number[];
  /** Losses carried forward used in the month (at most the loss limit × taxable income). */
  nolUsed: number[];
  /** Losses carried forward at the end of the month. */
  nol: number[];
  tranches: TrancheLedger[];
}

function trancheLedger(n: number): TrancheLedger {
  return { online: zeros(n), interest: zeros(n), capitalized: zeros(n), service: zeros(n), prepayment: zeros(n), balloon: zeros(n), balance: zeros(n), depreciation: zeros(n), book: zeros(n), value: zeros(n), gain: zeros(n) };
}

export function newFleetLedger(tranches: number, H: number): FleetLedger {
  return { taxable: zeros(H + 1), nolUsed: zeros(H + 1), nol: zeros(H + 1), tranches: Array.from({ length: tranches }, () => trancheLedger(H + 1)) };
}

export interface InvestmentLedger {
  /** The tranches as the engine resolved them (a single purchase: one, unnamed, held 0..H). */
  tranches: TrancheTerms[];
  H: number;
  /** The equity (levered) view and the project (unlevered) view. */
  equity: { detail: FleetDetail; ledger: FleetLedger; cashflows: number[] };
  project: { detail: FleetDetail; ledger: FleetLedger; cashflows: number[] };
  /** Σ balances owed at H (paid at H) and Σ what the tranches held to H bring at H. */
  balloon: number;
  residualValue: number;
}

/**
 * Both views of any investment run through the fleet's flows with the ledger kept: the figures the
 * workbook's Tranches and Monthly sheets show. Pure; the same flows as computeFleetInvestment.
 */
export function investmentLedger(inv: InvestmentInput, ctx: InvestmentContext): InvestmentLedger {
  const f = buildFleet(inv, ctx);
  const H = f.H;
  const n = f.tranches.length;
  const run = (levered: boolean) => {
    const detail = emptyDetail(H + 1, true);
    const ledger = newFleetLedger(n, H);
    const cashflows = Array.from(runFleet(inv, f, levered, new Float64Array(H + 1), { detail, coverage: null, trancheFlows: null, ledger }));
    return { detail, ledger, cashflows };
  };
  const project = run(false);
  const equity = run(true);
  return { tranches: f.tranches.map((t) => ({ ...t })), H, equity, project, balloon: f.balloon, residualValue: f.residualValue };
}

/**
 * The ledger of a scenario's investment, with the context evaluateScenario gives it (capacity's kW
 * per GPU, the site's PUE, the projected prices of every generation); null without an investment.
 */
export function scenarioInvestmentLedger(scenario: Scenario, result: ScenarioResult): InvestmentLedger | null {
  const input = scenario.investment;
  const capacity = result.capacity;
  if (!input || !scenario.site || !capacity) return null;
  // A defaulted GPU count follows the site, as in the evaluation.
  const inv = input.gpusDefaulted ? { ...input, gpus: capacity.gpus } : input;
  const series = result.prices?.series ?? {};
  const generations = scenario.market?.generations ?? [];
  return investmentLedger(inv, {
    kwPerGPU: capacity.kwPerGPU,
    pue: scenario.site.pue,
    horizonMonths: result.horizonMonths,
    price: (m) => (inv.generation !== undefined ? (series[inv.generation]?.[m] ?? null) : null),
    generationPrice: generations.find((g) => g.id === inv.generation)?.price,
    seriesOf: (id) => (Object.hasOwn(series, id) ? series[id] : undefined),
    generationPriceOf: (id) => generations.find((g) => g.id === id)?.price,
  });
}
