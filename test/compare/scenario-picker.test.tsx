// @vitest-environment happy-dom
// The compare picker counts against what can be picked: with three scenarios stored, "0 of 3
// selected", not "0 of 4" (issue 25); with more than four, the limit of four.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScenarioPicker, type ScenarioSummary } from '../../src/compare/scenario-picker';
import { renderWithI18n } from '../results/render-i18n';

afterEach(cleanup);

const summaries = (n: number): ScenarioSummary[] =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i}`, name: `Plan ${i + 1}`, tags: [], updatedAt: i, createdAt: i }));

describe('compare picker count', () => {
  it('says 0 of 3 with three scenarios, in both languages', () => {
    renderWithI18n(<ScenarioPicker summaries={summaries(3)} selected={[]} onChange={() => undefined} lang="en" />);
    expect(screen.getByText('0 of 3 selected')).toBeTruthy();
    cleanup();
    renderWithI18n(<ScenarioPicker summaries={summaries(3)} selected={['s0']} onChange={() => undefined} lang="zh-CN" />);
    expect(screen.getByText('已选 1 / 3')).toBeTruthy();
  });

  it('says of 4 with more than four scenarios', () => {
    renderWithI18n(<ScenarioPicker summaries={summaries(7)} selected={['s1', 's2']} onChange={() => undefined} lang="en" />);
    expect(screen.getByText('2 of 4 selected')).toBeTruthy();
  });
});
