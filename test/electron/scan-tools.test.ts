import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPackage } from '@electron/asar';
import { afterAll, describe, expect, it } from 'vitest';
import { listAsarFiles, readAsarHeader } from '../../scripts/pack-check.mjs';
import { isReviewed, parseCsv } from '../../scripts/security-scan.mjs';

describe('security-scan CSV parsing and reviewed findings', () => {
  const csv = [
    'issue, severity, confidence, filename, location, sample, description, url',
    'OPEN_EXTERNAL_JS_CHECK,"MEDIUM","TENTATIVE","electron/main.ts","48:51","await openExternalIfAllowed(url, (allowedUrl) => shell.openExternal(allowedUrl));","Review the use of openExternal",https://x/OPEN',
    'OPEN_EXTERNAL_JS_CHECK,"MEDIUM","TENTATIVE","electron/menu.ts","12:3","shell.openExternal(link)","Review the use of openExternal",https://x/OPEN',
    'CSP_GLOBAL_CHECK,"LOW","FIRM","src/index.html","5:0","default-src \'self\'; style-src \'self\' \'unsafe-inline\'","One, or ""more"" CSP",https://x/CSP',
    '',
  ].join('\n');

  it('reads quoted fields with commas and doubled quotes', () => {
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ issue: 'CSP_GLOBAL_CHECK', severity: 'LOW', filename: 'src/index.html', description: 'One, or "more" CSP' });
  });

  it('accepts only the reviewed call site, not the same check elsewhere', () => {
    const [guarded, elsewhere, csp] = parseCsv(csv);
    expect(isReviewed(guarded)).toBe(true);
    expect(isReviewed(elsewhere)).toBe(false);
    expect(isReviewed(csp)).toBe(false);
    expect(isReviewed({ ...guarded, sample: 'shell.openExternal(url)' })).toBe(false);
  });
});

describe('pack-check asar header reader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-asar-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the files @electron/asar packed, with sizes', async () => {
    const src = path.join(dir, 'app');
    mkdirSync(path.join(src, 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(src, 'package.json'), '{"main":"dist-electron/main.cjs"}');
    writeFileSync(path.join(src, 'dist', 'index.html'), '<!doctype html>');
    writeFileSync(path.join(src, 'dist', 'assets', 'app.js'), 'x'.repeat(1234));
    const asarPath = path.join(dir, 'app.asar');
    await createPackage(src, asarPath);
    const { header, dataOffset } = readAsarHeader(asarPath);
    expect(listAsarFiles(header).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/dist/assets/app.js', size: 1234, unpacked: false },
      { path: '/dist/index.html', size: 15, unpacked: false },
      { path: '/package.json', size: 33, unpacked: false },
    ]);
    const pkg = header.files?.['package.json'];
    const bytes = readFileSync(asarPath).subarray(dataOffset + Number(pkg?.offset), dataOffset + Number(pkg?.offset) + 33);
    expect(bytes.toString('utf8')).toBe('{"main":"dist-electron/main.cjs"}');
  });
});
