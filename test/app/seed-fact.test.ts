// Issue 33 point 9: the start page and the editor explain seed 000's "100 MW ≈ 7,000–9,000 H100"
// with arithmetic that reproduces it — checked here against the engine's capacity formulas — and
// use 台 for nodes (servers) and 张 for GPUs throughout.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { editorEn, editorZhCN } from '../../src/i18n/areas/editor';
import { en } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-CN';

/** 100 MW of IT power, 5 % reserve, 7.5 % network and storage, an 8-GPU node of `nodeKW`. */
function capacity(nodeKW: number) {
  const run = runScenario({
    format: 'gpuplan/scenario', version: 3, name: 'seed 000', currency: 'USD', horizonMonths: 12,
    site: { contractedMW: 100, powerBasis: 'it', pue: 1.3, reserveFraction: 0.05, overheadFraction: 0.075, cooling: 'air' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW, gpuTDPW: 700 },
  });
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  return run.result.capacity!;
}

const fmt = (n: number) => n.toLocaleString('en-US');

describe('the seed article’s 100 MW in nodes and GPUs', () => {
  const low = capacity(12);
  const high = capacity(10);

  it('the engine gives the article’s range in nodes', () => {
    expect([low.nodes, high.nodes]).toEqual([7364, 8837]);
    expect([low.gpus, high.gpus]).toEqual([58_912, 70_696]);
    expect(low.nodes).toBeGreaterThanOrEqual(7000);
    expect(high.nodes).toBeLessThanOrEqual(9000);
  });

  it('every explanation states the engine’s numbers', () => {
    const texts = [en.overview.factFigure, en.overview.factBody, editorEn.explain.nodesBody, zhCN.overview.factFigure, zhCN.overview.factBody, editorZhCN.explain.nodesBody];
    for (const text of texts) {
      for (const n of [low.nodes, high.nodes, low.gpus, high.gpus]) expect(text).toContain(fmt(n));
      expect(text).not.toMatch(/66,664|80,000|8,333|10,000 nodes/);
    }
  });

  it('zh-CN counts nodes in 台 and GPUs in 张, never the other way round', () => {
    for (const text of [zhCN.overview.factFigure, zhCN.overview.factBody, editorZhCN.explain.nodesTitle, editorZhCN.explain.nodesBody]) {
      expect(text).not.toMatch(/张 H100|块 GPU|台 GPU|张节点/);
    }
    expect(zhCN.overview.factFigure).toBe(`100 MW → ${fmt(low.nodes)}–${fmt(high.nodes)} 台节点 = ${fmt(low.gpus)}–${fmt(high.gpus)} 张 GPU`);
    expect(editorZhCN.explain.nodesTitle).toContain('7,000–9,000 台 H100');
  });
});
