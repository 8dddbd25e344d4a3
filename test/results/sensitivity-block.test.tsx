// @vitest-environment happy-dom
// "What moves my IRR" (issue 14): every stated input swung alone, form labels, swings per input.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sensitivityTornado } from '../../models/uncertainty';
import { SensitivityBlock } from '../../src/results/sensitivity-block';
import { renderWithI18n } from './render-i18n';
import { toggleSwings } from './swing-table';
import { workedExample } from './worked-example';

afterEach(cleanup);

describe('<SensitivityBlock>', () => {
  it('labels rows like the form, ranks them, and takes a swing per input', () => {
    const { scenario, result } = workedExample();
    renderWithI18n(<SensitivityBlock scenario={scenario} baseIrr={result.investment!.irrAnnual} currency="USD" lang="en" />);
    const chart = screen.getByTestId('sensitivity-irr');
    const expected = sensitivityTornado(scenario);
    const rows = [...chart.querySelectorAll('.tornado__row')].map((r) => r.getAttribute('data-path'));
    expect(rows).toEqual(expected.slice(0, 12).map((e) => e.path));
    expect(chart.textContent).toContain('Investment › Utilization');
    expect(chart.textContent).not.toMatch(/investment\.\w/);
    // Blackwell's arrival (month 6) swings 3..9 by default; 12 months per input gives 0..18.
    const row = () => document.querySelector('tr[data-path="market.generations[1].availableMonth"]')!;
    // Closed at first: the table's rows are not drawn for nobody to see.
    expect(document.querySelector('.sensitivity__details tbody')).toBeNull();
    toggleSwings(true);
    expect(document.querySelectorAll('.sensitivity__details tbody tr')).toHaveLength(expected.length);
    expect(row().textContent).toContain('3');
    const input = screen.getByRole('textbox', { name: /^Swing of Generation B200 › Available from month/ });
    fireEvent.change(input, { target: { value: '12' } });
    const cells = [...row().querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(1, 3)).toEqual(['0', '18']);
  });
});

describe('<SensitivityBlock raw>', () => {
  it('swings only the inputs the document states (a defaulted field is not a row)', () => {
    const { scenario, result } = workedExample();
    const raw = structuredClone(scenario) as unknown as { investment: Record<string, unknown> };
    delete raw.investment.idlePowerFraction; // as if the file left it to its default
    renderWithI18n(<SensitivityBlock scenario={scenario} raw={raw} baseIrr={result.investment!.irrAnnual} currency="USD" lang="en" />);
    toggleSwings(true);
    expect(document.querySelector('tr[data-path="investment.idlePowerFraction"]')).toBeNull();
    expect(document.querySelector('tr[data-path="investment.utilization"]')).not.toBeNull();
    cleanup();
    renderWithI18n(<SensitivityBlock scenario={scenario} baseIrr={result.investment!.irrAnnual} currency="USD" lang="en" />);
    toggleSwings(true);
    expect(document.querySelector('tr[data-path="investment.idlePowerFraction"]')).not.toBeNull();
  });
});
