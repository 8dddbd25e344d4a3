// A count with its noun ("1 node", "8 GPUs"; zh-CN "8 块 GPU"), from results.counts in both
// languages: the singular for exactly 1, so no "1 nodes".
import type { Language } from '../i18n/languages';
import { EMPTY, formatInteger } from './format';

export type CountNoun = 'node' | 'gpu';

export function countText(t: (key: `results.counts.${'node' | 'nodes' | 'gpu' | 'gpus'}`, options: { n: string }) => string, noun: CountNoun, n: number | null, lang: Language): string {
  if (n === null || !Number.isFinite(n)) return EMPTY;
  return t(n === 1 ? `results.counts.${noun}` : `results.counts.${noun}s`, { n: formatInteger(n, lang) });
}
