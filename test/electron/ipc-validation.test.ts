import { describe, expect, it } from 'vitest';
import { IPC } from '../../electron/ipc';
import {
  MAX_BACKUP_BYTES,
  MAX_WORKBOOK_BYTES,
  isTrustedSender,
  menuCommandSchema,
  parsePayload,
  payloadSchemas,
  type SenderFrame,
} from '../../electron/ipc-validation';

const APP = ['app://gpuplan'];
const DEV = ['app://gpuplan', 'http://127.0.0.1:5173'];

function frame(url: string, parent: SenderFrame | null = null): SenderFrame {
  return { url, parent };
}

describe('isTrustedSender', () => {
  it('accepts the main frame on the app origin', () => {
    expect(isTrustedSender(frame('app://gpuplan/index.html'), APP)).toBe(true);
    expect(isTrustedSender(frame('app://gpuplan/index.html#/scenarios/1'), APP)).toBe(true);
  });

  it('accepts the dev server origin only when it is allowed', () => {
    expect(isTrustedSender(frame('http://127.0.0.1:5173/'), DEV)).toBe(true);
    expect(isTrustedSender(frame('http://127.0.0.1:5173/'), APP)).toBe(false);
    expect(isTrustedSender(frame('http://127.0.0.1:5174/'), DEV)).toBe(false);
  });

  it('refuses subframes even on the app origin', () => {
    const top = frame('app://gpuplan/index.html');
    expect(isTrustedSender(frame('app://gpuplan/embedded.html', top), APP)).toBe(false);
  });

  it.each([
    'file:///home/user/dist/index.html',
    'https://gpuplan/index.html',
    'app://evil/index.html',
    'app://gpuplan.evil.com/index.html',
    'app://user@gpuplan/index.html',
    'about:blank',
    'data:text/html,hi',
    '',
  ])('refuses a sender at %s', (url) => {
    expect(isTrustedSender(frame(url), APP)).toBe(false);
  });

  it('refuses a missing frame (navigated away or destroyed)', () => {
    expect(isTrustedSender(null, APP)).toBe(false);
    expect(isTrustedSender(undefined, APP)).toBe(false);
  });
});

describe('payload schemas', () => {
  it('takes no payload for app info and open files', () => {
    expect(payloadSchemas[IPC.appInfo].safeParse(undefined).success).toBe(true);
    expect(payloadSchemas[IPC.appInfo].safeParse({}).success).toBe(false);
    expect(payloadSchemas[IPC.openScenarioFiles].safeParse(undefined).success).toBe(true);
    expect(payloadSchemas[IPC.openScenarioFiles].safeParse('/etc/passwd').success).toBe(false);
  });

  it('validates save requests', () => {
    const schema = payloadSchemas[IPC.saveScenarioFile];
    expect(schema.safeParse({ suggestedName: 'H100 512 colo', content: '{}' }).success).toBe(true);
    expect(schema.safeParse({ suggestedName: '../../.bashrc', content: 'x' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'C:\\Windows\\x', content: 'x' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: '..', content: 'x' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: '', content: 'x' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'a', content: 42 }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'a', content: 'x', path: '/tmp/x' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'a'.repeat(201), content: 'x' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'a', content: 'x'.repeat(20 * 1024 * 1024 + 1) }).success).toBe(false);
  });

  it('validates backup requests: a larger limit than scenarios, the same name rules', () => {
    expect(payloadSchemas[IPC.openJsonFile].safeParse(undefined).success).toBe(true);
    expect(payloadSchemas[IPC.openJsonFile].safeParse({ path: '/etc/passwd' }).success).toBe(false);
    const schema = payloadSchemas[IPC.saveJsonFile];
    expect(schema.safeParse({ suggestedName: 'gpuplan-backup.json', content: 'x'.repeat(20 * 1024 * 1024 + 1) }).success).toBe(true);
    expect(schema.safeParse({ suggestedName: '../backup.json', content: '{}' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'b.json', content: '{}', overwrite: true }).success).toBe(false);
    expect(MAX_BACKUP_BYTES).toBe(256 * 1024 * 1024);
  });

  it('validates workbook saves: bytes (not text), up to 64 MB, the same name rules', () => {
    const schema = payloadSchemas[IPC.saveWorkbookFile];
    expect(schema.safeParse({ suggestedName: 'plan.xlsx', content: new Uint8Array([80, 75, 3, 4]) }).success).toBe(true);
    expect(schema.safeParse({ suggestedName: 'plan.xlsx', content: 'PK' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'plan.xlsx', content: new Uint8Array(0) }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'plan.xlsx', content: new Uint8Array(MAX_WORKBOOK_BYTES + 1) }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: '../plan.xlsx', content: new Uint8Array([1]) }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'plan.xlsx', content: new Uint8Array([1]), path: '/tmp' }).success).toBe(false);
  });

  it('validates PDF export requests', () => {
    const schema = payloadSchemas[IPC.exportPdf];
    expect(schema.safeParse({ suggestedName: 'report', pageSize: 'A4' }).success).toBe(true);
    expect(schema.safeParse({ suggestedName: 'report', pageSize: 'Letter', reveal: true }).success).toBe(true);
    expect(schema.safeParse({ suggestedName: 'report', pageSize: 'A3' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'report', pageSize: 'A4', reveal: 'yes' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'report' }).success).toBe(false);
    expect(schema.safeParse({ suggestedName: 'report', pageSize: 'A4', landscape: true }).success).toBe(false);
  });

  it('validates reveal and open-external strings', () => {
    expect(payloadSchemas[IPC.revealFile].safeParse('/home/u/a.pdf').success).toBe(true);
    expect(payloadSchemas[IPC.revealFile].safeParse(['/home/u/a.pdf']).success).toBe(false);
    expect(payloadSchemas[IPC.revealFile].safeParse('').success).toBe(false);
    expect(payloadSchemas[IPC.openExternal].safeParse('https://example.com').success).toBe(true);
    expect(payloadSchemas[IPC.openExternal].safeParse({ url: 'https://example.com' }).success).toBe(false);
  });

  it('knows the menu commands', () => {
    expect(menuCommandSchema.safeParse('export-pdf').success).toBe(true);
    expect(menuCommandSchema.safeParse('rm -rf').success).toBe(false);
  });

  it('parsePayload returns the data or throws without echoing it', () => {
    expect(parsePayload(payloadSchemas[IPC.openExternal], 'https://a.example', IPC.openExternal)).toBe('https://a.example');
    expect(() => parsePayload(payloadSchemas[IPC.openExternal], 'secret'.repeat(500), IPC.openExternal)).toThrow(
      /^Invalid payload for shell:open-external$/,
    );
  });
});
