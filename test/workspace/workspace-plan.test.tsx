// @vitest-environment happy-dom
// The demand plan in the workspace (docs/model.md › Demand plan): solved in an engine worker of its own (here the
// in-process transport, which loads HiGHS in Node), shown once solved without holding up the other
// figures, kept visible but marked stale while an edit's plan is solved, and drawn in the report.
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/create-i18n';
import { PlatformProvider } from '../../src/platform/platform-context';
import { ScenarioReport } from '../../src/report/scenario-report';
import { useEditorStore } from '../../src/store';
import { WorkspacePage } from '../../src/workspace/workspace-page';
import { renterPlanDoc, solvedPlan } from '../results/renter-plan';
import { recordingPlatform } from '../scenarios/helpers';

afterEach(() => {
  cleanup();
  useEditorStore.setState({ doc: null, scenarioId: null });
});

function renderWorkspace(report: { onBack: () => void } | null = null) {
  const { platform } = recordingPlatform();
  const i18n = createI18n({ storage: null, osLanguages: ['en'], document: null });
  return render(
    <PlatformProvider value={platform}>
      <I18nextProvider i18n={i18n}>
        <WorkspacePage lang="en" onBack={() => {}} onReport={() => {}} report={report} />
      </I18nextProvider>
    </PlatformProvider>,
  );
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const scheduleRows = () => [...document.querySelectorAll('[data-testid="portfolio-schedule"] tbody tr')].map((tr) => [...tr.children].map((c) => text(c)).join(' | '));

describe('the demand plan in the workspace', () => {
  it('shows the other figures at once, then the plan once solved; an edit keeps it visible, marked stale, until the new one', async () => {
    useEditorStore.setState({ doc: renterPlanDoc(), scenarioId: 's1' });
    renderWorkspace();
    // The evaluation is there before the solver answers: the section says the plan is being solved.
    expect(text(screen.getByTestId('portfolio-status'))).toBe('Solving the plan…');
    expect(screen.queryByTestId('portfolio-schedule')).toBeNull();

    await screen.findByTestId('portfolio-schedule', undefined, { timeout: 15_000 });
    expect(scheduleRows()).toEqual(['3-year commitment | 1 | 36 | 48 | $1,879,546 | $1,628,233 | Keep', '1-year commitment | 25 | 36 | 16 | $264,902 | $207,990 | Keep']);
    expect(text(screen.getByTestId('portfolio-status'))).toBe('');
    expect(text(document.querySelector('[data-figure="planSavings"] .headline__value'))).toBe('$751,268');

    // An edit: 320 GPUs from month 25. The previous plan stays, marked stale, while the new one is solved.
    const edited = renterPlanDoc();
    (edited.portfolio as { demand: { fromMonth: number; gpus: number }[] }).demand[3].gpus = 320;
    act(() => useEditorStore.setState({ doc: edited }));
    expect(text(screen.getByTestId('portfolio-status'))).toBe('Solving the plan for your latest inputs… The plan shown is for the previous ones.');
    expect(document.querySelector('.portfolio__body--stale [data-testid="portfolio-schedule"]')).toBeTruthy();
    expect(document.querySelector('.headline__figure--stale[data-figure="planCost"]')).toBeTruthy();

    const expected = await solvedPlan(edited);
    await waitFor(() => expect(document.querySelector('.portfolio__body--stale')).toBeNull(), { timeout: 15_000 });
    const cost = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(expected.result.portfolio!.presentCost);
    expect(text(document.querySelector('[data-figure="planCost"] .headline__value'))).toBe(cost);
    expect(scheduleRows()).toHaveLength(expected.result.portfolio!.commitments.length);
  });

  it('draws the plan in the report opened from the workspace, as the CLI draws it', async () => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true });
    useEditorStore.setState({ doc: renterPlanDoc(), scenarioId: 's1' });
    renderWorkspace({ onBack: () => {} });
    await screen.findByText('Demand plan', { selector: 'h2' }, { timeout: 15_000 });
    const shown = document.querySelector('[data-section="portfolio"]');
    expect(text(shown)).toContain('What to sign, when');

    const reference = await solvedPlan();
    const i18n = createI18n({ storage: null, osLanguages: ['en'], document: null });
    const alone = render(
      <I18nextProvider i18n={i18n}>
        <ScenarioReport scenario={reference.scenario} result={reference.result} raw={reference.raw} lang="en" date={new Date('2026-01-01T00:00:00Z')} />
      </I18nextProvider>,
    );
    expect(text(alone.container.querySelector('[data-section="portfolio"]'))).toBe(text(shown));
    expect(text(alone.container.querySelector('[data-figure="planCost"]'))).toBe(text(document.querySelector('.report [data-figure="planCost"]')));
  });
});
