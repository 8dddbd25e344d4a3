// @vitest-environment happy-dom
// The quote terms in the editor: every new field editable with its unit and help in both
// languages, an empty price reads "not stated" (distinct from 0 = free), bad input names the field
// and leaves the document as it was.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { evaluateScenario } from '../../models/evaluate';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function setup(lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord());
  render(<ScenarioEditor issues={null} lang={lang} store={store} />);
  return store;
}

function quoteGroup(name: RegExp): HTMLElement {
  return screen.getByText(name, { selector: 'legend' }).closest('fieldset') as HTMLElement;
}

/** The control a <label> names inside `root`. */
function field(label: string, root: ParentNode = document): HTMLInputElement {
  const labels = [...root.querySelectorAll('label')].filter((l) => l.textContent === label);
  if (labels.length !== 1) throw new Error(`${labels.length} labels "${label}"`);
  return document.getElementById(labels[0].htmlFor) as HTMLInputElement;
}

function doc(store: ReturnType<typeof setup>): Record<string, any> {
  return store.getState().doc as Record<string, any>;
}

describe('editor: quote terms', () => {
  it('an empty storage or egress price reads "Not stated"; 0 is kept as an explicit free price', () => {
    const store = setup();
    const q1 = quoteGroup(/^Quote 1/);
    const storage = field('Storage price', q1);
    expect(storage.value).toBe('');
    expect(storage.placeholder).toBe('Not stated');
    expect(field('Egress price', q1).placeholder).toBe('Not stated');
    expect(field('Burst price', q1).placeholder).toBe('No burst');
    expect(field('Bridging price').placeholder).toBe('Not bridged');
    // The workload needs storage; left blank the quote is "not quoted", never $0 free.
    fireEvent.change(field('Storage'), { target: { value: '50' } });
    const loaded = loadScenario(doc(store));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    expect(evaluateScenario(loaded.scenario, { skipUncertainty: true }).quotes?.quotes[0].unquoted).toEqual(['storage']);
    fireEvent.change(storage, { target: { value: '0' } });
    expect(doc(store).quotes[0].storagePerTBMonth).toBe(0);
    const again = loadScenario(doc(store));
    if (!again.ok) throw new Error('expected a load');
    expect(evaluateScenario(again.scenario, { skipUncertainty: true }).quotes?.quotes[0].unquoted).toEqual([]);
    // Emptying the field removes the price again ("not stated").
    fireEvent.change(storage, { target: { value: '' } });
    expect('storagePerTBMonth' in doc(store).quotes[0]).toBe(false);
  });

  it('edits delivery, indexation (negative allowed), burst, promo mode, performance, termination and the workload terms', () => {
    const store = setup();
    const q1 = quoteGroup(/^Quote 1/);
    fireEvent.change(field('Delivery month', q1), { target: { value: '6' } });
    fireEvent.change(field('Yearly indexation', q1), { target: { value: '-15' } });
    fireEvent.change(field('Burst price', q1), { target: { value: '2.99' } });
    fireEvent.change(field('Performance factor', q1), { target: { value: '0.8' } });
    fireEvent.change(field('Promo hours', q1), { target: { value: 'monthly' } });
    fireEvent.change(field('Termination terms', q1), { target: { value: '90 days notice, 3 months fee' } });
    fireEvent.change(field('Demand growth per year'), { target: { value: '20' } });
    fireEvent.change(field('Bridging price'), { target: { value: '2.99' } });
    const q = doc(store).quotes[0];
    expect(q).toMatchObject({ deliveryMonth: 6, annualEscalation: -0.15, burstPrice: 2.99, performanceFactor: 0.8, promoMode: 'monthly', terminationTerms: '90 days notice, 3 months fee' });
    expect(doc(store).workload).toMatchObject({ demandGrowthAnnual: 0.2, bridgePrice: 2.99 });
    expect(loadScenario(doc(store)).ok).toBe(true);
  });

  it('refuses text in a numeric field and a fractional delivery month, keeping the document', () => {
    const store = setup();
    const q1 = quoteGroup(/^Quote 1/);
    const delivery = field('Delivery month', q1);
    fireEvent.change(delivery, { target: { value: '6' } });
    fireEvent.change(delivery, { target: { value: 'six' } });
    expect(doc(store).quotes[0].deliveryMonth).toBe(6);
    expect(delivery.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(delivery, { target: { value: '2.5' } });
    expect(doc(store).quotes[0].deliveryMonth).toBe(6);
    expect(screen.getAllByText('Must be a whole number.').length).toBeGreaterThan(0);
    // Out of range values are stored (the user is mid-edit) and the loader names the field.
    fireEvent.change(delivery, { target: { value: '121' } });
    const r = loadScenario(doc(store));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path)).toContain('quotes[0].deliveryMonth');
  });

  it('shows the new labels, units and placeholders in Chinese', () => {
    setup('zh-CN');
    const q1 = quoteGroup(/^报价 1/);
    expect(field('存储价格', q1).placeholder).toBe('未说明');
    expect(field('交付月份', q1)).toBeTruthy();
    expect(field('突发价格', q1).placeholder).toBe('不可突发');
    expect(field('性能系数', q1)).toBeTruthy();
    expect(q1.textContent).toContain('× 参考集群');
  });
});
