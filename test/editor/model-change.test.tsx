// @vitest-environment happy-dom
// Issue 27: switching the node's GPU model in the catalogue pick list warns, naming every input still
// set for the old model (throughput, prices, capex, quotes), instead of "No problems".
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { assumptionsTiedTo, generationFor, switchPlanToModel } from '../../src/editor/model-change';
import { createEditorStore } from '../../src/store/editor-store';
import { CATALOGUE } from '../../models/catalogue';
import { findTemplate, instantiateTemplate } from '../../src/scenarios/templates';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

describe('assumptions tied to the old GPU model', () => {
  it('names set throughput, prices and capex, quotes naming the old model and quotes that follow the node', () => {
    const doc = {
      node: { gpuModel: 'H100-SXM' },
      sizing: { tokensPerSecondPerGPU: 1200, tokensPerMinute: 1e6 },
      rentVsBuy: { onDemandPrice: 2.99, spotPrice: 1.5, reservedPrice: 2.09, capexPerGPU: 50_000, usageHours: 6000 },
      quotes: [{ gpuModel: 'H100-SXM', pricePerGPUHour: 2 }, { pricePerGPUHour: 2.2 }, { gpuModel: 'B200', pricePerGPUHour: 4 }],
    };
    expect(assumptionsTiedTo(doc, 'H100-SXM', 'H200-SXM')).toEqual([
      'sizing.tokensPerSecondPerGPU',
      'rentVsBuy.onDemandPrice',
      'rentVsBuy.spotPrice',
      'rentVsBuy.reservedPrice',
      'rentVsBuy.capexPerGPU',
      'quotes[0].gpuModel',
      'quotes[1].pricePerGPUHour',
    ]);
    expect(assumptionsTiedTo(doc, 'H100-SXM', 'H100-SXM')).toEqual([]);
    expect(assumptionsTiedTo(null, 'H100-SXM', 'H200-SXM')).toEqual([]);
  });

  it('warns in the editor when the catalogue pick switches H100 to H200, in the form’s words', () => {
    const store = createEditorStore({ journal: null });
    store.getState().open(sampleRecord());
    render(<ScenarioEditor issues={[]} lang="en" store={store} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'GPU model from the catalogue' }), { target: { value: 'H200-SXM' } });
    const warning = screen.getByTestId('model-change-warning');
    expect(warning.textContent).toContain('The node is now H200-SXM, but these inputs were set for H100-SXM');
    // The sample's investment capex and its two quotes, which follow the node's model.
    expect(warning.textContent).toContain('Investment › Capex per GPU');
    expect(warning.textContent).toContain('Quotes › Quote 2 › Price per GPU-hour');
    expect(warning.textContent).not.toMatch(/rentVsBuy\.|quotes\[/);
    fireEvent.click(screen.getByRole('button', { name: 'I have checked them' }));
    expect(screen.queryByTestId('model-change-warning')).toBeNull();
  });

  it('issue 26: "Switch the plan" moves node, cooling, capex, contract price and generation to the catalogue\'s B200 in one undo step', () => {
    const doc = instantiateTemplate(findTemplate('h100-vs-b200')!, 'en');
    const store = createEditorStore({ journal: null });
    store.getState().open(sampleRecord({ doc }));
    render(<ScenarioEditor issues={[]} lang="en" store={store} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'GPU model from the catalogue' }), { target: { value: 'B200' } });
    expect(screen.getByTestId('model-change-warning').textContent).toContain('Investment › Capex per GPU');
    fireEvent.click(screen.getByRole('button', { name: /^Switch the plan to B200/ }));
    const d = store.getState().doc as Record<string, any>;
    const b200 = CATALOGUE.gpus.B200;
    expect(d.node).toMatchObject({ gpuModel: 'B200', nodeKW: 14.3, gpuTDPW: 1000 });
    expect(d.site.cooling).toBe('liquid');
    expect(d.investment.capexPerGPU).toBe(66_667);
    expect(d.investment.capexPerGPU).toBe(b200.capexPerGPU.value);
    expect(d.investment.contractPrice).toBe(b200.prices.contract1y.value);
    expect(d.investment.generation).toBe('blackwell');
    const done = screen.getByTestId('model-switched');
    expect(done.textContent).toContain('The plan now uses the catalogue’s B200 figures');
    expect(done.querySelector('[data-path="investment.capexPerGPU"]')?.textContent).toBe('Investment › Capex per GPU: 50,000 USD/GPU → 66,667 USD/GPU');
    expect(done.querySelector('[data-path="investment.contractPrice"]')?.textContent).toMatch(/: 2\.09 USD\/GPU-h → 3\.675 USD\/GPU-h$/);
    expect(done.querySelector('[data-path="site.cooling"]')?.textContent).toMatch(/: Air → Liquid$/i);
    // Generations by their market labels, never their ids ("hopper → blackwell").
    expect(done.querySelector('[data-path="investment.generation"]')?.textContent).toBe('Investment › Market generation: H100 SXM → B200');
    // One undo step puts the capex, price, generation and cooling back (the node pick is its own step).
    store.getState().undo();
    const back = store.getState().doc as Record<string, any>;
    expect([back.investment.capexPerGPU, back.investment.contractPrice, back.investment.generation, back.site.cooling]).toEqual([50_000, 2.09, 'hopper', 'air']);
    expect(back.node.gpuModel).toBe('B200');
  });

  it('adds the model as a market generation when the market has none, and names what the catalogue cannot set', () => {
    const doc = instantiateTemplate(findTemplate('h100-vs-b200')!, 'en') as Record<string, any>;
    doc.market.generations = doc.market.generations.slice(0, 1);
    doc.market.parity = [];
    doc.sizing = { tokensPerSecondPerGPU: 1200, tokensPerMinute: 1e6 };
    const { doc: out, changed, left } = switchPlanToModel(doc, CATALOGUE.gpus['H200-SXM'], 'H100-SXM');
    expect(generationFor(out, CATALOGUE.gpus['H200-SXM'])).toBe('h200-sxm');
    expect((out as any).market.generations[1]).toMatchObject({ id: 'h200-sxm', label: 'NVIDIA H200 SXM (141 GB)', price: CATALOGUE.gpus['H200-SXM'].prices.onDemand.value });
    expect((out as any).investment).toMatchObject({ generation: 'h200-sxm', capexPerGPU: 58_333, contractPrice: CATALOGUE.gpus['H200-SXM'].prices.contract1y.value });
    expect(changed.map((c) => c.path)).toContain('investment.generation');
    expect(left).toEqual(['sizing.tokensPerSecondPerGPU']); // a measured throughput: no catalogue figure
    // MI300X has no sourced capex or 1-year price: those stay and are named.
    const mi = switchPlanToModel(doc, CATALOGUE.gpus.MI300X, 'H100-SXM');
    expect((mi.doc as any).investment.capexPerGPU).toBe(50_000);
    expect(mi.left).toEqual(expect.arrayContaining(['investment.capexPerGPU', 'investment.contractPrice']));
  });
});
