// The blank scenario offered beside the templates: a site of 1 MW (optional since docs/model.md › Capacity › Plans without a site,
// kept so a new plan shows what its power delivers; the editor can remove it) and an 8-GPU H100 node
// (NVIDIA DGX H100: 10.2 kW), so it evaluates at once; every other section (market, investment, rent
// vs buy, quotes, uncertainty) is added in the editor.

export const BLANK_ID = 'blank';

export function blankScenario(name: string): Record<string, unknown> {
  return {
    format: 'gpuplan/scenario',
    version: 4,
    name,
    currency: 'USD',
    horizonMonths: 60,
    site: { contractedMW: 1, powerBasis: 'facility', pue: 1.3, cooling: 'air' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2, gpuTDPW: 700 },
  };
}
