// @vitest-environment happy-dom
// The editor's "Workload sizing" section (docs/model.md › Sizing) and carrying its GPU count into the plan.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { loadScenario } from '../../models/scenario';
import type { ScenarioIssue } from '../../models/scenario';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import type { EditorStore } from '../../src/store/editor-store';
import { sizingTargetEntries, workloadHoursFor } from '../../src/store/doc-edits';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function setup(issues: ScenarioIssue[] | null = null, lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord());
  render(<ScenarioEditor issues={issues} lang={lang} store={store} />);
  return store;
}

function field(label: string): HTMLInputElement {
  const labels = [...document.querySelectorAll('label')].filter((l) => l.textContent === label);
  if (labels.length !== 1) throw new Error(`${labels.length} controls labelled "${label}"`);
  return document.getElementById(labels[0].htmlFor) as HTMLInputElement;
}

function doc(store: EditorStore): Record<string, any> {
  return store.getState().doc as Record<string, any>;
}

describe('Workload sizing section', () => {
  it('is added on demand, takes the workload and writes the precision as a number', () => {
    const store = setup();
    expect(doc(store).sizing).toBeUndefined();
    fireEvent.click(screen.getByText('Add workload sizing', { selector: 'button' }));
    // It starts empty (no invented workload): the loader names the fields to enter, and the rest of
    // the plan still evaluates without the section (partial evaluation).
    expect(doc(store).sizing).toEqual({});
    const empty = loadScenario(doc(store));
    expect(empty.ok ? [] : empty.issues.map((i) => i.path).sort()).toEqual(['sizing.modelParamsB', 'sizing.tokensPerMinute', 'sizing.tokensPerSecondPerGPU']);
    const partial = runScenario(doc(store), { skipUncertainty: true, partial: true });
    expect(partial.ok && partial.leftOut?.sections).toEqual(['sizing']);
    fireEvent.change(field('Peak tokens per minute'), { target: { value: '3000000' } });
    fireEvent.change(field('Tokens per second per GPU'), { target: { value: '1500' } });
    fireEvent.change(field('Model size'), { target: { value: '8' } });
    fireEvent.change(field('KV cache per replica'), { target: { value: '40' } });
    const precision = field('Precision') as unknown as HTMLSelectElement;
    expect([...precision.options].map((o) => o.value)).toEqual(['', '2', '1', '0.5']);
    fireEvent.change(precision, { target: { value: '1' } });
    expect(doc(store).sizing).toEqual({ tokensPerMinute: 3_000_000, tokensPerSecondPerGPU: 1500, modelParamsB: 8, kvCacheGB: 40, bytesPerParam: 1 });
    expect(precision.value).toBe('1');
    // Defaults as placeholders: 70 % utilization, 10 % overhead.
    expect(field('Target utilization').placeholder).toBe('70');
    expect(field('GPU memory').placeholder).toBe('80'); // the catalogue's H100-SXM figure
    // The document still loads with the user's workload.
    const r = loadScenario(doc(store));
    expect(r.ok).toBe(true);
    // The catalogue's dated memory figure for the node's GPU.
    expect(screen.getByTestId('sizing-memory').textContent).toMatch(/80 GB per GPU.*as of 2023-01-01/);
  });

  it('shows the loader’s message next to the field it names, in both languages', () => {
    const issue: ScenarioIssue = {
      path: 'sizing.bytesPerParam',
      message: { en: 'sizing.bytesPerParam: must be 2 (BF16), 1 (FP8) or 0.5 (FP4) (got 1.5)', 'zh-CN': 'sizing.bytesPerParam：必须为 2（BF16）、1（FP8）或 0.5（FP4）（实际为 1.5）' },
    };
    const store = createEditorStore({ journal: null });
    store.getState().open(sampleRecord());
    store.getState().addSection('sizing', 'x');
    store.getState().setField('sizing.bytesPerParam', 1.5);
    render(<ScenarioEditor issues={[issue]} lang="zh-CN" store={store} />);
    const select = field('精度');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(described).toContain('必须为 2（BF16）');
    expect(screen.getByText('按负载测算规模', { selector: 'h2' })).toBeTruthy();
  });

  it('carries the GPU count into the capacity target and every quote in one undoable step', () => {
    const store = createEditorStore({ journal: null });
    store.getState().open(sampleRecord());
    const before = structuredClone(doc(store));
    const entries = sizingTargetEntries(doc(store), 40);
    const quotes = (before.quotes as unknown[]).length;
    // The workload's 300,000 GPU-hours a month on the quotes' 512 GPUs follow the count: 40/512 of it.
    expect(entries).toEqual([['site.targetGPUs', 40], ...Array.from({ length: quotes }, (_, i) => [`quotes[${i}].gpus`, 40]), ['workload.gpuHoursPerMonth', 23_437.5]]);
    store.getState().setFields(entries);
    expect(doc(store).site.targetGPUs).toBe(40);
    expect(doc(store).quotes.every((q: { gpus: number }) => q.gpus === 40)).toBe(true);
    expect(doc(store).workload.gpuHoursPerMonth).toBe(23_437.5);
    store.getState().undo();
    expect(doc(store)).toEqual(before);
    expect(sizingTargetEntries(null, 8)).toEqual([['site.targetGPUs', 8]]);
  });

  it('leaves the workload alone, and says why, when the quotes differ in GPU count', () => {
    const mixed = { ...sampleRecord().doc, quotes: [{ provider: 'A', gpus: 512 }, { provider: 'B', gpus: 256 }] } as Record<string, unknown>;
    expect(workloadHoursFor(mixed, 40)).toEqual({ kind: 'mixed' });
    expect(sizingTargetEntries(mixed, 40).map(([p]) => p)).not.toContain('workload.gpuHoursPerMonth');
    expect(workloadHoursFor({ ...mixed, quotes: [{ gpus: 40 }] }, 40)).toEqual({ kind: 'same' });
    expect(workloadHoursFor({ quotes: [{ gpus: 8 }] }, 40)).toEqual({ kind: 'none' });
  });
});
