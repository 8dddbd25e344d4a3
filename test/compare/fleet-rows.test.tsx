// @vitest-environment happy-dom
// Compare's fleet rows (model: Investment › fleet) for the v4 worked example beside the same
// scenario bought at once (no tranches): figures from test/fixtures/v4-fleet.expected.json, "—" for
// the scenario without a fleet, and nothing at all when neither has one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { parseScenarioJson } from '../../models/scenario';
import { FleetCompareSection, fleetCompareRows } from '../../src/compare/fleet-rows';

afterEach(cleanup);

const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'test', 'fixtures', 'v4-fleet.json'), 'utf8'));
const load = (doc: unknown) => {
  const r = parseScenarioJson(JSON.stringify(doc));
  if (!r.ok) throw new Error('fixture does not load');
  return evaluateScenario(r.scenario, { skipUncertainty: true });
};
const fleet = load(raw);
const single = load({ ...raw, investment: { ...raw.investment, tranches: undefined, gpus: 2048 } });

describe('compare\'s fleet rows', () => {
  it('shows the fleet\'s figures and a dash for the scenario bought at once', () => {
    const rows = fleetCompareRows([fleet, single], 'en');
    const by = Object.fromEntries(rows.map((r) => [r.key, r.values]));
    expect(rows.map((r) => r.key)).toEqual(['fleet.tranches', 'fleet.gpus', 'fleet.peakPower', 'fleet.capitalizedInterest', 'fleet.irr', 'fleet.projectIrr', 'fleet.maxDebt']);
    expect(by['fleet.tranches']).toEqual(['4', '—']);
    expect(by['fleet.gpus']).toEqual(['2,048', '—']);
    expect(by['fleet.peakPower'][0]).toBe('3.95 MW'); // 4 × 512 × 1.9305 kW = 3,953.664 kW
    expect(by['fleet.capitalizedInterest'][0]).toBe('$3,224,476'); // Σ of the four tranches' 859,234 + 859,234 + 831,063 + 674,945
    expect(by['fleet.irr'][0]).toBe('36.8%');
    expect(by['fleet.projectIrr'][0]).toBe('18.7%');
    expect(by['fleet.maxDebt']).toEqual(['$33,615,261', '—']);
  });

  it('is absent when no scenario has a fleet, and speaks zh-CN', () => {
    expect(fleetCompareRows([single, single], 'en')).toEqual([]);
    const { container } = render(<FleetCompareSection names={['A', 'B']} results={[fleet, single]} lang="zh-CN" />);
    expect(container.textContent).toContain('资本化利息');
    expect(container.textContent).toContain('满足目标偿债覆盖率的最大贷款');
    expect(render(<FleetCompareSection names={['A', 'B']} results={[single, single]} lang="en" />).container.textContent).toBe('');
  });
});
