// @vitest-environment happy-dom
// docs/model.md › Quotes › Window in the quote editor: a lead time in weeks without a delivery month says which month
// it delivers in; with a delivery month that disagrees, the month wins and the editor says the weeks
// are not used; when they agree, nothing is said. Both languages.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function setup(quote: Record<string, unknown>, lang: 'en' | 'zh-CN' = 'en') {
  const record = sampleRecord();
  const doc = { ...(record.doc as Record<string, unknown>), version: 3 } as Record<string, unknown>;
  const quotes = (doc.quotes as Record<string, unknown>[]).map((q, i) => (i === 0 ? { ...q, deliveryMonth: undefined, leadTimeWeeks: undefined, ...quote } : q));
  const store = createEditorStore({ journal: null });
  store.getState().open({ ...record, doc: { ...doc, quotes } });
  render(<ScenarioEditor issues={null} lang={lang} store={store} />);
  return store;
}

const note = () => document.querySelector('fieldset [data-testid="lead-time-note"]')?.textContent ?? null;

describe('lead time and delivery month in the quote editor', () => {
  it('14 weeks without a delivery month: month 3', () => {
    setup({ leadTimeWeeks: 14 });
    expect(note()).toBe('No delivery month: 14 weeks of lead time deliver in month 3.');
  });

  it('a stated month that disagrees wins, and the weeks are said to be unused (en, zh-CN)', () => {
    setup({ leadTimeWeeks: 14, deliveryMonth: 1 });
    expect(note()).toBe('Delivery month 1 is used: the lead time of 14 weeks (month 3) is not.');
    cleanup();
    setup({ leadTimeWeeks: 14, deliveryMonth: 1 }, 'zh-CN');
    expect(note()).toBe('采用交付月份 1：交付周期 14 周（第 3 个月）不予采用。');
  });

  it('says nothing when they agree, and updates as the month is typed', () => {
    const store = setup({ leadTimeWeeks: 14, deliveryMonth: 3 });
    expect(note()).toBeNull();
    const legend = [...document.querySelectorAll('legend')].find((l) => l.textContent?.startsWith('Quote 1'));
    const quoteSet = legend!.closest('fieldset')!;
    const label = [...quoteSet.querySelectorAll('label')].find((l) => l.textContent === 'Delivery month');
    const input = document.getElementById(label!.htmlFor) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2' } });
    expect((store.getState().doc as { quotes: { deliveryMonth: number }[] }).quotes[0].deliveryMonth).toBe(2);
    expect(note()).toBe('Delivery month 2 is used: the lead time of 14 weeks (month 3) is not.');
  });
});
