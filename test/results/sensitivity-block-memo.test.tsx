// @vitest-environment happy-dom
// Issue 34 (an edit is cheaper to show): each edit hands "What moves my IRR" a new scenario (a new
// query for the worker) while the answer shown stays the last one until the worker's arrives. The
// tornado and the table are drawn once per answer, not once per edit.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sensitivityTornado } from '../../models/uncertainty';
import type { Scenario } from '../../models/scenario';
import type { TornadoEntry } from '../../models/uncertainty';
import { renderWithI18n } from './render-i18n';
import { toggleSwings } from './swing-table';
import { workedExample } from './worked-example';

const state = vi.hoisted(() => ({ answer: null as null | { query: { scenario: unknown; baseIrr: number | null }; rows: unknown[] }, chartRenders: 0, queries: [] as unknown[] }));

vi.mock('../../src/engine/use-sensitivity', () => ({
  useSensitivity: (query: unknown) => {
    state.queries.push(query);
    return { answer: state.answer, error: null };
  },
}));

vi.mock('../../src/charts/tornado-chart', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/charts/tornado-chart')>();
  return {
    ...actual,
    TornadoChart: (props: Parameters<typeof actual.TornadoChart>[0]) => {
      state.chartRenders++;
      return actual.TornadoChart(props);
    },
  };
});

const { SensitivityBlock } = await import('../../src/results/sensitivity-block');

afterEach(cleanup);

function answerFor(scenario: Scenario, baseIrr: number | null, rows: TornadoEntry[]) {
  return { query: { scenario, baseIrr }, rows };
}

/** The block drawn for the worked example with the worker's answer for it already in. */
function drawnWithItsAnswer() {
  const { scenario, result } = workedExample();
  const irr = result.investment!.irrAnnual;
  const rows = sensitivityTornado(scenario);
  state.answer = answerFor(scenario, irr, rows);
  const view = renderWithI18n(<SensitivityBlock scenario={scenario} baseIrr={irr} currency="USD" lang="en" />);
  return { scenario, irr, rows, view };
}

/** The inputs of the "Swing per input" table's rows, in order. */
function tablePaths(): (string | null)[] {
  return [...document.querySelectorAll('.sensitivity__details tbody tr')].map((r) => r.getAttribute('data-path'));
}

describe('<SensitivityBlock> memoized on its answer', () => {
  it('an edit (new scenario, same answer) asks the worker again but redraws neither chart nor table; a new answer redraws both', () => {
    const { scenario, irr, rows, view } = drawnWithItsAnswer();
    const drawn = state.chartRenders;
    expect(drawn).toBeGreaterThan(0);
    // "Swing per input" opened: its rows are drawn only while it is open.
    toggleSwings(true);
    const firstRow = document.querySelector('tr[data-path="investment.utilization"]');
    expect(firstRow).not.toBeNull();
    const asked = state.queries.length;

    // The edit: a new scenario object and IRR, the worker's answer not back yet.
    const edited = { ...scenario, name: 'edited' } as Scenario;
    view.rerender(<SensitivityBlock scenario={edited} baseIrr={irr! + 0.01} currency="USD" lang="en" />);
    expect(state.queries.length).toBeGreaterThan(asked);
    expect(state.queries.at(-1)).toMatchObject({ scenario: edited });
    expect(state.chartRenders).toBe(drawn);
    // The chart still shows the answer's rows with the IRR they belong to.
    const paths = [...screen.getByTestId('sensitivity-irr').querySelectorAll('.tornado__row')].map((r) => r.getAttribute('data-path'));
    expect(paths).toEqual(rows.slice(0, 12).map((e) => e.path));

    // The worker's answer for the edit: drawn, with its own rows.
    const reordered = [...rows].reverse();
    state.answer = answerFor(edited, irr! + 0.01, reordered);
    view.rerender(<SensitivityBlock scenario={edited} baseIrr={irr! + 0.01} currency="USD" lang="en" />);
    expect(state.chartRenders).toBe(drawn + 1);
    const after = [...screen.getByTestId('sensitivity-irr').querySelectorAll('.tornado__row')].map((r) => r.getAttribute('data-path'));
    expect(after).toEqual(reordered.slice(0, 12).map((e) => e.path));
    expect(tablePaths()).toEqual(reordered.map((e) => e.path));
  });
  it('a table opened after newer answers came in while it was closed shows the newest answer, not the one it was drawn with', () => {
    const { scenario, irr, rows, view } = drawnWithItsAnswer();
    const edited = { ...scenario, name: 'edited' } as Scenario;
    const reordered = [...rows].reverse();
    state.answer = answerFor(edited, irr! + 0.01, reordered);
    view.rerender(<SensitivityBlock scenario={edited} baseIrr={irr! + 0.01} currency="USD" lang="en" />);
    expect(document.querySelector('.sensitivity__details tbody')).toBeNull();
    toggleSwings(true);
    expect(tablePaths()).toEqual(reordered.map((e) => e.path));
    // Closed again, it drops its rows; the newest answer is what the next opening shows.
    toggleSwings(false);
    expect(document.querySelector('.sensitivity__details tbody')).toBeNull();
  });
});
