// @vitest-environment happy-dom
// model: Fleet plan in the editor — the section is added from the editor and starts valid; owned
// fleets and candidates are added, duplicated and removed in one undo step each; a candidate is
// filled from a catalogue GPU; bad input is named at its field, in its unit; both languages.
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueCapex } from '../../models/catalogue';
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

function setup(doc: Doc = { ...sampleDoc(), currency: 'USD' }, lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord({ doc }));
  const view = render(<ScenarioEditor issues={[]} lang={lang} store={store} />);
  const sync = () => view.rerender(<ScenarioEditor issues={issuesOf(store.getState().doc)} lang={lang} store={store} />);
  return { store, sync };
}

const section = () => document.getElementById('ed-section-fleetPlan') as HTMLElement;
const doc = (store: EditorStore) => store.getState().doc as Doc;
const button = (name: string, root: HTMLElement = section()) => within(root).getByText(name, { selector: 'button' }) as HTMLButtonElement;

function field(label: string, root: ParentNode): HTMLInputElement {
  const labels = [...root.querySelectorAll('label')].filter((l) => l.textContent === label);
  if (labels.length !== 1) throw new Error(`${labels.length} labels "${label}"`);
  return document.getElementById(labels[0].htmlFor) as HTMLInputElement;
}
const frame = (input: HTMLElement) => input.closest('.ed-field') as HTMLElement;

describe('editor: fleet plan', () => {
  it('is added valid: one candidate on the market’s first generation with the node’s kW per GPU, block and the investment’s capex', () => {
    const { store } = setup();
    act(() => button('Add fleet plan').click());
    const plan = doc(store).fleetPlan;
    // sampleDoc: node 10.2 kW for 8 GPUs, investment capex 34,000, market's first generation hopper "H100".
    expect(plan.candidates).toEqual([{ name: 'H100', generation: 'hopper', capexPerGPU: 34000, kwPerGPU: 10.2 / 8, block: 8 }]);
    expect(plan.existing).toEqual([]);
    const issues = issuesOf(doc(store));
    expect(issues).toEqual([]);
    // The document is the current version (a fleet plan is a version-4 section).
    expect(doc(store).version).toBe(4);
  });

  it('adds the market, investment and site it needs when the plan lacks them, so it still starts valid', () => {
    const { market: _m, investment: _i, site: _s, quotes: _q, workload: _w, ...bare } = sampleDoc() as Doc;
    const { store } = setup({ ...bare, currency: 'USD' });
    act(() => button('Add fleet plan').click());
    const d = doc(store);
    expect(d.market.generations.length).toBe(1);
    expect(typeof d.investment.capexPerGPU).toBe('number');
    expect(d.site.contractedMW).toBeGreaterThan(0);
    expect(issuesOf(d)).toEqual([]);
  });

  it('adds, duplicates and removes rows, each one undo step; names stay unique', () => {
    const { store } = setup();
    act(() => button('Add fleet plan').click());
    act(() => button('Add candidate').click());
    expect(doc(store).fleetPlan.candidates.map((c: Doc) => c.name)).toEqual(['H100', 'H100 (2)']);
    act(() => button('Duplicate H100 (2)').click());
    expect(doc(store).fleetPlan.candidates.map((c: Doc) => c.name)).toEqual(['H100', 'H100 (2)', 'H100 (3)']);
    act(() => store.getState().undo());
    expect(doc(store).fleetPlan.candidates.length).toBe(2);
    act(() => button('Remove H100').click());
    expect(doc(store).fleetPlan.candidates.map((c: Doc) => c.name)).toEqual(['H100 (2)']);
    act(() => store.getState().undo());
    expect(doc(store).fleetPlan.candidates.map((c: Doc) => c.name)).toEqual(['H100', 'H100 (2)']);
    act(() => button('Add owned GPUs').click());
    expect(doc(store).fleetPlan.existing).toEqual([{ name: 'Owned 1', generation: 'hopper', capexPerGPU: 34000, kwPerGPU: 10.2 / 8, block: 8 }]);
    act(() => store.getState().undo());
    expect(doc(store).fleetPlan.existing).toEqual([]);
  });

  it('fills a candidate from a catalogue GPU: capex, kW per GPU = node kW ÷ GPUs per node, block, the market generation of that name', () => {
    const { store } = setup();
    act(() => button('Add fleet plan').click());
    const pick = within(section()).getByLabelText('Catalogue GPU for H100') as HTMLSelectElement;
    act(() => {
      fireEvent.change(pick, { target: { value: 'GB200-NVL72' } });
    });
    const c = doc(store).fleetPlan.candidates[0];
    const gb = CATALOGUE.gpus['GB200-NVL72'];
    expect(c.kwPerGPU).toBeCloseTo(132 / 72, 12);
    expect(c.block).toBe(72);
    expect(c.capexPerGPU).toBe(catalogueCapex(gb)?.value);
    expect(c.name).toBe(gb.label);
    // No market generation is labelled like it: the candidate keeps its generation.
    expect(c.generation).toBe('hopper');
    // One undo step brings the earlier candidate back.
    act(() => store.getState().undo());
    expect(doc(store).fleetPlan.candidates[0].kwPerGPU).toBe(10.2 / 8);
  });

  it('names bad input at its field: a generation not in the market, a block of 0, owned GPUs not whole blocks', () => {
    const d = { ...sampleDoc(), version: 4, currency: 'USD' } as Doc;
    d.fleetPlan = {
      candidates: [{ name: 'B200', generation: 'rubin', capexPerGPU: 50000, kwPerGPU: 1.8, block: 0 }],
      existing: [{ name: 'H100 owned', generation: 'hopper', gpus: 1020, kwPerGPU: 1.3, capexPerGPU: 30000, block: 8 }],
    };
    const { sync } = setup(d);
    act(() => sync());
    const cand = within(section()).getByTestId('fleet-candidates-0');
    expect(frame(field('Generation', cand)).textContent).toContain('must name a generation of the market');
    expect(frame(field('Block', cand)).textContent).toMatch(/between 1 and/);
    expect(frame(field('Block', cand)).textContent).toContain('GPUs');
    const owned = within(section()).getByTestId('fleet-existing-0');
    expect(frame(field('GPUs owned', owned)).textContent).toContain('whole number of blocks of 8 GPUs');
  });

  it('needs a power budget without a site: the message is at the budget field (kW)', () => {
    const d = { ...sampleDoc(), version: 4, currency: 'USD' } as Doc;
    delete d.site;
    d.fleetPlan = { candidates: [{ name: 'B200', generation: 'blackwell', capexPerGPU: 50000, kwPerGPU: 1.8 }] };
    const { sync } = setup(d);
    act(() => sync());
    const budget = frame(field('Power budget (IT)', section()));
    expect(budget.textContent).toContain('power budget in IT kW');
    expect(budget.textContent).toContain('kW');
  });

  it('speaks zh-CN', () => {
    setup({ ...sampleDoc(), currency: 'USD' }, 'zh-CN');
    act(() => button('添加机群计划').click());
    expect(section().textContent).toContain('已拥有的机群');
    expect(section().textContent).toContain('候选机型');
    expect(within(section()).getByText('添加候选机型', { selector: 'button' })).toBeTruthy();
    expect(field('每 GPU IT 功率', within(section()).getByTestId('fleet-candidates-0'))).toBeTruthy();
  });
});
