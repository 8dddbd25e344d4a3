// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuCommand, OpenFilesResult } from '../../electron/ipc';
import { App } from '../../src/app/App';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Platform } from '../../src/platform/types';

// A host that records what the app asks of it and lets the test send menu commands.
function recordingPlatform(openResults: OpenFilesResult[]) {
  const calls: string[] = [];
  const listeners = new Set<(command: MenuCommand) => void>();
  const platform: Platform = {
    kind: 'electron',
    getAppInfo: async () => ({ version: '0.9.1', platform: 'linux', electron: '45.5.0' }),
    openScenarioFiles: async () => {
      calls.push('open');
      return openResults.shift() ?? { canceled: true, files: [] };
    },
    saveScenarioFile: async () => {
      calls.push('save');
      return { canceled: false };
    },
    openJsonFile: async () => {
      calls.push('open-backup');
      return { canceled: true, files: [] };
    },
    saveJsonFile: async () => {
      calls.push('save-backup');
      return { canceled: false };
    },
    saveWorkbookFile: async () => {
      calls.push('save-workbook');
      return { canceled: false };
    },
    exportPdf: async () => {
      calls.push('pdf');
      return { canceled: false };
    },
    openLink: async () => {
      calls.push('external');
      return true;
    },
    onMenuCommand: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  const send = (command: MenuCommand) => act(() => listeners.forEach((listener) => listener(command)));
  return { platform, calls, listeners, send };
}

function renderApp(platform: Platform, osLanguages: string[] = ['en-US']) {
  const stored = new Map<string, string>();
  const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
  const i18n = createI18n({ storage, osLanguages, document });
  render(
    <I18nextProvider i18n={i18n}>
      <App platform={platform} storage={storage} isMac={false} />
    </I18nextProvider>,
  );
  return { stored };
}

afterEach(cleanup);

describe('App', () => {
  it('shows the version and runtime the host reports', async () => {
    const { platform } = recordingPlatform([]);
    renderApp(platform);
    expect(await screen.findByText('0.9.1')).toBeTruthy();
    expect(screen.getByText('Electron 45.5.0')).toBeTruthy();
    expect(screen.getByText('linux')).toBeTruthy();
  });

  it('imports files on the "open" menu command from any view, into the scenario list', async () => {
    const valid = readFileSync(path.resolve(__dirname, '../fixtures/h100-512-colo.gpuplan.json'), 'utf8');
    const { platform, calls, send } = recordingPlatform([
      { canceled: false, files: [{ name: 'campus.gpuplan.json', content: valid }, { name: 'bad.gpuplan.json', content: '{"format":"gpuplan/scenario"' }] },
    ]);
    renderApp(platform);
    fireEvent.click(screen.getByRole('button', { name: /^Compare/ }));
    await send('open');
    await waitFor(() => expect(calls).toEqual(['open']));
    // The valid file is stored and listed; the broken one is reported with its reason.
    expect(await screen.findByText('512× H100 in a 100 MW campus', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText(/bad\.gpuplan\.json/)).toBeTruthy();
  });

  it('says plainly what a command needs, and calls nothing on the host', async () => {
    const { platform, calls, send } = recordingPlatform([]);
    renderApp(platform);
    await send('export-pdf');
    expect(screen.getByRole('status').textContent).toContain('“Export PDF” needs an open scenario');
    await send('save-version');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('“Save version” needs an open scenario'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it('switches language from the sidebar and remembers the choice', async () => {
    const { platform } = recordingPlatform([]);
    const { stored } = renderApp(platform);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'zh-CN' } });
    expect(await screen.findByText('算力规划')).toBeTruthy();
    expect(screen.getByLabelText('语言')).toBeTruthy();
    expect(stored.get('gpuplan.language')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('unsubscribes from menu commands when unmounted', () => {
    const { platform, listeners } = recordingPlatform([]);
    renderApp(platform);
    expect(listeners.size).toBe(1);
    cleanup();
    expect(listeners.size).toBe(0);
  });

  it('labels every button and form control', () => {
    const { platform } = recordingPlatform([]);
    renderApp(platform, ['zh-CN']);
    for (const button of screen.getAllByRole('button')) {
      expect(button.textContent?.trim() || button.getAttribute('aria-label'), button.outerHTML).toBeTruthy();
    }
    for (const select of document.querySelectorAll('select')) {
      expect(document.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('语言');
    }
  });
});
