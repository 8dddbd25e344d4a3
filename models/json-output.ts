// The shape of `gpuplan evaluate --json` (docs/model.md › Outputs and the v2 worked example's
// expected results): `quotes` is the list of per-quote results, in input order. What the engine
// adds about the quotes as a whole (the rank-1 quote and the quote-request checklist) follows as
// `quoteSummary`; their warnings are already in the top-level `warnings`. The quotes' common
// window (docs/model.md › Quotes › Window) is the top-level `quotesWindowMonths`.
import type { ScenarioResult } from './evaluate';

export type JsonOutput = Omit<ScenarioResult, 'quotes'> & {
  quotes?: NonNullable<ScenarioResult['quotes']>['quotes'];
  quotesWindowMonths?: number;
  quoteSummary?: { bestIndex: number | null; checklist: NonNullable<ScenarioResult['quotes']>['checklist']; brief: NonNullable<ScenarioResult['quotes']>['brief'] };
};

export function toJsonOutput(result: ScenarioResult): JsonOutput {
  const { quotes, ...rest } = result;
  if (!quotes) return rest;
  return { ...rest, quotes: quotes.quotes, quotesWindowMonths: quotes.windowMonths, quoteSummary: { bestIndex: quotes.bestIndex, checklist: quotes.checklist, brief: quotes.brief } };
}
