// @vitest-environment happy-dom
// The investment form's tax and depreciation parts: tax and financing, ramp and escalation, take-or-pay and the
// residual mode, with units, percent entry and the loader's messages naming the field.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function setup(lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord());
  const view = render(<ScenarioEditor issues={[]} lang={lang} store={store} />);
  return { store, view };
}

function field(label: string): HTMLInputElement {
  const labels = [...document.querySelectorAll('label')].filter((l) => l.textContent === label);
  if (labels.length !== 1) throw new Error(`${labels.length} controls labelled "${label}"`);
  return document.getElementById(labels[0].htmlFor) as HTMLInputElement;
}

const inv = (store: ReturnType<typeof setup>['store']) => (store.getState().doc as Record<string, any>).investment;

describe('investment form, version 2.2 parts', () => {
  it('groups tax and financing, ramp and escalation; percent and month entry reach the doc', () => {
    const { store } = setup();
    const part = screen.getByText('Tax and financing', { selector: 'h3' }).closest('section') as HTMLElement;
    // The loan fields live in the same part as the tax fields.
    expect(within(part).getAllByText('Loan APR').length).toBeGreaterThan(0);
    expect(screen.getByText('Ramp and escalation', { selector: 'h3' })).toBeTruthy();
    fireEvent.change(field('Income tax rate'), { target: { value: '25' } });
    expect(inv(store).taxRate).toBe(0.25);
    fireEvent.change(field('Depreciation period'), { target: { value: '72' } });
    expect(inv(store).depreciationMonths).toBe(72);
    fireEvent.change(field('Power price escalation'), { target: { value: '-10' } });
    expect(inv(store).powerPriceEscalation).toBeCloseTo(-0.1, 12);
    fireEvent.change(field('Ramp-up'), { target: { value: '3' } });
    expect(inv(store).rampMonths).toBe(3);
    fireEvent.click(field('Take-or-pay contract'));
    expect(inv(store).takeOrPay).toBe(true);
    fireEvent.change(field('Residual value basis'), { target: { value: 'market' } });
    expect(inv(store).residualMode).toBe('market');
    expect(field('Start date (month 0)').getAttribute('placeholder')).toBe('YYYY-MM-DD (optional)');
  });

  it('shows the loader’s message for a bad start date or tax rate next to the field, naming it', () => {
    const { store, view } = setup('zh-CN');
    const doc = structuredClone(store.getState().doc) as Record<string, any>;
    doc.investment.startDate = '2026-13-01';
    doc.investment.taxRate = 1.5;
    const r = loadScenario(doc);
    expect(r.ok).toBe(false);
    const issues = r.ok ? [] : r.issues;
    expect(issues.map((i) => i.path).sort()).toEqual(['investment.startDate', 'investment.taxRate']);
    view.rerender(<ScenarioEditor issues={issues} lang="zh-CN" store={store} />);
    const date = field('起始日期（第 0 月）');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const box = date.closest('.ed-field') as HTMLElement;
    expect(within(box).getByText(/YYYY-MM-DD 格式的有效日期/)).toBeTruthy();
    expect(field('所得税率').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('税务与融资', { selector: 'h3' })).toBeTruthy();
  });
});
