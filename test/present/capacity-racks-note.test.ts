// The capacity figure's note counts racks only when the site has a rack size (issue 33, point 15:
// "— 个机柜" on a plan without racks): with rackKW the note names the racks the engine counts; without
// it the note says nothing of racks, in en and zh-CN.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { keyFigures } from '../../src/present/key-figures';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'test', 'fixtures', name), 'utf8');

function gpusNote(raw: Record<string, unknown>, lang: 'en' | 'zh-CN'): string {
  const parsed = parseScenarioJson(JSON.stringify(raw));
  if (!parsed.ok) throw new Error('the fixture does not load');
  const figure = keyFigures(parsed.scenario, evaluateScenario(parsed.scenario), lang).find((f) => f.key === 'gpus');
  return figure?.note ?? '';
}

describe("the deliverable GPUs' note", () => {
  const raw = JSON.parse(fixture('v2-1024-h100.gpuplan.json')) as { site: Record<string, unknown> };
  const racks = (JSON.parse(fixture('v2-1024-h100.expected.json')) as { capacity: { racks: number } }).capacity.racks;

  it('names the racks when the site has a rack size', () => {
    expect(gpusNote(raw, 'en')).toContain(`racks: ${racks.toLocaleString('en-US')}`);
    expect(gpusNote(raw, 'zh-CN')).toContain(`机柜：${racks.toLocaleString('en-US')}`);
  });

  it('leaves racks out, rather than "—", when it has none', () => {
    const { rackKW: _dropped, ...site } = raw.site;
    const noRacks = { ...raw, site };
    expect(gpusNote(noRacks, 'en')).not.toMatch(/rack|—/);
    expect(gpusNote(noRacks, 'zh-CN')).not.toMatch(/机柜|—/);
    expect(gpusNote(noRacks, 'en')).toContain('100 MW');
  });
});
