// `--table`'s key figures: the presentation layer's list (src/present/key-figures.ts), the same the
// app's headline and the report show, as a text table with each figure's verdict in words (a
// terminal has no colour to carry it).
import type { FigureContext } from '../src/present/context';
import { figuresByPart, toneWord } from '../src/present/key-figures';
import { pad, renderTable, width } from './format-core';

export function formatKeyFigures(ctx: FigureContext): string {
  const figures = figuresByPart(ctx).flatMap((p) => p.figures);
  if (figures.length === 0) return '';
  const say = ctx.say;
  const rows = figures.map((f) => [f.label, f.display ? `${f.value} ${f.display}` : f.value, toneWord(f, ctx)]);
  const lines = renderTable([say('figures.column.figure'), say('figures.column.value'), say('figures.column.verdict')], rows, 1).trimEnd().split('\n');
  // The note (where the figure falls, what it is tested against) follows each row, left-aligned.
  const notes = [say('figures.column.note'), '', ...figures.map((f) => f.note ?? '')];
  const w = Math.max(...lines.map(width));
  return `\n${say('figures.heading')}\n${lines.map((l, i) => (notes[i] ? `${pad(l, w)}  ${notes[i]}` : l)).join('\n')}\n`;
}
