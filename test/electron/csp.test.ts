import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from '../../electron/csp';

const indexHtml = path.resolve(__dirname, '../../src/index.html');

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('CONTENT_SECURITY_POLICY', () => {
  it('locks scripts to the app and forbids eval, plugins, framing and forms', () => {
    const csp = directives(CONTENT_SECURITY_POLICY);
    expect(csp.get('default-src')).toBe("'self'");
    // The app's own WebAssembly (HiGHS) may compile; JavaScript eval may not.
    expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self' blob:");
    expect(CONTENT_SECURITY_POLICY.split(/[;\s]+/)).not.toContain("'unsafe-eval'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*/);
  });

  it('drops only header-only directives for the <meta> copy', () => {
    const header = directives(CONTENT_SECURITY_POLICY);
    const meta = directives(META_CONTENT_SECURITY_POLICY);
    header.delete('frame-ancestors');
    expect(meta).toEqual(header);
    expect(meta.has('frame-ancestors')).toBe(false);
  });

  it('matches the <meta> CSP in src/index.html and src/report.html', () => {
    for (const page of [indexHtml, path.resolve(__dirname, '../../src/report.html')]) {
      const html = readFileSync(page, 'utf8');
      const meta = /<meta\s+http-equiv=["']Content-Security-Policy["']\s+content="([^"]*)"/i.exec(html);
      expect(meta?.[1], page).toBe(META_CONTENT_SECURITY_POLICY);
    }
  });
});
