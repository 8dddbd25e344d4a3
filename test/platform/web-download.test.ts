// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { downloadTextFile } from '../../src/platform/web-download';

describe('downloadTextFile', () => {
  it('clicks a temporary <a download> on an object URL of the content, then releases the URL', async () => {
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    const pending: (() => void)[] = [];
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    const onClick = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLAnchorElement) {
        clicked.push({ href: target.href, download: target.download, inDocument: target.isConnected });
        event.preventDefault(); // happy-dom would otherwise try to navigate
      }
    };
    document.addEventListener('click', onClick);
    try {
      downloadTextFile('北京 site.gpuplan.json', '{"name":"北京"}', 'application/json;charset=utf-8', {
        document,
        createObjectURL: (blob) => {
          blobs.push(blob);
          return 'blob:http://127.0.0.1/1234';
        },
        revokeObjectURL: (url) => revoked.push(url),
        later: (run) => pending.push(run),
      });
    } finally {
      document.removeEventListener('click', onClick);
    }

    expect(clicked).toEqual([
      { href: 'blob:http://127.0.0.1/1234', download: '北京 site.gpuplan.json', inDocument: true },
    ]);
    expect(document.querySelectorAll('a').length).toBe(0);
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('application/json;charset=utf-8');
    expect(await blobs[0].text()).toBe('{"name":"北京"}');
    expect(blobs[0].size).toBe(17); // 北京 is 6 bytes in UTF-8

    expect(revoked).toEqual([]);
    pending.forEach((run) => run());
    expect(revoked).toEqual(['blob:http://127.0.0.1/1234']);
  });
});
