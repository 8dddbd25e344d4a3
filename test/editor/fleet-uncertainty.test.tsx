// @vitest-environment happy-dom
// Issue 35: the renewal (a 0/1 draw), the exit multiple and each tranche's delivery month are
// drawable Monte Carlo inputs, named by label (a tranche by its name, never its path).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { evaluateScenario } from '../../models/evaluate';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { candidateLabel } from '../../src/present/candidate-label';
import { labelContext, labelInput } from '../../src/present/input-labels';
import { editorMessages } from '../../src/present/messages';
import { initialDistribution, targetOf, uncertaintyCandidates } from '../../src/present/uncertainty-paths';
import { createEditorStore } from '../../src/store/editor-store';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function fleetDoc(): Record<string, any> {
  const doc = JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/v4-fleet.json'), 'utf8'));
  doc.investment.exit = { mode: 'multiple', evEbitdaMultiple: 5 };
  delete doc.fleetPlan;
  return doc;
}

const en = editorMessages('en');

describe('fleet Monte Carlo inputs', () => {
  it('offers the renewal probability, the exit multiple and each tranche\'s delivery month, labelled by name', () => {
    const doc = fleetDoc();
    const byPath = new Map(uncertaintyCandidates(doc).map((c) => [c.path, candidateLabel(en, c, doc)]));
    expect(byPath.get('investment.renewal.probability')).toBe('Investment › Renewal of the contract › Renewal probability');
    expect(byPath.get('investment.exit.evEbitdaMultiple')).toBe('Investment › Exit › Exit multiple');
    expect(byPath.get('investment.tranches[1].deliveryMonth')).toBe('Investment › Tranche B200 Q2 › Delivery month');
    expect(byPath.get('investment.tranches[3].deliveryMonth')).toBe('Investment › Tranche B200 Q4 › Delivery month');
    expect([...byPath.values()].some((label) => label.includes('tranches['))).toBe(false);
    expect(candidateLabel(editorMessages('zh-CN'), { ...targetOf('investment.tranches[1].deliveryMonth')!, key: 'deliveryMonth' }, doc)).toBe('投资 › 批次 B200 Q2 › 交付月');
    // The compare page and issue words name a tranche the same way.
    const l = labelInput('investment.tranches[2].capexPerGPU', en, labelContext([doc], 'USD', { quoteItem: '', quoteNumber: '', generationItem: '', generationNumber: '', parityItem: '', parityNumber: '' }));
    expect([l.item, l.label, l.unit]).toEqual(['Tranche B200 Q3', 'Capex per GPU', 'USD/GPU']);
  });

  it('the renewal starts as a 0/1 draw weighted by its probability; a delivery month ±3 months inside the horizon; the drawn file runs', () => {
    const doc = fleetDoc();
    const cands = uncertaintyCandidates(doc);
    const renewal = cands.find((c) => c.path === 'investment.renewal.probability')!;
    expect(initialDistribution(doc, renewal)).toEqual({ dist: 'discrete', values: [0, 1], weights: [0.4, 0.6] });
    const q4 = cands.find((c) => c.path === 'investment.tranches[3].deliveryMonth')!;
    expect(initialDistribution(doc, q4)).toEqual({ dist: 'triangular', min: 6, mode: 9, max: 12 });
    doc.uncertainty = { trials: 200, seed: 7, inputs: { 'investment.renewal.probability': initialDistribution(doc, renewal), 'investment.tranches[3].deliveryMonth': initialDistribution(doc, q4) } };
    const loaded = loadScenario(doc);
    if (!loaded.ok) throw new Error(loaded.issues.map((i) => i.message.en).join('; '));
    const u = evaluateScenario(loaded.scenario).uncertainty!;
    expect(u.trials).toBe(200);
    // Drawn 0/1, the renewal spreads the equity IRR: its percentiles are not all one value.
    expect(u.irrAnnual.max! - u.irrAnnual.min!).toBeGreaterThan(0.001);
    // The renewal is drawn as 0 or 1 (P5 no renewal, P95 renewed at 60 %), never as its probability.
    const drawn = u.inputs.find((x) => x.path === 'investment.renewal.probability')!;
    expect([drawn.p5, drawn.p95, drawn.affectsInvestment]).toEqual([0, 1, true]);
  });

  it('the editor\'s input picker lists a tranche by its name', () => {
    const store = createEditorStore({ journal: null });
    const doc = fleetDoc();
    doc.uncertainty = { trials: 100, inputs: { 'investment.tranches[1].deliveryMonth': { dist: 'triangular', min: 1, mode: 3, max: 6 } } };
    store.getState().open(sampleRecord({ doc }));
    render(<ScenarioEditor issues={[]} lang="en" store={store} />);
    expect(screen.getByText('Input 1: Investment › Tranche B200 Q2 › Delivery month')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Field' });
    expect(within(picker).getByRole('option', { name: 'Investment › Tranche B200 Q4 › Delivery month' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'investment.renewal.probability' } });
    expect((store.getState().doc as any).uncertainty.inputs['investment.renewal.probability']).toEqual({ dist: 'discrete', values: [0, 1], weights: [0.4, 0.6] });
  });
});
