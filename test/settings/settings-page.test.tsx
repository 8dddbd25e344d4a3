// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenFilesResult } from '../../electron/ipc';
import { SettingsPage } from '../../src/settings/settings-page';
import { BACKUP_VERSION, checkBackupText } from '../../src/storage/backup';
import { createScenario, saveVersion } from '../../src/storage/scenarios-repo';
import { recordingPlatform, renderWithI18n } from '../scenarios/helpers';
import { dumpAll, freshDb, minimalDoc, workedExample } from '../storage/helpers';

beforeEach(freshDb);
afterEach(cleanup);

function page(openResults: OpenFilesResult[] = [], language: 'en' | 'zh-CN' = 'en') {
  const { platform, saved } = recordingPlatform(openResults);
  const calls: string[] = [];
  renderWithI18n(
    <SettingsPage
      platform={platform}
      lang={language}
      beforeReplace={async () => {
        calls.push('before');
      }}
      afterReplace={() => calls.push('after')}
    />,
    language,
  );
  return { saved, calls };
}

async function backupOf(): Promise<string> {
  const { saved } = page();
  fireEvent.click(await screen.findByRole('button', { name: 'Back up everything…' }));
  await screen.findByText(/^Backed up/);
  cleanup();
  return saved[0].content;
}

describe('SettingsPage', () => {
  it('counts what is stored and backs all of it up to one checked file', async () => {
    const s = await createScenario(workedExample());
    await createScenario(minimalDoc('Second'));
    await saveVersion(s.id, 'v1', 'named');
    const { saved } = page();
    await waitFor(() =>
      expect(screen.getByTestId('stored-counts').textContent).toBe('Stored now: 2 scenarios, 1 versions, 0 library quotes, 0 catalogue overrides, 0 settings.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back up everything…' }));
    expect((await screen.findByText(/^Backed up/)).textContent).toMatch(/^Backed up 2 scenarios and 1 versions to \/tmp\/gpuplan-backup-\d{4}-\d\d-\d\d-\d{4}\.json\.$/);
    expect(saved).toHaveLength(1);
    const check = await checkBackupText(saved[0].content);
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    expect(check.info.version).toBe(BACKUP_VERSION);
    expect(check.data.scenarios.map((x) => x.name)).toEqual(['512× H100 in a 100 MW campus', 'Second']);
  });

  it('shows a backup for confirmation, replaces everything on confirm, and undoes it', async () => {
    await createScenario(minimalDoc('From the backup'));
    const backup = await backupOf();
    await freshDb();
    await createScenario(minimalDoc('Mine now'));
    await createScenario(minimalDoc('Also mine'));
    const before = await dumpAll();

    const { calls } = page([{ canceled: false, files: [{ name: 'gpuplan-backup.json', content: backup }] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore from a backup…' }));
    const title = await screen.findByRole('heading', { name: 'Restore gpuplan-backup.json?' });
    const panel = title.closest('section') as HTMLElement;
    expect(panel.textContent).toContain('It holds 1 scenarios, 0 versions');
    expect(panel.textContent).toContain('replaces everything stored now (2 scenarios, 0 versions)');
    // Nothing changes until confirmed; the confirm button has the focus.
    expect(await dumpAll()).toEqual(before);
    const confirm = screen.getByRole('button', { name: 'Replace everything with this backup' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByText(/^Restored/)).textContent).toBe('Restored 1 scenarios and 0 versions from gpuplan-backup.json.');
    expect((await dumpAll()).scenarios.map((r) => (r as { name: string }).name)).toEqual(['From the backup']);
    expect(calls).toEqual(['before', 'after']);
    await waitFor(() => expect(screen.getByTestId('stored-counts').textContent).toMatch(/^Stored now: 1 scenarios/));

    fireEvent.click(screen.getByRole('button', { name: 'Undo restore' }));
    await screen.findByText('The restore was undone: the data from before it is back.');
    expect(await dumpAll()).toEqual(before);
    expect(screen.queryByRole('button', { name: 'Undo restore' })).toBeNull();
  });

  it('lists every problem of a refused file with its path, in the UI language, and changes nothing', async () => {
    const backup = await backupOf();
    await createScenario(minimalDoc('Keep me'));
    const before = await dumpAll();
    const newer = JSON.parse(backup);
    newer.version = BACKUP_VERSION + 1;
    page(
      [
        { canceled: false, files: [{ name: 'newer.json', content: JSON.stringify(newer) }] },
        { canceled: false, files: [], rejected: [{ name: 'huge.json', reason: 'too-large' }] },
        { canceled: true, files: [] },
      ],
      'zh-CN',
    );
    fireEvent.click(await screen.findByRole('button', { name: '从备份恢复…' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法恢复 newer.json；没有任何更改');
    const item = alert.querySelector('[data-path="version"]');
    expect(item?.textContent).toMatch(/^备份版本：该备份由更新版本的算力规划写入/);

    fireEvent.click(screen.getByRole('button', { name: '从备份恢复…' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('huge.json：文件过大'));
    fireEvent.click(screen.getByRole('button', { name: '从备份恢复…' }));
    await screen.findByText('未选择文件；没有任何更改。');
    expect(await dumpAll()).toEqual(before);
  });

  it('cancels a pending restore with Escape', async () => {
    const backup = await backupOf();
    await createScenario(minimalDoc('Keep me'));
    const before = await dumpAll();
    const { calls } = page([{ canceled: false, files: [{ name: 'b.json', content: backup }] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore from a backup…' }));
    const confirm = await screen.findByRole('button', { name: 'Replace everything with this backup' });
    fireEvent.keyDown(confirm, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Replace everything with this backup' })).toBeNull());
    expect(calls).toEqual([]);
    expect(await dumpAll()).toEqual(before);
  });
});
