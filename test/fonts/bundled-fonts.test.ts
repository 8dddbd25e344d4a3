// The fonts in src/styles/fonts.css come from npm packages (woff2, never a CDN) and between them
// cover every character of the en and zh-CN messages, so no text falls back to whatever fonts the
// machine has (on one without CJK fonts that fallback is empty boxes).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/csp';
import { resources } from '../../src/i18n/resources';
import { codePoints, unicodeRange } from './woff2-cmap';

const css = readFileSync(new URL('../../src/styles/fonts.css', import.meta.url), 'utf8');
const require = createRequire(import.meta.url);

interface Face {
  family: string;
  weight: number;
  url: string;
  covers: (c: number) => boolean;
}

const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
  const prop = (name: string) => body.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1].trim();
  const url = prop('src')?.match(/url\('([^']+)'\)/)?.[1] ?? '';
  const inRange = unicodeRange(prop('unicode-range') ?? 'U+0-10FFFF');
  const mapped = url && !/^[a-z]+:/i.test(url) ? codePoints(readFileSync(require.resolve(url))) : new Set<number>();
  return { family: prop('font-family')!.replace(/'/g, ''), weight: Number(prop('font-weight')), url, covers: (c) => inRange(c) && mapped.has(c) };
});

function messageChars(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const ch of value) into.add(ch);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) messageChars(v, into);
  return into;
}

describe('bundled fonts', () => {
  it('are woff2 files from the @fontsource packages, Latin and simplified Chinese, in regular and semibold', () => {
    expect(faces.length).toBeGreaterThan(4);
    for (const f of faces) expect(f.url).toMatch(/^@fontsource\/noto-sans(-sc|-mono)?\/files\/[a-z0-9-]+\.woff2$/);
    const has = (family: string, weight: number) => faces.some((f) => f.family === family && f.weight === weight);
    for (const w of [400, 600]) {
      expect(has('Noto Sans', w)).toBe(true);
      expect(has('Noto Sans SC', w)).toBe(true);
    }
  });

  it('are the first choice of the app and of the report', () => {
    const first = (file: string) =>
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/--font-sans:\s*([^,]+),\s*([^,]+),/g)].map((m) => [m[1], m[2]].join(', '));
    for (const file of ['../../src/styles/theme.css', '../../src/report/report.css']) {
      const stacks = first(file);
      expect(stacks.length).toBe(2);
      for (const s of stacks) expect(s.split(', ').sort()).toEqual(["'Noto Sans SC'", "'Noto Sans'"]);
    }
  });

  it('are allowed by every CSP (font-src self) and no stylesheet loads a font from the network', () => {
    const metas = ['../../src/index.html', '../../src/report.html'].map(
      (f) => readFileSync(new URL(f, import.meta.url), 'utf8').match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1] ?? '',
    );
    for (const policy of [CONTENT_SECURITY_POLICY, ...metas]) {
      const fontSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('font-src')) ?? '';
      expect(fontSrc.split(/\s+/)).toContain("'self'");
      expect(fontSrc).not.toMatch(/https?:|\*/);
    }
    for (const file of ['../../src/styles/fonts.css', '../../src/styles/theme.css', '../../src/report/report.css']) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).not.toMatch(/url\(\s*['"]?(https?:)?\/\//);
    }
  });

  for (const lang of ['en', 'zh-CN'] as const) {
    it(`cover every character of the ${lang} messages in both weights`, () => {
      const chars = [...messageChars(resources[lang])].filter((ch) => !/\s/.test(ch));
      expect(chars.length).toBeGreaterThan(lang === 'en' ? 60 : 500);
      for (const weight of [400, 600]) {
        const missing = chars.filter((ch) => !faces.some((f) => f.weight === weight && f.covers(ch.codePointAt(0)!)));
        expect(missing, `weight ${weight}`).toEqual([]);
      }
    });
  }

  it('do not claim characters they lack (the check can fail)', () => {
    // A Hangul syllable and an Arabic letter are in none of the bundled subsets.
    for (const ch of ['한', 'ب']) expect(faces.some((f) => f.covers(ch.codePointAt(0)!))).toBe(false);
    // d3's minus sign, the ≈ of estimates and a common hanzi are covered.
    for (const ch of ['\u2212', '≈', '算']) expect(faces.some((f) => f.covers(ch.codePointAt(0)!))).toBe(true);
  });
});
