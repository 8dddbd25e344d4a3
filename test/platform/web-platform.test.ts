// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuCommand } from '../../electron/ipc';
import { APP_VERSION } from '../../src/platform/app-version';
import { createWebPlatform, isWebUrl, type WebPlatformDeps } from '../../src/platform/web-platform';

function deps(log: string[]): WebPlatformDeps {
  return {
    window: {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      print: () => void log.push('print'),
      open: (url?: string | URL, target?: string, features?: string) => {
        log.push(`open ${String(url)} ${target} ${features}`);
        return null;
      },
    },
    document,
    download: {
      document,
      createObjectURL: () => 'blob:x',
      revokeObjectURL: () => {},
      later: () => {},
    },
    version: '1.2.3',
    platformName: 'Linux x86_64',
    fontsReady: async () => void log.push('fonts ready'),
  };
}

describe('createWebPlatform', () => {
  it('reports the build version and the browser platform, and no Electron', async () => {
    const platform = createWebPlatform(deps([]));
    expect(platform.kind).toBe('web');
    expect(await platform.getAppInfo()).toEqual({ version: '1.2.3', platform: 'Linux x86_64', electron: '' });
  });

  it('downloads a workbook as <name>.xlsx with the spreadsheet MIME type and its bytes', async () => {
    const d = deps([]);
    const blobs: Blob[] = [];
    const clicked: string[] = [];
    d.download.createObjectURL = (blob) => {
      blobs.push(blob);
      return 'blob:xlsx';
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    };
    try {
      expect(await createWebPlatform(d).saveWorkbookFile('plan.xlsx', new Uint8Array([80, 75, 3, 4]))).toEqual({ canceled: false });
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(clicked).toEqual(['plan.xlsx blob:xlsx']);
    expect(blobs[0].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect([...new Uint8Array(await blobs[0].arrayBuffer())]).toEqual([80, 75, 3, 4]);
  });

  it('takes its default version from package.json', () => {
    const pkg: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(APP_VERSION).toBe(Reflect.get(Object(pkg), 'version'));
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('prints only after the fonts are ready', async () => {
    const log: string[] = [];
    const result = await createWebPlatform(deps(log)).exportPdf({ suggestedName: 'r', pageSize: 'A4' });
    expect(log).toEqual(['fonts ready', 'print']);
    expect(result).toEqual({ canceled: false, via: 'print-dialog' });
  });

  it('has the local server make the PDF in the asked paper size and downloads it', async () => {
    const log: string[] = [];
    const requests: { url: string; body: unknown }[] = [];
    const links: string[] = [];
    const blobs: Blob[] = [];
    const d = deps(log);
    d.download.createObjectURL = (blob) => {
      blobs.push(blob);
      return 'blob:pdf';
    };
    d.pdfServiceUrl = './__gpuplan/pdf';
    d.fetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }) as never;
    const content = { documents: ['{"name":"x"}'], lang: 'zh-CN' as const, summary: true };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      links.push(`${this.download} ${this.href}`);
    };
    let result;
    try {
      result = await createWebPlatform(d).exportPdf({ suggestedName: 'Plan.pdf', pageSize: 'Letter' }, content);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(result).toEqual({ canceled: false, filePath: 'Plan.pdf', via: 'download' });
    expect(requests).toEqual([{ url: './__gpuplan/pdf', body: { ...content, pageSize: 'Letter' } }]);
    expect(links).toEqual(['Plan.pdf blob:pdf']);
    expect(blobs[0].type).toBe('application/pdf');
    expect(log).not.toContain('print');
  });

  it('opens the print dialog, and says so, where no server makes PDFs', async () => {
    const log: string[] = [];
    const d = deps(log);
    d.pdfServiceUrl = './__gpuplan/pdf';
    d.fetch = (async () => new Response('Not found', { status: 404 })) as never;
    const result = await createWebPlatform(d).exportPdf({ suggestedName: 'r.pdf', pageSize: 'A4' }, { documents: ['{}'], lang: 'en', summary: false });
    expect(result).toEqual({ canceled: false, via: 'print-dialog' });
    expect(log).toEqual(['fonts ready', 'print']);
  });

  it('opens http(s) links in a new tab without an opener, and refuses other schemes', async () => {
    const log: string[] = [];
    const platform = createWebPlatform(deps(log));
    expect(await platform.openLink('https://semianalysis.com/clustermax')).toBe(true);
    expect(await platform.openLink('javascript:alert(1)')).toBe(false);
    expect(await platform.openLink('file:///etc/passwd')).toBe(false);
    expect(await platform.openLink('not a url')).toBe(false);
    expect(log).toEqual(['open https://semianalysis.com/clustermax _blank noopener']);
  });

  it('turns keyboard shortcuts on the window into menu commands', () => {
    const seen: MenuCommand[] = [];
    const stop = createWebPlatform(deps([])).onMenuCommand((command) => seen.push(command));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', ctrlKey: true, cancelable: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Z', metaKey: true, shiftKey: true, cancelable: true }));
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', ctrlKey: true, cancelable: true }));
    expect(seen).toEqual(['export-pdf', 'redo']);
  });
});

describe('isWebUrl', () => {
  it('accepts only http and https', () => {
    expect(isWebUrl('http://127.0.0.1:4173/')).toBe(true);
    expect(isWebUrl('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isWebUrl('app://gpuplan/index.html')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
  });
});
