// @vitest-environment happy-dom
// The settings form for the default display currency: CNY offered in zh-CN, problems named by
// field, a valid entry kept in local storage and cleared again.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_KEY, readDefaultDisplay } from '../../src/settings/default-display';
import { DefaultDisplayForm } from '../../src/settings/default-display-form';
import { renderWithI18n } from '../results/render-i18n';

beforeEach(() => localStorage.removeItem(DEFAULT_DISPLAY_KEY));
afterEach(cleanup);

describe('<DefaultDisplayForm>', () => {
  it('offers CNY in zh-CN, names a bad rate, then saves and clears', () => {
    const { container } = renderWithI18n(<DefaultDisplayForm lang="zh-CN" />);
    const inputs = container.querySelectorAll('input');
    expect(inputs[0].value).toBe('CNY');
    fireEvent.change(inputs[1], { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default' }));
    expect(screen.getByRole('alert').textContent).toBe('汇率：必须是大于 0 的数（每 1 美元折合多少）。');
    expect(readDefaultDisplay()).toBeNull();
    fireEvent.change(inputs[1], { target: { value: '7.2' } });
    fireEvent.change(inputs[2], { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save default' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readDefaultDisplay()).toEqual({ currency: 'CNY', rate: 7.2, asOf: '2026-06-30' });
    fireEvent.click(screen.getByRole('button', { name: 'No display currency' }));
    expect(readDefaultDisplay()).toBeNull();
  });
});
