// @vitest-environment happy-dom
// Issue 27: switching the node's GPU model in the catalogue pick list warns, naming every input still
// set for the old model (throughput, prices, capex, quotes), instead of "No problems".
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { assumptionsTiedTo } from '../../src/editor/model-change';
import { createEditorStore } from '../../src/store/editor-store';
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
});
