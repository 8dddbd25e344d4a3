// Every test a key figure is read against, once (docs/model.md › Investment › Covenant and DSCR; docs/model.md › Demand plan). A
// figure gets a tone only when its inputs state a test: the hurdle rate for an IRR, zero for an
// NPV, one for a cash multiple, the covenant the user set for a DSCR. Without a covenant a DSCR is
// stated without a verdict: the 1.2× many lenders ask for is a convention, not the user's input.
import type { Tone } from './figure';

/** DSCR 1.0×: cash from operations just covers debt service (said in words, not a verdict). */
export const DSCR_COVERS = 1;
/** MOIC 1.0×: the equity gets its money back. */
export const MOIC_BREAK_EVEN = 1;
/** NPV 0: the project earns exactly the discount rate. */
export const NPV_BREAK_EVEN = 0;

/** good at or above the threshold, bad below; no verdict without a value. */
export function atLeast(value: number | null | undefined, threshold: number): Tone | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined;
  return value >= threshold ? 'good' : 'bad';
}

/** A DSCR against the covenant the user set: bad below it, good at or above; no covenant, no verdict. */
export function dscrTone(dscr: number | null | undefined, covenant: number | null | undefined): Tone | undefined {
  if (covenant === null || covenant === undefined) return undefined;
  return atLeast(dscr, covenant);
}

/** A coverage bar's verdict: 'met' or 'breach' against the covenant, null (a neutral bar) without one. */
export function dscrVerdict(dscr: number, covenant: number | null | undefined): 'met' | 'breach' | null {
  if (covenant === null || covenant === undefined) return null;
  return dscr < covenant ? 'breach' : 'met';
}

/** What commitments save: bad when they cost more than renting on demand, good when they save, none at zero. */
export function savingsTone(savings: number | null): Tone | undefined {
  if (savings === null || savings === 0) return undefined;
  return savings > 0 ? 'good' : 'bad';
}
