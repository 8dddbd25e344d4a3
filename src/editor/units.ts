// Unit captions shown next to fields. Symbols read the same in both languages; word units and
// money units ("USD/GPU-h") come from the editor strings with the scenario's currency code.

import type { EditorMessages } from './messages';
import { fill } from './messages';

export type SymbolUnit = 'MW' | 'kW' | 'W' | '%' | 'TB' | 'GB';
export type WordUnit = keyof EditorMessages['units'];
export type UnitId = SymbolUnit | WordUnit;

const SYMBOLS: ReadonlySet<string> = new Set<SymbolUnit>(['MW', 'kW', 'W', '%', 'TB', 'GB']);

export function unitText(unit: UnitId | undefined, m: EditorMessages, currency: string): string {
  if (unit === undefined) return '';
  if (SYMBOLS.has(unit)) return unit;
  return fill(m.units[unit as WordUnit], { currency });
}
