// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScenarioListPage, ROW_HEIGHT } from '../../src/scenarios/scenario-list-page';
import { db } from '../../src/storage/db';
import { nameKey } from '../../src/storage/upgrades';
import { freshDb, minimalDoc } from '../storage/helpers';
import { recordingPlatform, renderWithI18n } from './helpers';

beforeEach(freshDb);
afterEach(cleanup);

// Stores scenarios straight into the tables (fast enough for thousands).
async function seed(names: string[], tags: (i: number) => string[] = () => [], updatedOffset: (i: number) => number = (i) => (i % 7) * 100_000) {
  const base = Date.UTC(2026, 0, 1);
  const rows = names.map((name, i) => ({
    id: `id-${String(i).padStart(5, '0')}`,
    name,
    nameLower: nameKey(name),
    tags: tags(i),
    notes: '',
    createdAt: base + i * 1000,
    updatedAt: base + i * 1000 + updatedOffset(i),
  }));
  await db.transaction('rw', db.scenarios, db.scenarioDocs, async () => {
    await db.scenarios.bulkAdd(rows);
    await db.scenarioDocs.bulkAdd(rows.map((r) => ({ id: r.id, doc: minimalDoc(r.name) })));
  });
  return rows;
}

function listedNames(): string[] {
  const list = screen.getByRole('list', { name: 'Saved scenarios' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('virtual-list__row'))
    .map((item) => within(item).getAllByRole('button')[0].textContent ?? '');
}

function page() {
  const { platform, saved } = recordingPlatform();
  const opened: string[] = [];
  const view = renderWithI18n(<ScenarioListPage platform={platform} onOpen={(id) => opened.push(id)} />);
  return { ...view, opened, saved };
}

describe('ScenarioListPage', () => {
  it('renders 5,000 scenarios with only a screenful of rows in the DOM, and scrolls to any of them', async () => {
    await seed(Array.from({ length: 5000 }, (_, i) => `Scenario ${i}`));
    page();
    expect(await screen.findByText('5,000 of 5,000 scenarios', {}, { timeout: 5000 })).toBeTruthy();
    const rows = document.querySelectorAll('.virtual-list__row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    const content = document.querySelector('.virtual-list__content') as HTMLElement;
    expect(content.style.height).toBe(`${5000 * ROW_HEIGHT}px`);

    const scroller = screen.getByTestId('virtual-list');
    scroller.scrollTop = 2500 * ROW_HEIGHT;
    fireEvent.scroll(scroller);
    // Sorted by last update (newest first), the row at position 2,500 is on screen now.
    const item = await waitFor(() => {
      const found = document.querySelector('[aria-posinset="2501"]');
      if (!found) throw new Error('row 2501 not rendered');
      return found;
    });
    expect(document.querySelectorAll('.virtual-list__row').length).toBeLessThan(40);
    expect(document.querySelector('[aria-posinset="1"]')).toBeNull();
    expect(item.getAttribute('aria-setsize')).toBe('5000');
  });

  it('filters by name and by tag as you type', async () => {
    await seed(['Shanghai colo', 'Berlin campus', 'Austin rental', 'Shenzhen quotes'], (i) => (i === 2 ? ['rent', 'Q3'] : i === 1 ? ['campus'] : []));
    page();
    await screen.findByText('4 of 4 scenarios');
    const search = screen.getByRole('searchbox', { name: 'Search scenarios' });
    fireEvent.change(search, { target: { value: 'sh' } });
    await waitFor(() => expect(listedNames().sort()).toEqual(['Shanghai colo', 'Shenzhen quotes']));
    expect(screen.getByTestId('scenario-count').textContent).toBe('2 of 4 scenarios');
    fireEvent.change(search, { target: { value: 'q3' } });
    await waitFor(() => expect(listedNames()).toEqual(['Austin rental']));
    fireEvent.change(search, { target: { value: '#camp' } });
    await waitFor(() => expect(listedNames()).toEqual(['Berlin campus']));
    fireEvent.change(search, { target: { value: 'nothing-like-this' } });
    expect(await screen.findByText('No scenario matches “nothing-like-this”.')).toBeTruthy();
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(listedNames()).toHaveLength(4));
  });

  it('sorts by last update, name and creation date', async () => {
    // Created in this order; updated most recently: echo, charlie, bravo, delta, Alpha.
    const updated = [3, 0, 4, 1, 2];
    await seed(['charlie', 'Alpha', 'echo', 'delta', 'bravo'], () => [], (i) => updated[i] * 100_000);
    page();
    await screen.findByText('5 of 5 scenarios');
    expect(listedNames()).toEqual(['echo', 'charlie', 'bravo', 'delta', 'Alpha']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'name' } });
    await waitFor(() => expect(listedNames()).toEqual(['Alpha', 'bravo', 'charlie', 'delta', 'echo']));
    fireEvent.change(sort, { target: { value: 'created' } });
    await waitFor(() => expect(listedNames()).toEqual(['bravo', 'delta', 'echo', 'Alpha', 'charlie']));
  });

  it('deletes with an undo toast, and undo restores the scenario', async () => {
    const [row] = await seed(['Keep me', 'Other']);
    await db.versions.add({ scenarioId: row.id, name: 'v1', kind: 'named', createdAt: 1, doc: minimalDoc('Keep me') });
    const before = { scenarios: await db.scenarios.toArray(), docs: await db.scenarioDocs.toArray(), versions: await db.versions.toArray() };
    page();
    await screen.findByText('2 of 2 scenarios');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Keep me' }));
    const toast = await screen.findByText('Deleted “Keep me”.');
    await waitFor(() => expect(listedNames()).toEqual(['Other']));
    expect(await db.scenarios.get(row.id)).toBeUndefined();
    expect(await db.versions.count()).toBe(0);

    fireEvent.click(within(toast.closest('.toast') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(listedNames().sort()).toEqual(['Keep me', 'Other']));
    expect(await screen.findByText('Restored “Keep me”.')).toBeTruthy();
    expect({ scenarios: await db.scenarios.toArray(), docs: await db.scenarioDocs.toArray(), versions: await db.versions.toArray() }).toEqual(before);
  });

  it('renames inline, tags and untags, duplicates and exports', async () => {
    const [row] = await seed(['Draft']);
    const { saved } = page();
    await screen.findByText('1 of 1 scenarios');

    fireEvent.click(screen.getByRole('button', { name: 'Rename Draft' }));
    const input = screen.getByRole('textbox', { name: 'New name for Draft' });
    fireEvent.change(input, { target: { value: 'Final plan' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Open Final plan' });
    expect((await db.scenarioDocs.get(row.id))?.doc.name).toBe('Final plan');

    fireEvent.click(screen.getByRole('button', { name: 'Add a tag to Final plan' }));
    const tagInput = screen.getByRole('combobox', { name: 'New tag for Final plan' });
    fireEvent.change(tagInput, { target: { value: 'shanghai' } });
    fireEvent.keyDown(tagInput, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Remove tag shanghai from Final plan' });
    expect((await db.scenarios.get(row.id))?.tags).toEqual(['shanghai']);

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Final plan' }));
    await screen.findByRole('button', { name: 'Open Final plan (copy)' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove tag shanghai from Final plan' }));
    await waitFor(async () => expect((await db.scenarios.get(row.id))?.tags).toEqual([]));

    fireEvent.click(screen.getByRole('button', { name: 'Export Final plan' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('Final plan.gpuplan.json');
    expect(JSON.parse(saved[0].content).name).toBe('Final plan');

    // Escape abandons a rename.
    fireEvent.click(screen.getByRole('button', { name: 'Rename Final plan' }));
    const again = screen.getByRole('textbox', { name: 'New name for Final plan' });
    fireEvent.change(again, { target: { value: 'Discarded' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    fireEvent.blur(again);
    await act(async () => {});
    expect((await db.scenarios.get(row.id))?.name).toBe('Final plan');
  });
});
