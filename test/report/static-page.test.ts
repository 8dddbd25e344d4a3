// cli/static-page.ts: the page `gpuplan report` prints — the built report page's shell around the
// report drawn in Node, its stylesheets written in, and the font files its text needs preloaded.
import { describe, expect, it } from 'vitest';
import { filesFor, fontFiles, HOLD_ID, inlineStylesheets, rangesKey, rebaseUrls, staticReportPage, stylesheetsOf, textOf } from '../../cli/static-page';

// As Vite writes fonts.css (minified), Noto Sans Latin and two Noto Sans SC faces.
const CSS =
  '@font-face{font-family:Noto Sans;font-style:normal;font-display:block;font-weight:400;src:url(./noto-sans-latin-400-normal-A.woff2)format("woff2");unicode-range:U+??,U+131,U+2000-206F,U+2212}' +
  '@font-face{font-family:Noto Sans;font-weight:600;src:url(./noto-sans-latin-600-normal-B.woff2)format("woff2");unicode-range:U+??,U+131,U+2000-206F,U+2212}' +
  '@font-face{font-family:Noto Sans SC;font-weight:400;src:url(./noto-sans-sc-chinese-simplified-400-normal-C.woff2)format("woff2")}' +
  '@font-face{font-family:Noto Sans SC;font-weight:400;src:url(./noto-sans-sc-90-400-normal-D.woff2)format("woff2");unicode-range:U+2211-2212,U+2248}' +
  'body{color:red}';

const SHELL = `<!doctype html>
<html lang="en" class="report-root">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="./assets/favicon-X.svg">
    <title>GPU Plan report</title>
    <script type="module" crossorigin src="./assets/report-A.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/base-B.js">
    <link rel="stylesheet" crossorigin href="./assets/base-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fontFiles', () => {
  it('reads each face: family, weight, file and code points (U+?? wildcards, ranges, single points; none = whole font)', () => {
    const faces = fontFiles(CSS);
    expect(faces.map((f) => [f.family, f.weight, f.url])).toEqual([
      ['Noto Sans', '400', './noto-sans-latin-400-normal-A.woff2'],
      ['Noto Sans', '600', './noto-sans-latin-600-normal-B.woff2'],
      ['Noto Sans SC', '400', './noto-sans-sc-chinese-simplified-400-normal-C.woff2'],
      ['Noto Sans SC', '400', './noto-sans-sc-90-400-normal-D.woff2'],
    ]);
    expect(faces[0].ranges).toEqual([[0, 0xff], [0x131, 0x131], [0x2000, 0x206f], [0x2212, 0x2212]]);
    expect(faces[2].ranges).toBeNull();
    expect(rangesKey(faces[0].ranges)).toBe('0-ff,131-131,2000-206f,2212-2212');
    expect(rangesKey(null)).toBe('0-10ffff');
  });
});

describe('filesFor', () => {
  const faces = fontFiles(CSS);
  it('keeps the faces whose code points the text uses; the face without a range for CJK text or a character no other face holds', () => {
    expect(filesFor(faces, 'IRR −20.61%').map((f) => f.url)).toEqual([
      './noto-sans-latin-400-normal-A.woff2',
      './noto-sans-latin-600-normal-B.woff2',
      // U+2212 is in this face's range too: preloading a 5 KB face the page may not use costs little.
      './noto-sans-sc-90-400-normal-D.woff2',
    ]);
    expect(filesFor(faces, '内部收益率 ≈ 5').map((f) => f.url)).toEqual([
      './noto-sans-latin-400-normal-A.woff2',
      './noto-sans-latin-600-normal-B.woff2',
      './noto-sans-sc-chinese-simplified-400-normal-C.woff2',
      './noto-sans-sc-90-400-normal-D.woff2',
    ]);
    // ☃ (U+2603) is in no face with a range: only the whole font may draw it.
    expect(filesFor(faces, 'Snow ☃').map((f) => f.url)).toEqual([
      './noto-sans-latin-400-normal-A.woff2',
      './noto-sans-latin-600-normal-B.woff2',
      './noto-sans-sc-chinese-simplified-400-normal-C.woff2',
    ]);
    // Spaces and line breaks alone need no face.
    expect(filesFor(faces, ' \n ')).toEqual([]);
  });

  it('reads the text of markup, entities decoded', () => {
    expect(textOf('<p title="x">A &amp; B &lt;C&gt; &quot;d&quot; &#x27;e&#x27;</p>')).toBe(` A & B <C> "d" 'e' `);
  });
});

describe('stylesheets written into the page', () => {
  it('finds the linked sheets and rebases their relative url()s to the page', () => {
    expect(stylesheetsOf(SHELL)).toEqual(['./assets/base-C.css']);
    expect(rebaseUrls('a{src:url(./f.woff2)}b{background:url("img/x.png")}c{src:url(data:font/woff2;base64,AA)}d{x:url(/abs.png)}', './assets/base.css')).toBe(
      'a{src:url(./assets/f.woff2)}b{background:url("./assets/img/x.png")}c{src:url(data:font/woff2;base64,AA)}d{x:url(/abs.png)}',
    );
    const page = inlineStylesheets(SHELL, new Map([['./assets/base-C.css', CSS]]));
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<style>@font-face{font-family:Noto Sans;');
    expect(page).toContain('src:url(./assets/noto-sans-latin-400-normal-A.woff2)');
    expect(page).toContain('body{color:red}</style>');
    // A sheet it was not given stays a link.
    expect(inlineStylesheets(SHELL, new Map())).toContain('<link rel="stylesheet" crossorigin href="./assets/base-C.css">');
  });
});

describe('staticReportPage', () => {
  const markup = { lang: 'zh-CN' as const, title: '园区 <A> & "B" — 情景报告', html: '<section><h2>关键数字</h2><p>$5 &amp; $&amp; $1</p></section>' };
  const page = staticReportPage(SHELL, markup, ['./assets/noto-sans-latin-400-normal-A.woff2']);

  it('puts the report in #root and sets the language and the title', () => {
    expect(page).toContain('<div id="root"><section><h2>关键数字</h2><p>$5 &amp; $&amp; $1</p></section></div>');
    expect(page).toContain('<html lang="zh-CN" class="report-root">');
    expect(page).toContain('<title>园区 &lt;A&gt; &amp; &quot;B&quot; — 情景报告</title>');
  });

  it('leaves out every script, module preload and the icon, preloads the fonts and shows the report in print only', () => {
    expect(page).not.toMatch(/<script|modulepreload|rel="icon"/);
    expect(page).toContain('<link rel="preload" href="./assets/noto-sans-latin-400-normal-A.woff2" as="font" type="font/woff2" crossorigin>');
    expect(page).toContain(`<style id="${HOLD_ID}">@media screen{#root{display:none}}</style></head>`);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="./assets/base-C.css">');
  });

  it('refuses a shell without #root', () => {
    expect(() => staticReportPage('<html><head></head><body></body></html>', markup, [])).toThrow(/root/);
  });
});
