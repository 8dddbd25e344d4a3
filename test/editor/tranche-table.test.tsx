// @vitest-environment happy-dom
// Issue 35: the fleet's editor — the tranche table (single purchase as one row, "Add batch" to a
// two-row fleet, duplicate, remove, one undo step each, Enter to the next row, the loader's issues on
// the cell by label, the delivery date with a start date), the resale curve editor and debt sizing.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import type { ScenarioIssue } from '../../models/scenario';
import { evaluateScenario } from '../../models/evaluate';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { addBatch, backToSinglePurchase, duplicateBatch, removeBatch, singlePurchaseGpus } from '../../src/editor/tranche-rows';
import { addResalePoint, removeResalePoint, setDebtSizing } from '../../src/editor/resale-rows';
import { createEditorStore } from '../../src/store/editor-store';
import { sampleDoc, sampleRecord } from '../store/fixtures';

afterEach(cleanup);

type Store = ReturnType<typeof createEditorStore>;
const inv = (store: Store) => (store.getState().doc as Record<string, any>).investment;
const names = (n: number) => `Batch ${n}`;

function setup(doc: Record<string, unknown> = sampleDoc(), lang: 'en' | 'zh-CN' = 'en', issues: ScenarioIssue[] = []) {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord({ doc }));
  const view = render(<ScenarioEditor issues={issues} lang={lang} store={store} />);
  return { store, view, table: () => screen.getByTestId('tranche-editor') };
}

function irr(doc: unknown): number | null | undefined {
  const loaded = loadScenario(doc);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return evaluateScenario(loaded.scenario).investment?.irrAnnual;
}

describe('tranche rows (pure edits)', () => {
  it('"Add batch" from a single purchase: row 1 is the purchase (the site\'s deliverable GPUs, month 0), row 2 a quarter later', () => {
    const doc = sampleDoc();
    const two = addBatch(doc, 'Single purchase', names) as Record<string, any>;
    // 100 MW facility / 1.35 PUE × 0.95 usable over 10.2 kW per 8-GPU node: the engine's deliverable GPUs.
    const nodes = Math.floor((100_000 / 1.35) * 0.95 / 10.2);
    expect(singlePurchaseGpus(doc)).toBe(nodes * 8);
    expect(two.investment.tranches).toEqual([
      { name: 'Single purchase', gpus: nodes * 8, deliveryMonth: 0 },
      { name: 'Batch 2', gpus: nodes * 8, deliveryMonth: 3 },
    ]);
    // Back to one row: a one-tranche fleet delivered in month 0 and held to H is the single purchase exactly.
    expect(irr(removeBatch(two, 1))).toBe(irr(doc));
    // Two batches, the second a quarter late: a different return.
    expect(irr(two)).not.toBe(irr(doc));
  });

  it('duplicates under a unique name right after the row; never removes the last row; back to a single purchase carries the row\'s figures', () => {
    let doc = addBatch(sampleDoc(), 'Single purchase', names);
    doc = duplicateBatch(doc, 0);
    expect((doc as any).investment.tranches.map((t: any) => t.name)).toEqual(['Single purchase', 'Single purchase (2)', 'Batch 2']);
    doc = removeBatch(removeBatch(doc, 2), 1);
    expect(removeBatch(doc, 0)).toBe(doc);
    doc = { ...doc, investment: { ...(doc as any).investment, tranches: [{ name: 'A', gpus: 64, deliveryMonth: 2, capexPerGPU: 50000, kwPerGPU: 1.4 }] } };
    const single = backToSinglePurchase(doc) as any;
    expect(single.investment.tranches).toBeUndefined();
    expect([single.investment.gpus, single.investment.capexPerGPU, single.investment.generation]).toEqual([64, 50000, 'hopper']);
  });

  it('a new delivery month stays inside the horizon', () => {
    let doc: Record<string, unknown> = { ...sampleDoc(), horizonMonths: 4 };
    doc = addBatch(doc, 'Single purchase', names);
    doc = addBatch(doc, 'Single purchase', names);
    expect((doc as any).investment.tranches.map((t: any) => t.deliveryMonth)).toEqual([0, 3, 3]);
  });

  it('resale points: a new curve starts at 0 months and 100 %; a point is a year after the last; removing the last point removes the curve', () => {
    let doc = addResalePoint(sampleDoc());
    doc = addResalePoint(doc);
    expect((doc as any).investment.resaleCurve).toEqual([{ ageMonths: 0, fraction: 1 }, { ageMonths: 12, fraction: 1 }]);
    doc = removeResalePoint(removeResalePoint(doc, 1), 0);
    expect((doc as any).investment.resaleCurve).toBeUndefined();
    const sized = setDebtSizing({ ...sampleDoc(), investment: { covenantDSCR: 1.25 } }, true) as any;
    expect(sized.investment.debtSizing).toEqual({ targetDSCR: 1.25 });
  });
});

describe('tranche table (component)', () => {
  it('shows the single purchase as one row; "Add batch" makes two rows in one undo step', () => {
    const { store, table } = setup();
    expect(within(table()).getByText('Single purchase')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add batch' }));
    expect(inv(store).tranches).toHaveLength(2);
    expect(table().querySelectorAll('tbody tr')).toHaveLength(2);
    store.getState().undo();
    expect(inv(store).tranches).toBeUndefined();
  });

  it('edits a cell by its label and row name; Enter moves down the column; duplicate and remove are one step each', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add batch' }));
    const gpus2 = screen.getByRole('textbox', { name: 'GPUs — Batch 2' });
    fireEvent.change(gpus2, { target: { value: '1,024' } });
    expect(inv(store).tranches[1].gpus).toBe(1024);
    fireEvent.change(screen.getByRole('textbox', { name: 'Debt share — Batch 2' }), { target: { value: '60' } });
    expect(inv(store).tranches[1].debtFraction).toBeCloseTo(0.6, 12);
    const gpus1 = screen.getByRole('textbox', { name: 'GPUs — Single purchase' });
    gpus1.focus();
    fireEvent.keyDown(gpus1, { key: 'Enter' });
    expect(document.activeElement).toBe(gpus2);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Batch 2' }));
    expect(inv(store).tranches.map((t: any) => t.name)).toEqual(['Single purchase', 'Batch 2', 'Batch 2 (2)']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Single purchase' }));
    expect(inv(store).tranches.map((t: any) => t.name)).toEqual(['Batch 2', 'Batch 2 (2)']);
    store.getState().undo();
    expect(inv(store).tranches).toHaveLength(3);
  });

  it('shows the loader\'s issue on the cell, named by the column\'s label, and the delivery date with a start date', () => {
    const doc = sampleDoc();
    (doc as any).version = 4;
    (doc as any).investment = { ...(doc as any).investment, startDate: '2026-01-15', tranches: [{ name: 'A', gpus: 8, deliveryMonth: 0 }, { name: 'A', gpus: 8, deliveryMonth: 7 }] };
    const loaded = loadScenario(doc);
    expect(loaded.ok).toBe(false);
    const issues = loaded.ok ? [] : loaded.issues;
    const { table } = setup(doc, 'en', issues);
    const cell = screen.getAllByRole('textbox', { name: 'Batch name — A' })[1].closest('td') as HTMLElement;
    expect(cell.textContent).toMatch(/^Batch name: duplicates the name of tranche 1/);
    expect(within(table()).getByText('2026-08-15')).toBeTruthy();
  });

  it('zh-CN: columns, buttons and the single row in Chinese', () => {
    setup(sampleDoc(), 'zh-CN');
    expect(screen.getByRole('columnheader', { name: /交付月/ })).toBeTruthy();
    expect(within(screen.getByTestId('tranche-editor')).getByText('单次购买')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加批次' }));
    expect(screen.getByRole('textbox', { name: '贷款比例 — 批次 2' })).toBeTruthy();
  });
});

describe('resale curve and debt sizing (component)', () => {
  it('"Use catalogue default" writes the sourced curve; a point not older than the one before shows the rule at its age', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Use catalogue default' }));
    expect(inv(store).resaleCurve.map((p: any) => [p.ageMonths, p.fraction])).toEqual([[0, 1], [12, 0.78], [24, 0.6], [36, 0.46], [48, 0.35], [60, 0.27]]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Resale value — Age 12' }), { target: { value: '80 %' } });
    expect(inv(store).resaleCurve[1].fraction).toBeCloseTo(0.8, 12);
    cleanup();
    const doc = { ...sampleDoc(), version: 4, investment: { ...sampleDoc().investment as object, resaleCurve: [{ ageMonths: 0, fraction: 1 }, { ageMonths: 24, fraction: 0.6 }, { ageMonths: 12, fraction: 0.7 }] } };
    const loaded = loadScenario(doc);
    setup(doc, 'en', loaded.ok ? [] : loaded.issues);
    const cell = screen.getByRole('textbox', { name: 'Age — Age 12' }).closest('td') as HTMLElement;
    expect(cell.textContent).toContain('Age: must be older than the point before (24 months)');
  });

  it('debt sizing: on at the covenant\'s DSCR, the target edited in its field, off again', () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Size the loan to a target DSCR' }));
    expect(inv(store).debtSizing).toEqual({ targetDSCR: 1.3 });
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Target DSCR') as HTMLLabelElement;
    fireEvent.change(document.getElementById(label.htmlFor) as HTMLInputElement, { target: { value: '1.5' } });
    expect(inv(store).debtSizing.targetDSCR).toBe(1.5);
    fireEvent.click(screen.getByRole('button', { name: 'Remove debt sizing' }));
    expect(inv(store).debtSizing).toBeUndefined();
  });

  it('the loss limit reads in percent of taxable income and the capitalised grace interest is a checkbox, in both languages', () => {
    for (const [lang, limit, unit, grace] of [['en', 'Loss carry-forward limit', '% of taxable income', 'Capitalise grace interest'], ['zh-CN', '亏损结转抵扣上限', '% 应税收入', '宽限期利息资本化']] as const) {
      const { store } = setup(sampleDoc(), lang);
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent === limit) as HTMLLabelElement;
      const input = document.getElementById(label.htmlFor) as HTMLInputElement;
      expect(input.closest('.ed-field')?.textContent).toContain(unit);
      fireEvent.change(input, { target: { value: '80' } });
      expect(inv(store).taxLossLimit).toBeCloseTo(0.8, 12);
      fireEvent.click(screen.getByRole('checkbox', { name: grace }));
      expect(inv(store).capitalizeGraceInterest).toBe(true);
      cleanup();
    }
  });
});
