// @vitest-environment happy-dom
// The in-app report of the open scenario draws the workspace engine's results (useEvaluation,
// useMonteCarlo) rather than evaluating on the window's thread: its Monte Carlo section equals the
// one-path evaluation (runScenario, as the CLI computes it), and Ctrl+P prints only once it is there.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { PlatformProvider } from '../../src/platform/platform-context';
import { createI18n } from '../../src/i18n/create-i18n';
import { ScenarioReport } from '../../src/report/scenario-report';
import { useEditorStore } from '../../src/store';
import { WorkspacePage } from '../../src/workspace/workspace-page';
import { uncertainDoc } from '../results/worked-example';
import { recordingPlatform } from '../scenarios/helpers';

afterEach(() => {
  cleanup();
  useEditorStore.setState({ doc: null, scenarioId: null });
});

function uncertaintyText(root: ParentNode): string {
  return root.querySelector('[data-section="uncertainty"]')?.textContent ?? '';
}

describe('the report of the open scenario', () => {
  it('shows the Monte Carlo section computed by the engine hooks, equal to the one-path result, and prints after it', async () => {
    // happy-dom has no FontFaceSet: the report waits for fonts before printing.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true });
    const doc = uncertainDoc(400, 11);
    useEditorStore.setState({ doc, scenarioId: 's1' });
    const { platform } = recordingPlatform();
    const printedWith: string[] = [];
    platform.exportPdf = async () => {
      printedWith.push(uncertaintyText(document));
      return { canceled: true };
    };
    const i18n = createI18n({ storage: null, osLanguages: ['en'], document: null });
    const date = new Date('2026-01-01T00:00:00Z');
    // One pending PDF request: the view takes it once (a second take finds none).
    let pending = true;
    const takePrint = () => {
      const was = pending;
      pending = false;
      return was;
    };
    render(
      <PlatformProvider value={platform}>
        <I18nextProvider i18n={i18n}>
          <WorkspacePage lang="en" onBack={() => {}} onReport={() => {}} report={{ onBack: () => {}, printPending: true, takePrint }} />
        </I18nextProvider>
      </PlatformProvider>,
    );
    await screen.findByText('Uncertainty', { selector: 'h2' }, { timeout: 10_000 });
    const shown = uncertaintyText(document);
    expect(shown).not.toBe('');

    const reference = runScenario(doc);
    if (!reference.ok) throw new Error('invalid');
    expect(reference.result.uncertainty).toBeDefined();
    const alone = render(
      <I18nextProvider i18n={i18n}>
        <ScenarioReport scenario={reference.scenario} result={reference.result} raw={reference.raw} lang="en" date={date} />
      </I18nextProvider>,
    );
    expect(uncertaintyText(alone.container)).toBe(shown);
    // Printed once, with the Monte Carlo section already drawn.
    await waitFor(() => expect(printedWith).toHaveLength(1));
    expect(printedWith[0]).toBe(shown);
  });
});
