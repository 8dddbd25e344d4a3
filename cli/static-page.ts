// The page `gpuplan report` prints: the built report page (dist/report.html) as a shell — its
// stylesheets, with its scripts left out — around a report already drawn to HTML
// (src/report/static-markup.tsx), with the font files its text needs preloaded, so Chromium
// fetches them with the stylesheets instead of discovering them while laying out. Pure text
// functions (tested in test/report/static-page.test.ts).
import type { ReportMarkup } from '../src/report/static-markup';

/** One @font-face of the page's stylesheets: its file and the code points it covers. */
export interface FontFile {
  family: string;
  weight: string;
  /** The file, relative to the stylesheet (`./name.woff2`). */
  url: string;
  /** Inclusive code point ranges; null when the face gives none (it covers the whole font). */
  ranges: [number, number][] | null;
}

/** The CJK blocks: text with these needs the faces without unicode-range (Noto Sans SC's main file). */
const CJK: [number, number][] = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x303f],
  [0x3040, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
];

/** `U+0000-00FF`, `U+2192`, `U+4??` (wildcards) → [from, to]. */
function parseRange(part: string): [number, number] | null {
  const m = /^U\+([0-9A-F?]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
  if (!m) return null;
  if (m[1].includes('?')) return [parseInt(m[1].replace(/\?/g, '0'), 16), parseInt(m[1].replace(/\?/g, 'F'), 16)];
  const from = parseInt(m[1], 16);
  return [from, m[2] ? parseInt(m[2], 16) : from];
}

/** Every @font-face in a stylesheet's text (as Vite writes it, minified or not). */
export function fontFiles(css: string): FontFile[] {
  const out: FontFile[] = [];
  for (const block of css.match(/@font-face\s*\{[^}]*\}/g) ?? []) {
    const prop = (name: string) => new RegExp(`(?:^|[;{\\s])${name}\\s*:\\s*([^;}]+)`).exec(block)?.[1].trim();
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(block)?.[1];
    const family = prop('font-family')?.replace(/^["']|["']$/g, '');
    if (!url || !family) continue;
    const range = prop('unicode-range');
    const ranges = range ? range.split(',').map(parseRange).filter((r): r is [number, number] => r !== null) : null;
    out.push({ family, weight: prop('font-weight') ?? '400', url, ranges });
  }
  return out;
}

/**
 * Every face that may draw a character of `text`, so that the page can load them all before it is
 * laid out: the faces whose unicode-range holds one of its characters, and the faces without a
 * range (a whole font: here Noto Sans SC's Chinese file) when the text has CJK characters or one
 * no face with a range holds. Generous on purpose: a face loaded and not used costs its download,
 * and one missed (text the stylesheet writes, say) is loaded later, when the page is laid out for
 * print just before it prints (cli/report.ts `loadPrintFaces`).
 */
export function filesFor(files: readonly FontFile[], text: string): FontFile[] {
  const used = new Set<number>();
  for (const ch of text) used.add(ch.codePointAt(0)!);
  const points = [...used].filter((p) => p > 0x20);
  const holds = (ranges: readonly [number, number][], p: number) => ranges.some(([from, to]) => p >= from && p <= to);
  const ranged = files.flatMap((f) => (f.ranges ? [f.ranges] : []));
  const needsWhole = points.some((p) => holds(CJK, p) || !ranged.some((r) => holds(r, p)));
  return files.filter((f) => (f.ranges ? points.some((p) => holds(f.ranges!, p)) : needsWhole));
}

/**
 * A face's code points as one comparable text ("0-ff,131-131,…"; the whole of Unicode without
 * unicode-range): how the page finds, among its FontFace objects, the ones to load (the same
 * function, inlined, reads FontFace.unicodeRange there: cli/report.ts `settle`).
 */
export function rangesKey(ranges: readonly [number, number][] | null): string {
  return (ranges ?? [[0, 0x10ffff]]).map(([from, to]) => `${from.toString(16)}-${to.toString(16)}`).join(',');
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The text of some HTML: tags left out, the entities renderToStaticMarkup writes decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The stylesheets a page links (`<link rel="stylesheet" href>`), in order. */
export function stylesheetsOf(html: string): string[] {
  return (html.match(/<link\b[^>]*>/gi) ?? []).filter((tag) => /\brel="stylesheet"/i.test(tag)).flatMap((tag) => /\bhref="([^"]+)"/i.exec(tag)?.[1] ?? []);
}

/** A stylesheet's relative url()s rewritten relative to the page (the sheet at `href`). */
export function rebaseUrls(css: string, href: string): string {
  const dir = href.includes('/') ? href.slice(0, href.lastIndexOf('/') + 1) : '';
  return css.replace(/url\(\s*(["']?)(\.\/)?([^"')]+)\1\s*\)/g, (whole, quote: string, _dot: string, url: string) =>
    /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url) ? whole : `url(${quote}${dir}${url}${quote})`,
  );
}

/**
 * The shell with each linked stylesheet (`sheets`: href → its text) written into the page as a
 * <style>, its url()s rebased: the page then asks the server for nothing but its fonts.
 */
export function inlineStylesheets(shell: string, sheets: ReadonlyMap<string, string>): string {
  return shell.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = /\brel="stylesheet"/i.test(tag) ? /\bhref="([^"]+)"/i.exec(tag)?.[1] : undefined;
    const css = href === undefined ? undefined : sheets.get(href);
    return css === undefined || href === undefined ? tag : `<style>${rebaseUrls(css, href).replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** The id of the style element that keeps the report off the screen (it is only printed). */
export const HOLD_ID = 'gpuplan-print-only';

/**
 * The shell (dist/report.html's text) with the report in #root, its language and title, its
 * scripts, module preloads and icon removed (a printed page needs none), a preload for each font file in `fonts` (URLs as the page
 * resolves them, e.g. `./assets/x.woff2`), and the report shown in print only (HOLD_ID).
 */
export function staticReportPage(shell: string, markup: ReportMarkup, fonts: readonly string[]): string {
  // HOLD_ID keeps the report off the screen: it is laid out once, for print, with its fonts loaded
  // (cli/report.ts `settle`). Laid out before they are, Chromium first measures all its text in
  // fallback system fonts; laid out on screen too, it would be laid out twice.
  const preloads = fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`).join('') + `<style id="${HOLD_ID}">@media screen{#root{display:none}}</style>`;
  let page = shell
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|icon)"[^>]*>\s*/gi, '')
    .replace(/<html\b([^>]*)\blang="[^"]*"/i, (_m, before: string) => `<html${before}lang="${escapeHtml(markup.lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(markup.title)}</title>`);
  if (!/<div id="root"><\/div>/.test(page) || !/<\/head>/i.test(page)) throw new Error('dist/report.html lacks <div id="root"></div> or </head>');
  page = page.replace(/<\/head>/i, () => `${preloads}</head>`);
  // A function, so `$` in the report's text is never read as a replacement pattern.
  return page.replace('<div id="root"></div>', () => `<div id="root">${markup.html}</div>`);
}
