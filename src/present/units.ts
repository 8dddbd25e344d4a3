// Unit captions shown next to fields. Symbols read the same in both languages; word units and
// money units ("USD/GPU-h") come from the editor strings with the scenario's currency code.

import type { EditorMessages } from './messages';
import { fill } from './messages';

export type SymbolUnit = 'MW' | 'kW' | 'W' | '%' | 'TB' | 'GB';
export type WordUnit = keyof EditorMessages['units'];
export type UnitId = SymbolUnit | WordUnit;

const SYMBOLS: ReadonlySet<string> = new Set<SymbolUnit>(['MW', 'kW', 'W', '%', 'TB', 'GB']);

/** The unit's caption; with `value` 1, the singular of a word unit ("1 week"). */
export function unitText(unit: UnitId | undefined, m: EditorMessages, currency: string, value?: number): string {
  if (unit === undefined) return '';
  if (SYMBOLS.has(unit)) return unit;
  const one = m.unitsOne as Record<string, string>;
  if (value === 1 && Object.hasOwn(one, unit)) return one[unit];
  return fill(m.units[unit as WordUnit], { currency });
}
