// @vitest-environment happy-dom
// First run: the start page creates and opens scenarios, a reload reopens the last one in the
// editor, `?` lists the shortcuts and Alt+1 … Alt+6 reach every page from the keyboard.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { LAST_SCENARIO_KEY, readLastSession, rememberScenario } from '../../src/app/last-session';
import { VIEWS } from '../../src/app/views';
import { createI18n } from '../../src/i18n/create-i18n';
import type { Platform } from '../../src/platform/types';
import { createScenario } from '../../src/storage/scenarios-repo';
import { useEditorStore } from '../../src/store';
import { freshDb, minimalDoc } from '../storage/helpers';

const platform: Platform = {
  kind: 'web',
  getAppInfo: async () => ({ version: '0.9.1', platform: 'linux', electron: '' }),
  openScenarioFiles: async () => ({ canceled: true, files: [] }),
  saveScenarioFile: async () => ({ canceled: false }),
  openJsonFile: async () => ({ canceled: true, files: [] }),
  saveJsonFile: async () => ({ canceled: false }),
  saveWorkbookFile: async () => ({ canceled: false }),
  exportPdf: async () => ({ canceled: false }),
  openLink: async () => true,
  onMenuCommand: () => () => undefined,
};

function renderApp(stored: Map<string, string>, osLanguages = ['en-US']) {
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  const i18n = createI18n({ storage, osLanguages, document });
  render(
    <I18nextProvider i18n={i18n}>
      <App platform={platform} storage={storage} isMac={false} />
    </I18nextProvider>,
  );
}

const current = () => screen.getByRole('navigation', { name: 'Main navigation' }).querySelector('[aria-current="page"]')?.textContent;

beforeEach(async () => {
  await freshDb();
  useEditorStore.getState().close();
});
afterEach(cleanup);

describe('start page', () => {
  it('lists recent scenarios newest first and opens one', async () => {
    const old = await createScenario(minimalDoc('Older plan'));
    await new Promise((r) => setTimeout(r, 5));
    await createScenario(minimalDoc('Newer plan'));
    renderApp(new Map());
    const list = await screen.findByTestId('recent-scenarios');
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Open Newer plan', 'Open Older plan']);
    fireEvent.click(within(list).getByRole('button', { name: 'Open Older plan' }));
    await waitFor(() => expect(useEditorStore.getState().scenarioId).toBe(old.id));
    expect(current()).toBe('Editor');
    // The build-status text is gone; the fact that explains the counts is there.
    expect(document.body.textContent).not.toContain('Status of this build');
  });

  it('creates a blank scenario, and a reload reopens it in the editor', async () => {
    const stored = new Map<string, string>();
    renderApp(stored);
    expect(screen.getByText('100 MW → 7,364–8,837 nodes = 58,912–70,696 GPUs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Blank scenario/ }));
    await waitFor(() => expect(useEditorStore.getState().doc?.name).toBe('Untitled scenario'));
    const id = useEditorStore.getState().scenarioId;
    expect(stored.get(LAST_SCENARIO_KEY)).toBe(id);

    // "Reload": a new app over the same storage and database, nothing open in memory. It starts on
    // the start page without opening anything; the editor, once shown, reopens the scenario.
    cleanup();
    useEditorStore.getState().close();
    renderApp(stored);
    expect(current()).toBe('Overview');
    await new Promise((r) => setTimeout(r, 20));
    expect(useEditorStore.getState().scenarioId).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Editor/ }));
    await waitFor(() => expect(useEditorStore.getState().scenarioId).toBe(id));
  });

  it('forgets a last scenario that no longer exists', async () => {
    const stored = new Map([[LAST_SCENARIO_KEY, 'gone']]);
    renderApp(stored);
    fireEvent.click(screen.getByRole('button', { name: /^Editor/ }));
    await waitFor(() => expect(stored.has(LAST_SCENARIO_KEY)).toBe(false));
    expect(useEditorStore.getState().doc).toBeNull();
  });
});

describe('keyboard', () => {
  it('shows the shortcuts on ? and closes them on Escape', async () => {
    renderApp(new Map());
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const text = dialog.textContent ?? '';
    for (const keys of ['Ctrl+N', 'Ctrl+O', 'Ctrl+S', 'Ctrl+P', 'Ctrl+Shift+Z', 'Alt+1', 'Alt+6']) expect(text).toContain(keys);
    expect(text).toContain('Go to Compare');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Typing ? into a text field types it.
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: '?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    input.remove();
  });

  it('reaches every page with Alt+1 … Alt+6', async () => {
    renderApp(new Map());
    const names = ['Overview', 'Scenarios', 'Editor', 'Compare', 'Catalogue', 'Settings'];
    expect(VIEWS).toHaveLength(names.length);
    for (const [i, name] of [...names.entries()].reverse()) {
      await act(async () => {
        fireEvent.keyDown(document.body, { key: String(i + 1), code: `Digit${i + 1}`, altKey: true });
      });
      expect(current()).toBe(name);
    }
  });
});

describe('last session storage', () => {
  it('ignores an overlong id and a storage that throws', () => {
    expect(readLastSession({ getItem: () => 'abc', setItem: () => undefined })).toEqual({ scenarioId: 'abc' });
    expect(readLastSession({ getItem: () => 'x'.repeat(201), setItem: () => undefined })).toEqual({ scenarioId: null });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readLastSession(broken)).toEqual({ scenarioId: null });
    expect(() => rememberScenario(broken, 'x')).not.toThrow();
    expect(readLastSession(null)).toEqual({ scenarioId: null });
  });
});
