// The answer's capacity sentence states a rack count only when the site has a rack size
// (issue 33: "— 个机柜" in a summary without racks).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { reportAnswer } from '../../src/report/answer';

function siteOnly(rackKW: boolean) {
  const doc = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/h100-512-colo.gpuplan.json'), 'utf8')) as Record<string, unknown>;
  const { market: _m, investment: _i, rentVsBuy: _r, workload: _w, quotes: _q, ...rest } = doc;
  const site = { ...(rest.site as Record<string, unknown>) };
  if (!rackKW) delete site.rackKW;
  const parsed = parseScenarioJson(JSON.stringify({ ...rest, site }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return { scenario: parsed.scenario, result: evaluateScenario(parsed.scenario, { raw: parsed.raw }) };
}

describe('the capacity sentence', () => {
  it('leaves racks out without a rack size, in both languages', () => {
    const { scenario, result } = siteOnly(false);
    expect(result.capacity?.racks).toBeNull();
    const en = reportAnswer(scenario, result, 'en').sentences.join(' ');
    const zh = reportAnswer(scenario, result, 'zh-CN').sentences.join('');
    expect(en).toMatch(/nodes: [\d.,]+ kW left stranded/);
    expect(en).not.toContain('rack');
    expect(zh).not.toContain('机柜');
    expect(zh).not.toContain('—');
  });

  it('states the rack count when the site has a rack size', () => {
    const { scenario, result } = siteOnly(true);
    const racks = result.capacity?.racks;
    expect(racks).toBeGreaterThan(0);
    expect(reportAnswer(scenario, result, 'en').sentences.join(' ')).toContain(`and ${racks!.toLocaleString('en-US')} racks`);
    expect(reportAnswer(scenario, result, 'zh-CN').sentences.join('')).toContain(`${racks!.toLocaleString('en-US')} 个机柜`);
  });
});
