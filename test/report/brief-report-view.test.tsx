// @vitest-environment happy-dom
// Issue 38 in the app: beside Export PDF, "Export brief PDF" draws the negotiation brief alone (one
// page per provider, in rank order, asks by money) and prints it under the brief's name; "Full
// report" goes back. The data is the one-path result of the worked example's quotes.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { createI18n } from '../../src/i18n/create-i18n';
import { PlatformProvider } from '../../src/platform/platform-context';
import { ReportView } from '../../src/report/report-view';
import { recordingPlatform } from '../scenarios/helpers';

afterEach(cleanup);

describe('Export brief PDF in the report view', () => {
  it('draws one brief page per provider in rank order and prints it as the brief', async () => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true });
    const r = runScenario(readFileSync(resolve(import.meta.dirname, '../fixtures/v4-demand-scenarios.json'), 'utf8'));
    if (!r.ok) throw new Error('invalid');
    const { platform } = recordingPlatform();
    const names: string[] = [];
    platform.exportPdf = async (o) => {
      names.push(o.suggestedName);
      return { canceled: true };
    };
    const i18n = createI18n({ storage: null, osLanguages: ['en'], document: null });
    render(
      <PlatformProvider value={platform}>
        <I18nextProvider i18n={i18n}>
          <ReportView lang="en" onBack={() => {}} item={{ scenario: r.scenario, raw: r.raw, result: r.result }} />
        </I18nextProvider>
      </PlatformProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export brief PDF' }));
    await waitFor(() => expect(names).toHaveLength(1));
    // The file name keeps the scenario's name without characters a file name cannot hold (":").
    expect(names[0]).toMatch(/^Renter  256 H100 .* – Negotiation brief\.pdf$/);
    const pages = [...document.querySelectorAll('[data-brief-quote]')];
    // Ranked on the window plus what is owed: Hyperscaler C, Specialist A, Neocloud B.
    expect(pages.map((p) => p.getAttribute('data-rank'))).toEqual(['1', '2', '3']);
    expect(pages.map((p) => p.getAttribute('data-brief-quote'))).toEqual(['2', '0', '1']);
    expect(pages.slice(1).every((p) => p.classList.contains('report-section--break'))).toBe(true);
    const b = pages[2];
    expect(b.textContent).toContain('Still owed after the window: $878,598');
    const amounts = [...b.querySelectorAll('[data-amount]')].map((li) => Number(li.getAttribute('data-amount')));
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    expect(amounts[0]).toBeCloseTo(424_017.34791000606, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Full report' }));
    expect(document.querySelectorAll('[data-brief-quote]')).toHaveLength(0);
  });
});
