// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import type { ScenarioIssue } from '../../models/scenario';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import type { EditorStore } from '../../src/store/editor-store';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function setup(issues: ScenarioIssue[] | null = null, lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord());
  const view = render(<ScenarioEditor issues={issues} lang={lang} store={store} />);
  return { store, view };
}

/** Role queries compute accessible names for the whole form (~0.5 s each in happy-dom): find by text. */
function button(name: string): HTMLButtonElement {
  return screen.getByText(name, { selector: 'button' }) as HTMLButtonElement;
}

/** The control a <label> names (for/id), or an element with that aria-label; exactly one must match. */
function field(label: string, root: ParentNode = document): HTMLInputElement {
  const labels = [...root.querySelectorAll('label')].filter((l) => l.textContent === label);
  const aria = [...root.querySelectorAll(`[aria-label="${label}"]`)];
  const found = [...labels.map((l) => document.getElementById(l.htmlFor)), ...aria];
  if (found.length !== 1 || !found[0]) throw new Error(`${found.length} controls labelled "${label}"`);
  return found[0] as HTMLInputElement;
}

function group(name: string | RegExp): HTMLElement {
  return screen.getByText(name, { selector: 'legend' }).closest('fieldset') as HTMLElement;
}

function doc(store: EditorStore): Record<string, any> {
  return store.getState().doc as Record<string, any>;
}

describe('ScenarioEditor', () => {
  it('typing a new contracted MW updates the store doc, with or without a unit', () => {
    const { store } = setup();
    const input = field('Contracted power') as HTMLInputElement;
    expect(input.value).toBe('100');
    fireEvent.change(input, { target: { value: '120' } });
    expect(doc(store).site.contractedMW).toBe(120);
    fireEvent.change(input, { target: { value: '80000 kW' } });
    expect(doc(store).site.contractedMW).toBe(80);
    expect(input.value).toBe('80000 kW'); // what was typed stays while editing
    fireEvent.blur(input);
    expect(input.value).toBe('80');
    // Fractions are shown and typed as percent.
    const reserve = field('Reserve') as HTMLInputElement;
    expect(reserve.value).toBe('5');
    fireEvent.change(reserve, { target: { value: '7.5' } });
    expect(doc(store).site.reserveFraction).toBe(0.075);
    const utilization = field('Utilization') as HTMLInputElement;
    expect(utilization.value).toBe('85');
  });

  it('refused text keeps the doc and explains why, tied to the input', () => {
    const { store } = setup();
    const input = field('Node power') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12 kWh' } });
    expect(doc(store).node.nodeKW).toBe(10.2);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(messages).toContain('“kWh” is not a unit of power');
    fireEvent.change(input, { target: { value: '-5' } });
    expect(screen.getByText('Must not be negative.')).toBeTruthy();
    expect(doc(store).node.nodeKW).toBe(10.2);
  });

  it('counts refused text as a problem and tells the store, until the field reads a number again', () => {
    const { store } = setup([]);
    expect(screen.getByText('No problems')).toBeTruthy();
    const input = field('Node power');
    fireEvent.change(input, { target: { value: 'ten' } });
    expect(screen.getByText('Problems: 1')).toBeTruthy();
    expect(store.getState().rejectedInputs).toEqual({ 'node.nodeKW': 'Node power' });
    fireEvent.change(input, { target: { value: '10.5' } });
    expect(doc(store).node.nodeKW).toBe(10.5);
    expect(screen.getByText('No problems')).toBeTruthy();
    expect(store.getState().rejectedInputs).toEqual({});
    // An undo replaces the refused text with the stored value: no longer refused.
    fireEvent.change(input, { target: { value: '1O' } });
    expect(store.getState().rejectedInputs).toEqual({ 'node.nodeKW': 'Node power' });
    act(() => store.getState().undo());
    expect(input.value).toBe('10.2');
    expect(store.getState().rejectedInputs).toEqual({});
  });

  it('shows an issue for site.pue next to the PUE input, in the chosen language', () => {
    const issue: ScenarioIssue = {
      path: 'site.pue',
      message: { en: 'site.pue: must be between 1.0 and 3.0 (got 0.8)', 'zh-CN': 'site.pue：必须介于 1.0 与 3.0 之间（实际为 0.8）' },
    };
    setup([issue], 'zh-CN');
    const input = field('PUE（电能使用效率）');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const box = input.closest('.ed-field') as HTMLElement;
    expect(within(box).getByText('必须介于 1.0 与 3.0 之间（实际为 0.8）')).toBeTruthy();
    expect(screen.queryByText(/must be between/)).toBeNull();
    // Other fields stay clean.
    expect(field('签约电力').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('问题：1 个')).toBeTruthy();
  });

  it('follows new issues from the next evaluation, and clears them', () => {
    const { store, view } = setup([]);
    const pue = field('PUE (power usage effectiveness)');
    expect(pue.getAttribute('aria-invalid')).toBeNull();
    const issue: ScenarioIssue = { path: 'site.pue', message: { en: 'site.pue: must be between 1.0 and 3.0 (got 9)', 'zh-CN': 'x' } };
    view.rerender(<ScenarioEditor issues={[issue]} lang="en" store={store} />);
    expect(pue.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('must be between 1.0 and 3.0 (got 9)')).toBeTruthy();
    expect(screen.getByText('Problems: 1')).toBeTruthy();
    view.rerender(<ScenarioEditor issues={[]} lang="en" store={store} />);
    expect(pue.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('must be between 1.0 and 3.0 (got 9)')).toBeNull();
    expect(screen.getByText('No problems')).toBeTruthy();
  });

  it('lists issues no field shows at their section', () => {
    const issues: ScenarioIssue[] = [
      { path: 'uncertainty', message: { en: 'uncertainty: needs an investment section', 'zh-CN': 'uncertainty：需要 investment 部分' } },
      { path: 'quotes[0].mystery', message: { en: 'quotes[0].mystery: odd', 'zh-CN': 'quotes[0].mystery：奇怪' } },
    ];
    setup(issues);
    const quotes = document.getElementById('ed-section-quotes') as HTMLElement;
    // Named by its item and readable key, the path as a hint (issue 33).
    expect(within(quotes).getByText(/^Quotes › Quote 1.* › Mystery: odd \(quotes\[0\]\.mystery\)$/)).toBeTruthy();
  });

  it('picking B200 from the catalogue fills the node in one undo step and shows the source', () => {
    const { store } = setup();
    const pick = field('GPU model from the catalogue');
    fireEvent.change(pick, { target: { value: 'B200' } });
    expect(doc(store).node).toEqual({ gpuModel: 'B200', gpusPerNode: 8, nodeKW: 14.3, gpuTDPW: 1000 });
    const nodeKW = field('Node power') as HTMLInputElement;
    expect(nodeKW.value).toBe('14.3');
    const box = nodeKW.closest('.ed-field') as HTMLElement;
    expect(within(box).getByText(/NVIDIA DGX B200 user guide.*as of 2024-01-01/)).toBeTruthy();
    // Offers what else the catalogue knows: liquid cooling for Blackwell.
    fireEvent.click(button('Set site cooling to “Liquid” (catalogue)'));
    expect(doc(store).site.cooling).toBe('liquid');
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    expect(doc(store).node.nodeKW).toBe(10.2);
    expect(nodeKW.value).toBe('10.2'); // the field follows undo
  });

  it('help is a toggle described to assistive technology; every input has a label', () => {
    setup();
    const toggle = field('Help: Contracted power');
    const helpId = toggle.getAttribute('aria-controls') as string;
    const help = document.getElementById(helpId) as HTMLElement;
    expect(help.hidden).toBe(true);
    const input = field('Contracted power');
    expect(input.getAttribute('aria-describedby')).toContain(helpId);
    fireEvent.click(toggle);
    expect(help.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/counts nodes/)).toBeTruthy(); // the 7,000–9,000 explainer
    // Every input, select and text area has an accessible label.
    const controls = document.querySelectorAll('input, select, textarea');
    expect(controls.length).toBeGreaterThan(60);
    for (const el of controls) {
      const id = el.getAttribute('id');
      const labelled = (id && document.querySelector(`label[for="${CSS.escape(id)}"]`)) || el.getAttribute('aria-label');
      expect(labelled, el.outerHTML).toBeTruthy();
    }
  });

  it('adds and removes optional sections and quotes; the result still loads', () => {
    const { store } = setup();
    // The sample plan is in EUR and states no USD rate: catalogue prices are not relabelled (issue 33).
    store.getState().setField('display', { currency: 'USD', rate: 1.1 });
    fireEvent.click(button('Add rent-vs-buy section'));
    expect(doc(store).rentVsBuy.onDemandPrice).toBe(Number((2.99 / 1.1).toPrecision(6)));
    fireEvent.click(button('Add quote'));
    expect(doc(store).quotes).toHaveLength(3);
    const added = group('Quote 3: Provider 3');
    fireEvent.change(field('Price per GPU-hour', added), { target: { value: '2.2' } });
    expect(doc(store).quotes[2].provider).toBe('Provider 3');
    fireEvent.click(button('Remove quote 1'));
    expect(doc(store).quotes.map((q: { provider: string }) => q.provider)).toEqual(['B', 'Provider 3']);
    fireEvent.click(button('Remove investment section'));
    expect(doc(store).investment).toBeUndefined();
    expect(button('Add investment section')).toBeTruthy();
    // Rent vs buy started valid, at a placeholder 6,000 usage hours a year (issue 33), which the user replaces.
    expect(doc(store).rentVsBuy.usageHours).toBe(6000);
    expect(loadScenario(doc(store)).ok).toBe(true);
    fireEvent.change(field('Usage hours per year'), { target: { value: '2000' } });
    expect(doc(store).rentVsBuy.usageHours).toBe(2000);
    expect(loadScenario(doc(store)).ok).toBe(true);
  });

  it('market: renaming a generation id moves references; the parity calculator fills a rule', () => {
    const { store } = setup();
    const generation = group('Generation 1: H100');
    fireEvent.change(field('Id', generation), { target: { value: 'h100' } });
    expect(doc(store).market.parity[0].older).toBe('h100');
    expect(doc(store).investment.generation).toBe('h100');
    // The relative-cost calculator applies the seed's GB200-vs-H100 figure to a rule.
    const calc = field('Relative cost calculator');
    fireEvent.change(field('Training share of the work', calc), { target: { value: '100' } });
    expect(within(calc).getByText('Relative cost: 44 %')).toBeTruthy();
    fireEvent.click(within(calc).getByText('Use for parity rule 1', { selector: 'button' }));
    expect(doc(store).market.parity[0].relativeCost).toBe(0.44);
  });

  it('uncertainty inputs pick a field and take percent parameters for fractions', () => {
    const { store } = setup();
    fireEvent.click(button('Add uncertainty section'));
    fireEvent.click(button('Add uncertain input'));
    const first = Object.keys(doc(store).uncertainty.inputs)[0];
    expect(first).toBe('site.contractedMW');
    const item = group(/^Input 1:/);
    fireEvent.change(field('Field', item), { target: { value: 'investment.utilization' } });
    // A new field starts from ±10 % around its own value (85 % utilization).
    expect(doc(store).uncertainty.inputs).toEqual({ 'investment.utilization': { dist: 'triangular', min: 0.765, mode: 0.85, max: 0.935 } });
    const min = field('Minimum', group(/^Input 1:/));
    fireEvent.change(min, { target: { value: '70' } });
    expect(doc(store).uncertainty.inputs['investment.utilization'].min).toBe(0.7);
  });

  it('undo and redo buttons follow the history', () => {
    const { store } = setup();
    const undo = button('Undo') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    fireEvent.change(field('Scenario name'), { target: { value: 'Renamed' } });
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    expect(doc(store).name).toBe('512× H100');
    expect((button('Redo') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(field('Currency'), { target: { value: 'cny' } });
    expect(doc(store).currency).toBe('CNY');
    expect(screen.getAllByText('CNY/GPU-h').length).toBeGreaterThan(3); // money units follow the currency
  });
});
