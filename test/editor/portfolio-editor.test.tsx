// @vitest-environment happy-dom
// docs/model.md › Demand plan in the editor: the "Demand plan" section is added and removed like the other
// optional sections; its presets set the load blocks; the share check follows the typing and the
// loader's message lands at the profile; an offer shows its kind's fields and a kind change drops
// the others; offers come from rent vs buy and from the quotes; bad input is named in its field;
// every field has its unit; both languages.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import type { ScenarioIssue } from '../../models/scenario';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import type { EditorStore } from '../../src/store/editor-store';
import { sampleDoc, sampleRecord } from '../store/fixtures';

afterEach(cleanup);

type Doc = Record<string, any>;

function issuesOf(doc: unknown): ScenarioIssue[] {
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues;
}

/** The editor on `doc` (default: the sample plan); `sync()` hands it the loader's issues for the current document, as the worker would. */
function setup(doc: Doc = { ...sampleDoc(), currency: 'USD' } /* the catalogue's currency (issue 33) */, lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord({ doc }));
  const view = render(<ScenarioEditor issues={[]} lang={lang} store={store} />);
  const sync = () => view.rerender(<ScenarioEditor issues={issuesOf(store.getState().doc)} lang={lang} store={store} />);
  return { store, sync };
}

function button(name: string, root: HTMLElement = document.body): HTMLButtonElement {
  return within(root).getByText(name, { selector: 'button' }) as HTMLButtonElement;
}

/** The control a <label> names inside `root`; exactly one must match. */
function field(label: string, root: ParentNode): HTMLInputElement {
  const labels = [...root.querySelectorAll('label')].filter((l) => l.textContent === label);
  if (labels.length !== 1) throw new Error(`${labels.length} labels "${label}"`);
  return document.getElementById(labels[0].htmlFor) as HTMLInputElement;
}

/** The field frame (label, unit, messages) around a control. */
function frame(input: HTMLElement): HTMLElement {
  return input.closest('.ed-field') as HTMLElement;
}

function group(name: string | RegExp): HTMLElement {
  return screen.getByText(name, { selector: 'legend' }).closest('fieldset') as HTMLElement;
}

const section = () => document.getElementById('ed-section-portfolio') as HTMLElement;
const doc = (store: EditorStore) => store.getState().doc as Doc;

describe('editor: demand plan', () => {
  it('is added to an older file as version 3 with a unit on every number, and names the missing peak at its field', () => {
    // A plan that states no GPU count anywhere and has no site (issue 33: otherwise the peak starts
    // at the scenario's GPUs, or the GPUs its site powers).
    const { quotes: _q, workload: _w, site: _s, investment: _i, ...noGpus } = sampleDoc() as Doc;
    const { store, sync } = setup({ ...noGpus, currency: 'USD' });
    expect(document.querySelector('[data-nav-section="portfolio"]')?.getAttribute('data-absent')).toBe('true');
    fireEvent.click(button('Add demand plan'));
    sync();
    expect(doc(store).version).toBe(4);
    expect(doc(store).portfolio.months).toBe(60);
    expect(document.querySelector('[data-nav-section="portfolio"]')?.getAttribute('data-absent')).toBeNull();
    // The loader's one issue, at the peak of step 1 (not in the section's leftovers).
    const peak = field('GPUs at peak', group('Step 1'));
    expect(peak.getAttribute('aria-invalid')).toBe('true');
    expect(within(frame(peak)).getByText(/^is required/)).toBeTruthy();
    expect(within(section()).queryByText('Other problems in this section')).toBeNull();
    fireEvent.change(peak, { target: { value: '96' } });
    sync();
    expect(doc(store).portfolio.demand).toEqual([{ fromMonth: 1, gpus: 96 }]);
    expect(screen.getByText('No problems')).toBeTruthy();

    // Units: every number carries one, money in the scenario's currency (EUR).
    const unitOf = (label: string, root: ParentNode = section()) => frame(field(label, root)).querySelector('.ed-field__unit')?.textContent;
    expect(unitOf('Plan length')).toBe('months');
    expect(unitOf('Restartable share')).toBe('%');
    expect(unitOf('Discount rate')).toBe('%/year');
    expect(unitOf('From month', group('Step 1'))).toBe('month no.');
    expect(unitOf('GPUs at peak', group('Step 1'))).toBe('GPUs');
    expect(unitOf('Share of hours', group('Block 1'))).toBe('% of hours');
    expect(unitOf('Load', group('Block 1'))).toBe('% of peak');
    const onDemand = group('Offer 1: On-demand');
    expect(unitOf('Price per GPU-hour', onDemand)).toBe('USD/GPU-h');
    expect(unitOf('Most GPUs', onDemand)).toBe('GPUs');
    const year = group('Offer 3: 1-year reservation');
    expect(unitOf('Term', year)).toBe('months');
    expect(unitOf('Earliest start', year)).toBe('month no.');
    expect(unitOf('Block size', year)).toBe('GPUs');
    expect(unitOf('Availability', group('Offer 2: Spot'))).toBe('%');
    expect(unitOf('Re-run overhead', group('Offer 2: Spot'))).toBe('%');
    // Empty fields say what the engine takes instead.
    expect(field('Discount rate', section()).placeholder).toBe('As workload, else 0');
    expect(field('Most GPUs', onDemand).placeholder).toBe('Unlimited');
    expect(field('Block size', year).placeholder).toBe('8');
    expect(field('Earliest start', year).placeholder).toBe('Month 1');
    expect(field('Re-run overhead', group('Offer 2: Spot')).placeholder).toBe('10');

    fireEvent.click(button('Remove demand plan'));
    expect(doc(store).portfolio).toBeUndefined();
    act(() => store.getState().undo());
    expect(doc(store).portfolio.demand[0].gpus).toBe(96);
  });

  it('takes the workload’s discount rate when its own is empty, and says so', () => {
    const base = sampleDoc() as Doc;
    setup({ ...base, workload: { ...base.workload, discountRate: 0.1 }, portfolio: { months: 12, demand: [{ fromMonth: 1, gpus: 8 }] } });
    expect(field('Discount rate', section()).placeholder).toBe('As workload: 10 %');
  });

  it('presets set the blocks; the share check follows the typing and the loader’s message lands at the profile', () => {
    const { store, sync } = setup();
    fireEvent.click(button('Add demand plan'));
    const dayNight = button('Inference, day/night');
    fireEvent.click(dayNight);
    expect(doc(store).portfolio.profile).toEqual([
      { share: 0.36, load: 1 },
      { share: 0.25, load: 0.6 },
      { share: 0.39, load: 0.25 },
    ]);
    expect(dayNight.getAttribute('aria-pressed')).toBe('true');
    expect(field('Share of hours', group('Block 1')).value).toBe('36');
    expect(field('Load', group('Block 2')).value).toBe('60');
    expect(field('Load', group('Block 3')).value).toBe('25');
    expect(screen.getByTestId('profile-preset').textContent).toMatch(/^Inference, day\/night: Weekday daytime 08–20 \(36 % of the hours\) at 100 %/);
    const check = screen.getByTestId('profile-sum');
    expect(check.dataset.ok).toBe('true');
    expect(check.textContent).toContain('The shares add up to 100 % of the month’s hours.');

    // Typing a share: the sum follows at once, before any evaluation.
    fireEvent.change(field('Share of hours', group('Block 1')), { target: { value: '30' } });
    expect(doc(store).portfolio.profile[0].share).toBe(0.3);
    expect(check.dataset.ok).toBe('false');
    expect(check.textContent).toBe('The shares add up to 94 % of the month’s hours: they must add up to 100 %.');
    expect(dayNight.getAttribute('aria-pressed')).toBe('false');
    sync();
    // The loader's rule on the list shows at the profile, without its path, not among the leftovers;
    // it states the sum, so the live check no longer repeats it.
    const profile = screen.getByTestId('portfolio-profile');
    expect(within(profile).getByText("shares must add up to 100 % of the month's hours; they add up to 94 %")).toBeTruthy();
    expect(check.textContent).toBe('');
    expect(within(section()).queryByText('Other problems in this section')).toBeNull();

    // Another preset replaces the blocks in one undo step.
    fireEvent.click(button('Training bursts'));
    expect(doc(store).portfolio.profile).toEqual([
      { share: 0.3, load: 1 },
      { share: 0.7, load: 0.2 },
    ]);
    expect(screen.getAllByText(/^Block \d$/, { selector: 'legend' })).toHaveLength(2);
    expect(check.textContent).toContain('On average the month runs at 44 % of the peak.');
    act(() => store.getState().undo());
    expect(doc(store).portfolio.profile[0]).toEqual({ share: 0.3, load: 1 });
    expect(doc(store).portfolio.profile).toHaveLength(3);

    // Blocks are added (taking the hours left) and removed.
    fireEvent.click(button('Remove block 3'));
    sync();
    expect(within(profile).getByText("shares must add up to 100 % of the month's hours; they add up to 55 %")).toBeTruthy();
    fireEvent.click(button('Add block'));
    expect(doc(store).portfolio.profile[2]).toEqual({ share: 0.45 });
    expect(check.dataset.ok).toBe('true');
  });

  it('speaks Chinese: presets, the share check and the loader’s message', () => {
    const { store, sync } = setup({ ...sampleDoc(), currency: 'USD' }, 'zh-CN');
    fireEvent.click(button('添加需求计划'));
    fireEvent.click(button('推理，昼夜起伏'));
    fireEvent.change(field('小时占比', group('时段 1')), { target: { value: '30' } });
    expect(screen.getByTestId('profile-sum').textContent).toBe('各时段占比合计为月内小时数的 94%：必须合计为 100%。');
    sync();
    expect(within(screen.getByTestId('portfolio-profile')).getByText('各时段占比之和必须为月内小时数的 100%；当前合计 94%')).toBeTruthy();
    expect(frame(field('峰值 GPU 数', group('阶段 1'))).querySelector('.ed-field__unit')?.textContent).toBe('张 GPU');
    // The offers the editor writes are the user's own, named in the UI's language (glossary).
    expect(doc(store).portfolio.offers.map((o: Doc) => o.name)).toEqual(['按需', '竞价（Spot）', '1 年预留', '3 年预留']);
    expect(group('合同选项 3：1 年预留')).toBeTruthy();
    expect(button('添加合同选项')).toBeTruthy();
  });

  it('shows an offer’s own kind’s fields; changing the kind drops the other kind’s, and the loader names what the new kind needs', () => {
    const { store, sync } = setup();
    fireEvent.click(button('Add demand plan'));
    const spot = group('Offer 2: Spot');
    expect(within(spot).queryByText('Term', { selector: 'label' })).toBeNull();
    fireEvent.change(field('Availability', spot), { target: { value: '90' } });
    fireEvent.change(field('Re-run overhead', spot), { target: { value: '15' } });
    expect(doc(store).portfolio.offers[1]).toMatchObject({ availability: 0.9, overhead: 0.15 });
    fireEvent.change(field('Billing', spot), { target: { value: 'commit' } });
    expect(doc(store).portfolio.offers[1]).toEqual({ name: 'Spot', kind: 'commit', pricePerGPUHour: 1.5 });
    expect(within(spot).queryByText('Availability', { selector: 'label' })).toBeNull();
    sync();
    const term = field('Term', spot);
    expect(within(frame(term)).getByText('is required for a commit offer (missing)')).toBeTruthy();
    // One undo step brings the spot offer back whole.
    act(() => store.getState().undo());
    expect(doc(store).portfolio.offers[1]).toEqual({ name: 'Spot', kind: 'spot', pricePerGPUHour: 1.5, availability: 0.9, overhead: 0.15 });
  });

  it('shows a field of another kind that a file holds, with the loader’s message, so it can be cleared', () => {
    const base = sampleDoc() as Doc;
    const plan = { months: 12, demand: [{ fromMonth: 1, gpus: 8 }], offers: [{ name: 'Cloud', kind: 'onDemand', pricePerGPUHour: 2, termMonths: 6 }] };
    const { store, sync } = setup({ ...base, version: 3, portfolio: plan });
    sync();
    const offer = group('Offer 1: Cloud');
    const term = field('Term', offer);
    expect(within(frame(term)).getByText('applies only to commit offers (this one is onDemand) (got 6)')).toBeTruthy();
    fireEvent.change(term, { target: { value: '' } });
    sync();
    expect(doc(store).portfolio.offers[0]).toEqual({ name: 'Cloud', kind: 'onDemand', pricePerGPUHour: 2 });
    expect(within(offer).queryByText('Term', { selector: 'label' })).toBeNull();
    expect(screen.getByText('No problems')).toBeTruthy();
  });

  it('adds the quotes as commitments: price, term, GPUs, node blocks, a start after delivery; one undo step', () => {
    // A version-3 file: a version-2 one is migrated on adding the plan, and the migration writes
    // deliveryMonth 0 (delivered at once, as the quotes comparison reads it) on quotes without one.
    const base = { ...sampleDoc(), currency: 'USD' } as Doc; // the catalogue's currency (issue 33)
    const quotes = [{ ...base.quotes[0], leadTimeWeeks: 9 }, { ...base.quotes[1], deliveryMonth: 1 }];
    const { store, sync } = setup({ ...base, version: 3, quotes });
    fireEvent.click(button('Add demand plan'));
    fireEvent.click(button('Add my quotes as offers'));
    expect(doc(store).portfolio.offers.slice(4)).toEqual([
      { name: 'A', kind: 'commit', pricePerGPUHour: 2.05, maxGPUs: 512, termMonths: 12, startFrom: 4, gpuBlock: 8 },
      { name: 'B', kind: 'commit', pricePerGPUHour: 2.49, maxGPUs: 512, termMonths: 12, startFrom: 2, gpuBlock: 8 },
    ]);
    const a = group('Offer 5: A');
    expect(field('Earliest start', a).value).toBe('4');
    expect(field('Most GPUs', a).value).toBe('512');
    fireEvent.change(field('GPUs at peak', group('Step 1')), { target: { value: '64' } });
    sync();
    expect(screen.getByText('No problems')).toBeTruthy();
    // How a lead time becomes a start month is written beside the button.
    expect(within(section()).getByText(/from a lead time 1 \+ weeks ÷ 4\.35 rounded up/)).toBeTruthy();
    act(() => store.getState().undo()); // the peak
    act(() => store.getState().undo()); // both quotes at once
    expect(doc(store).portfolio.offers).toHaveLength(4);
  });

  it('fills the offers from rent vs buy, and offers the button only when there is a rent-vs-buy section', () => {
    const { store } = setup();
    fireEvent.click(button('Add demand plan'));
    expect(within(section()).queryByText('Fill from rent vs buy')).toBeNull();
    fireEvent.click(button('Add rent-vs-buy section'));
    fireEvent.change(field('Spot availability', document.getElementById('ed-section-rentVsBuy')!), { target: { value: '80' } });
    fireEvent.change(field('On-demand price', document.getElementById('ed-section-rentVsBuy')!), { target: { value: '2.49' } });
    fireEvent.click(button('Remove offer 4'));
    fireEvent.click(button('Fill from rent vs buy'));
    const rvb = doc(store).rentVsBuy;
    expect(doc(store).portfolio.offers).toEqual([
      { name: 'On-demand', kind: 'onDemand', pricePerGPUHour: 2.49 },
      { name: 'Spot', kind: 'spot', pricePerGPUHour: rvb.spotPrice, availability: 0.8 },
      { name: '1-year reservation', kind: 'commit', pricePerGPUHour: rvb.reservedPrice, termMonths: 12 },
      { name: '3-year reservation', kind: 'commit', pricePerGPUHour: rvb.reserved3yPrice, termMonths: 36 },
    ]);
  });

  it('removing every offer leaves the plan on rent vs buy’s offers, or names the missing offers at the list', () => {
    const { store, sync } = setup();
    fireEvent.click(button('Add demand plan'));
    for (let i = 0; i < 4; i++) fireEvent.click(button('Remove offer 1'));
    expect('offers' in doc(store).portfolio).toBe(false);
    sync();
    const offers = screen.getByTestId('portfolio-offers');
    expect(within(offers).getByText(/^is required when the plan has no rent-vs-buy section/)).toBeTruthy();
    fireEvent.click(button('Add offer'));
    expect(doc(store).portfolio.offers).toEqual([{ name: 'Offer 1', kind: 'onDemand' }]);
    sync();
    expect(within(frame(field('Price per GPU-hour', group('Offer 1: Offer 1')))).getByText(/^is required/)).toBeTruthy();
  });

  it('demand steps: added and removed; the loader’s month rules and refused text show in the step’s own field', () => {
    const { store, sync } = setup();
    fireEvent.click(button('Add demand plan'));
    fireEvent.change(field('GPUs at peak', group('Step 1')), { target: { value: '32' } });
    fireEvent.click(button('Add step'));
    expect(doc(store).portfolio.demand[1]).toEqual({ gpus: 32 });
    const step2 = group('Step 2');
    fireEvent.change(field('From month', step2), { target: { value: '1' } });
    sync();
    expect(within(frame(field('From month', step2))).getByText('must be later than the step before (month 1) (got 1)')).toBeTruthy();
    fireEvent.change(field('From month', step2), { target: { value: '7' } });
    fireEvent.change(field('GPUs at peak', step2), { target: { value: '96' } });
    sync();
    expect(doc(store).portfolio.demand).toEqual([
      { fromMonth: 1, gpus: 32 },
      { fromMonth: 7, gpus: 96 },
    ]);
    expect(screen.getByText('No problems')).toBeTruthy();
    // Refused text stays in the box with the reason; the document keeps its number and the
    // results are marked as not reflecting the field.
    const peak = field('GPUs at peak', step2);
    fireEvent.change(peak, { target: { value: 'lots' } });
    expect(within(frame(peak)).getByText('Not a number.')).toBeTruthy();
    expect(doc(store).portfolio.demand[1].gpus).toBe(96);
    expect(Object.values(store.getState().rejectedInputs)).toEqual(['GPUs at peak']);
    fireEvent.click(button('Remove step 1'));
    sync();
    expect(doc(store).portfolio.demand).toEqual([{ fromMonth: 7, gpus: 96 }]);
    expect(within(frame(field('From month', group('Step 1')))).getByText('must be 1: the first step starts the plan (got 7)')).toBeTruthy();
  });
});
