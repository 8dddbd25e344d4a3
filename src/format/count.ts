// A count with its noun ("1 node", "8 GPUs", "2.5 weeks"; zh-CN "8 张 GPU"), from results.counts in
// both languages: the singular for exactly 1, so no "1 nodes".
import type { Language } from '../i18n/languages';
import { EMPTY, formatNumber } from './format';

export type CountNoun = 'node' | 'gpu' | 'week' | 'month';
type CountKey = `results.counts.${CountNoun | `${CountNoun}s`}`;

/** `digits`: decimals shown (default 0: a whole count). */
export function countText(t: (key: CountKey, options: { n: string }) => string, noun: CountNoun, n: number | null, lang: Language, digits = 0): string {
  if (n === null || !Number.isFinite(n)) return EMPTY;
  return t(n === 1 ? `results.counts.${noun}` : `results.counts.${noun}s`, { n: formatNumber(n, lang, digits) });
}
