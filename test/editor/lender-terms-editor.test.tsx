// @vitest-environment happy-dom
// The investment form's covenant inputs: grace, covenant and its period, depreciation method and bonus,
// project discount rate, the renewal (written field by field, removed as a whole) and the exit
// (clearing its mode removes it); the loader's messages shown at each field, naming it.
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

describe('investment form, version 3.3 inputs', () => {
  it('writes the lender terms, the renewal and the exit into the document', () => {
    const { store } = setup();
    const part = screen.getByText('Lender terms, renewal and exit', { selector: 'h3' }).closest('section') as HTMLElement;
    expect(within(part).getAllByText('Covenant DSCR').length).toBeGreaterThan(0);
    fireEvent.change(field('Debt share'), { target: { value: '60' } });
    fireEvent.change(field('Loan term'), { target: { value: '48' } });
    fireEvent.change(field('Grace months'), { target: { value: '6' } });
    expect(inv(store).debtGraceMonths).toBe(6);
    fireEvent.change(field('Covenant DSCR'), { target: { value: '1.25' } });
    expect(inv(store).covenantDSCR).toBe(1.25);
    fireEvent.change(field('Coverage tested'), { target: { value: 'quarter' } });
    expect(inv(store).dscrPeriod).toBe('quarter');
    fireEvent.change(field('Tax depreciation'), { target: { value: 'macrs5' } });
    expect(inv(store).depreciationMethod).toBe('macrs5');
    fireEvent.change(field('Bonus depreciation'), { target: { value: '40' } });
    expect(inv(store).bonusShare).toBeCloseTo(0.4, 12);
    fireEvent.change(field('Project discount rate'), { target: { value: '9' } });
    expect(inv(store).projectDiscountRate).toBeCloseTo(0.09, 12);
    fireEvent.change(field('Renewal probability'), { target: { value: '70' } });
    fireEvent.change(field('Renewal price'), { target: { value: '1.65' } });
    fireEvent.change(field('Renewal length'), { target: { value: '12' } });
    expect(inv(store).renewal).toEqual({ probability: 0.7, price: 1.65, months: 12 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the renewal' }));
    expect(inv(store).renewal).toBeUndefined();
    fireEvent.change(field('Exit value'), { target: { value: 'multiple' } });
    fireEvent.change(field('Exit multiple'), { target: { value: '4' } });
    expect(inv(store).exit).toEqual({ mode: 'multiple', evEbitdaMultiple: 4 });
    fireEvent.change(field('Exit value'), { target: { value: '' } });
    expect(inv(store).exit).toBeUndefined();
    // What was typed loads.
    const loaded = loadScenario(store.getState().doc);
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.path)).toEqual([]);
  });

  it('shows each refused value at its field, naming it (zh-CN)', () => {
    const { store, view } = setup('zh-CN');
    const doc = structuredClone(store.getState().doc) as Record<string, any>;
    doc.investment.debtFraction = 0.5;
    doc.investment.debtTermMonths = 12;
    doc.investment.debtGraceMonths = 12;
    doc.investment.covenantDSCR = 0;
    doc.investment.bonusShare = 1.5;
    doc.investment.renewal = { probability: 0.5, price: 1, months: 0 };
    doc.investment.exit = { mode: 'multiple', evEbitdaMultiple: -1 };
    const r = loadScenario(doc);
    const issues = r.ok ? [] : r.issues;
    expect(issues.map((i) => i.path).sort()).toEqual([
      'investment.bonusShare',
      'investment.covenantDSCR',
      'investment.debtGraceMonths',
      'investment.exit.evEbitdaMultiple',
      'investment.renewal.months',
    ]);
    view.rerender(<ScenarioEditor issues={issues} lang="zh-CN" store={store} />);
    // At the field (named by its label), the reason and the value received.
    for (const [label, reason] of [
      ['宽限期（只付息）', '必须小于 debtTermMonths（12）'],
      // Values in the field's unit: a covenant in × debt service, a share in percent, a term in months.
      ['契约偿债覆盖率', '实际为 0 × 还本付息'],
      ['加速（红利）折旧', '实际为 150 %'],
      ['续约期限', '实际为 0 个月'],
      ['退出倍数', '实际为 −1 × 近 12 个月 EBITDA'],
    ] as const) {
      const input = field(label);
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      expect(described, label).toContain(reason);
    }
  });
});
