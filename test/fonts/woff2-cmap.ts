// Reads which code points a WOFF2 font maps to a glyph (its cmap), with nothing but node:zlib's
// Brotli: enough to check that the bundled fonts cover every character the app shows.
// WOFF2: https://www.w3.org/TR/WOFF2/ (header, table directory, one Brotli stream of the tables).
import { brotliDecompressSync } from 'node:zlib';

const TAGS_GLYF = 10;
const TAGS_LOCA = 11;
const TAG_CMAP = 0;

function base128(buf: Buffer, at: { i: number }): number {
  let value = 0;
  for (let n = 0; n < 5; n++) {
    const b = buf[at.i++];
    value = value * 128 + (b & 0x7f);
    if ((b & 0x80) === 0) return value;
  }
  throw new Error('bad UIntBase128');
}

/** The decompressed cmap table of a (non-collection) WOFF2 font. */
export function woff2Cmap(font: Buffer): Buffer {
  if (font.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 font');
  const numTables = font.readUInt16BE(12);
  const compressedSize = font.readUInt32BE(20);
  const at = { i: 48 };
  const tables: { known: number; tag: string; length: number }[] = [];
  for (let t = 0; t < numTables; t++) {
    const flags = font[at.i++];
    const known = flags & 0x3f;
    let tag = '';
    if (known === 0x3f) {
      tag = font.toString('latin1', at.i, at.i + 4);
      at.i += 4;
    }
    const origLength = base128(font, at);
    const version = (flags >> 6) & 3;
    const transformed = known === TAGS_GLYF || known === TAGS_LOCA ? version === 0 : version !== 0;
    const length = transformed ? base128(font, at) : origLength;
    tables.push({ known, tag, length });
  }
  const data = brotliDecompressSync(font.subarray(at.i, at.i + compressedSize));
  let offset = 0;
  for (const table of tables) {
    if (table.known === TAG_CMAP || table.tag === 'cmap') return data.subarray(offset, offset + table.length);
    offset += table.length;
  }
  throw new Error('no cmap table');
}

/** Every code point the font maps to a glyph other than .notdef (cmap formats 4 and 12). */
export function codePoints(font: Buffer): Set<number> {
  const cmap = woff2Cmap(font);
  const count = cmap.readUInt16BE(2);
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    subtables.push({ platform: cmap.readUInt16BE(4 + i * 8), encoding: cmap.readUInt16BE(6 + i * 8), offset: cmap.readUInt32BE(8 + i * 8) });
  }
  const pick = (format: number) => subtables.find((s) => (s.platform === 3 || s.platform === 0) && cmap.readUInt16BE(s.offset) === format);
  const points = new Set<number>();
  const f12 = pick(12);
  if (f12) {
    const groups = cmap.readUInt32BE(f12.offset + 12);
    for (let g = 0; g < groups; g++) {
      const base = f12.offset + 16 + g * 12;
      const [start, end, glyph] = [cmap.readUInt32BE(base), cmap.readUInt32BE(base + 4), cmap.readUInt32BE(base + 8)];
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) points.add(c);
    }
    return points;
  }
  const f4 = pick(4);
  if (!f4) throw new Error('no Unicode cmap subtable of format 4 or 12');
  const segs = cmap.readUInt16BE(f4.offset + 6) / 2;
  const ends = f4.offset + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const rangeOffsets = deltas + segs * 2;
  for (let s = 0; s < segs; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}

/** Parses a CSS unicode-range value ("U+0000-00FF,U+0131") into a membership test. */
export function unicodeRange(value: string): (c: number) => boolean {
  const ranges = value.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a, 16), parseInt(b ?? a, 16)] as const;
  });
  return (c) => ranges.some(([a, b]) => c >= a && c <= b);
}
