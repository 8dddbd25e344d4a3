// Reads a PDF with pdfjs-dist (no poppler): its text per page laid out in lines (as
// `pdftotext -layout` would give: items on one baseline joined, gaps as spaces), the page count
// and sizes, and the fonts embedded in it (as `pdffonts` lists them); renders pages to PNG for a
// look when @napi-rs/canvas (pdfjs-dist's optional renderer) is installed.
import { readFile, writeFile } from 'node:fs/promises';
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPage {
  text: string;
  /** Width and height in PostScript points. */
  width: number;
  height: number;
  /** Embedded font names, subset tag dropped: "NotoSansSC-Regular". */
  fonts: string[];
}

export interface PdfSummary {
  pages: PdfPage[];
  /** All pages' text, one page after another. */
  text: string;
  /** Every embedded font on any page, sorted. */
  fonts: string[];
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
}

function open(data: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data, disableFontFace: true, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
}

/** Items on one baseline (within 2 pt) make a line; a gap of more than 1 pt between items is a space. */
export function layoutText(items: TextItem[]): string {
  const rows: { y: number; items: TextItem[] }[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const y = item.transform[5];
    const row = rows.find((r) => Math.abs(r.y - y) <= 2);
    if (row) row.items.push(item);
    else rows.push({ y, items: [item] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows
    .map((row) => {
      row.items.sort((a, b) => a.transform[4] - b.transform[4]);
      let line = '';
      let end = -Infinity;
      for (const item of row.items) {
        const x = item.transform[4];
        if (line && x - end > 1 && !/\s$/.test(line) && !/^\s/.test(item.str)) line += ' ';
        line += item.str;
        end = x + item.width;
      }
      return line;
    })
    .join('\n');
}

async function pageFonts(page: PDFPageProxy): Promise<string[]> {
  const ops = await page.getOperatorList();
  const names = new Set<string>();
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== OPS.setFont) continue;
    const font = page.commonObjs.get(ops.argsArray[i][0] as string) as { name?: string } | null;
    if (font?.name) names.add(font.name.replace(/^[A-Z]{6}\+/, ''));
  }
  return [...names].sort();
}

export async function readPdf(file: string): Promise<PdfSummary> {
  const doc = await open(new Uint8Array(await readFile(file)));
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const text = layoutText(content.items.filter((i): i is TextItem & typeof i => 'str' in i));
      pages.push({ text, width: x1 - x0, height: y1 - y0, fonts: await pageFonts(page) });
    }
    return { pages, text: pages.map((p) => p.text).join('\n\f'), fonts: [...new Set(pages.flatMap((p) => p.fonts))].sort() };
  } finally {
    await doc.destroy();
  }
}

/** Saves pages first..last as PNG (`${prefix}-N.png`) for a look; false when no canvas renderer is installed. */
export async function savePages(file: string, prefix: string, first: number, last: number, scale = 60 / 72): Promise<boolean> {
  let canvasModule: { createCanvas(w: number, h: number): { getContext(kind: '2d'): unknown; toBuffer(mime: 'image/png'): Buffer } };
  try {
    canvasModule = (await import('@napi-rs/canvas')) as unknown as typeof canvasModule;
  } catch {
    return false;
  }
  const doc = await open(new Uint8Array(await readFile(file)));
  try {
    for (let n = first; n <= Math.min(last, doc.numPages); n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale });
      const canvas = canvasModule.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const render = { canvas: canvas as unknown as HTMLCanvasElement, canvasContext: canvas.getContext('2d') as CanvasRenderingContext2D, viewport };
      await page.render(render).promise;
      await writeFile(`${prefix}-${n}.png`, canvas.toBuffer('image/png'));
    }
    return true;
  } finally {
    await doc.destroy();
  }
}

/**
 * Share of non-white pixels on each page, above its footer (the bottom 8 %), rendered at 36 dpi:
 * a page that prints nothing but its footer reads ~0. Null when no canvas renderer is installed.
 */
export async function pageInk(file: string): Promise<number[] | null> {
  let canvasModule: { createCanvas(w: number, h: number): { getContext(kind: '2d'): unknown } };
  try {
    canvasModule = (await import('@napi-rs/canvas')) as unknown as typeof canvasModule;
  } catch {
    return null;
  }
  const doc = await open(new Uint8Array(await readFile(file)));
  try {
    const out: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 0.5 });
      const w = Math.ceil(viewport.width);
      const h = Math.ceil(viewport.height);
      const canvas = canvasModule.createCanvas(w, h);
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, w, h);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: ctx, viewport }).promise;
      const body = Math.floor(h * 0.92);
      const data = ctx.getImageData(0, 0, w, body).data;
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 235 || data[i + 1] < 235 || data[i + 2] < 235) ink++;
      out.push(ink / (w * body));
    }
    return out;
  } finally {
    await doc.destroy();
  }
}
