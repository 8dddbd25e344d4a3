// The loader's objects keep V8's fast (shape-based) properties: an investment of ~40 fields grown by a
// loop of keyed stores became a hash table, and every read of it in the engine's monthly loops (and in
// each copy the Monte Carlo and the editor make) was a hash lookup — the 10,000-trial fleet run was
// 1.6× slower. V8-specific on purpose: the app runs on V8 (Node, Electron).
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { parseScenarioJson } from '../../models/scenario';

setFlagsFromString('--allow-natives-syntax');
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: unknown) => boolean;

function load(name: string) {
  const r = parseScenarioJson(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

describe('loaded scenarios have fast properties', () => {
  it('a hash-table object is detected (the probe works)', () => {
    const slow: Record<string, number> = {};
    for (let k = 0; k < 40; k++) slow[`field${k}`] = k;
    expect(hasFastProperties(slow)).toBe(false);
  });

  it('the fleet example: scenario, site, node, investment (36 fields), its tranches and renewal', () => {
    const s = load('v4-fleet.json');
    const inv = s.investment!;
    expect(Object.keys(inv).length).toBeGreaterThan(30);
    for (const o of [s, s.site, s.node, inv, inv.renewal, ...(inv.tranches ?? []), ...(s.market?.generations ?? [])]) expect(hasFastProperties(o)).toBe(true);
    // The copies the Monte Carlo writer and the editor make (Object.assign onto {}) stay fast too.
    expect(hasFastProperties(Object.assign({}, inv))).toBe(true);
  });

  it('the v2 example (rent vs buy)', () => {
    const s = load('v2-1024-h100.gpuplan.json');
    for (const o of [s, s.site, s.node, s.investment, s.rentVsBuy]) if (o !== undefined) expect(hasFastProperties(o)).toBe(true);
  });
});
