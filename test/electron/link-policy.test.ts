import { describe, expect, it, vi } from 'vitest';
import { isAllowedExternalUrl, openExternalIfAllowed } from '../../electron/link-policy';

describe('isAllowedExternalUrl', () => {
  it.each(['https://www.nvidia.com/en-us/data-center/h100/', 'http://example.com', 'HTTPS://EXAMPLE.COM/a?b=1#c'])(
    'allows %s',
    (url) => {
      expect(isAllowedExternalUrl(url)).toBe(true);
    },
  );

  it.each([
    'file:///etc/passwd',
    'file://C:/Windows/System32/calc.exe',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'app://gpuplan/index.html',
    'mailto:someone@example.com',
    'ms-msdt:/id PCWDiagnostic',
    'smb://attacker/share',
    'vscode://file/etc/passwd',
    'about:blank',
    'https://user:pass@example.com/',
    'http://',
    'https:// example.com',
    'https://example.com/\nfoo',
    ' https://example.com',
    'not a url',
    '',
    `https://example.com/${'a'.repeat(3000)}`,
  ])('refuses %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isAllowedExternalUrl(undefined)).toBe(false);
    expect(isAllowedExternalUrl({ toString: () => 'https://example.com' })).toBe(false);
  });
});

describe('openExternalIfAllowed', () => {
  it('opens allowed URLs (normalised) and reports it', async () => {
    const open = vi.fn(async () => undefined);
    expect(await openExternalIfAllowed('https://Example.com', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/');
  });

  it('never calls the opener for refused URLs', async () => {
    const open = vi.fn(async () => undefined);
    expect(await openExternalIfAllowed('file:///etc/passwd', open)).toBe(false);
    expect(await openExternalIfAllowed('javascript:alert(1)', open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
