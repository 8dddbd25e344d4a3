// Property: file → scenario → file keeps every field of the file (known ones with their values,
// unknown ones untouched), and loading the written file gives the same scenario.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENT_VERSION, parseScenarioJson, serializeScenario } from '../../models/scenario';
import { flattenPaths } from '../../models/flatten';

const frac = (max = 1) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });
const pos = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const unknownKey = fc.constantFrom('vendorNote', 'x_extra', 'futureField', 'colour');
const unknownValue = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }));

const file = fc.record({
  name: fc.string({ minLength: 1, maxLength: 30 }),
  horizonMonths: fc.integer({ min: 1, max: 240 }),
  contractedMW: pos(0.5, 500),
  powerBasis: fc.constantFrom('facility', 'it'),
  pue: pos(1, 3),
  reserveFraction: frac(0.9),
  overheadFraction: frac(2),
  cooling: fc.constantFrom('air', 'liquid'),
  gpusPerNode: fc.integer({ min: 1, max: 72 }),
  nodeKW: pos(0.5, 140),
  price: pos(0.1, 10),
  annualDecline: frac(0.95),
  floor: frac(1),
  utilization: frac(1),
  capexPerGPU: pos(1000, 80000),
  quotePrice: pos(0.5, 5),
  termMonths: fc.integer({ min: 1, max: 60 }),
  committedShare: frac(1),
  extraTop: unknownValue,
  extraKey: unknownKey,
  extraSite: unknownValue,
  extraQuote: unknownValue,
});

describe('scenario file round trip (property)', () => {
  it('keeps every field of the file and reloads to the same scenario', () => {
    fc.assert(
      fc.property(file, (f) => {
        const doc = {
          format: 'gpuplan/scenario',
          version: CURRENT_VERSION,
          name: f.name,
          currency: 'USD',
          horizonMonths: f.horizonMonths,
          [f.extraKey]: f.extraTop,
          site: {
            contractedMW: f.contractedMW,
            powerBasis: f.powerBasis,
            pue: f.pue,
            reserveFraction: f.reserveFraction,
            overheadFraction: f.overheadFraction,
            cooling: f.cooling,
            [f.extraKey]: f.extraSite,
          },
          node: { gpuModel: 'H100-SXM', gpusPerNode: f.gpusPerNode, nodeKW: f.nodeKW, gpuTDPW: 700 },
          market: { generations: [{ id: 'g', label: 'G', price: f.price, annualDecline: f.annualDecline, floor: f.floor }] },
          investment: { generation: 'g', gpus: 8, capexPerGPU: f.capexPerGPU, utilization: f.utilization, discountRate: 0.1 },
          workload: { gpuHoursPerMonth: 1000, storageTB: 0, egressTBPerMonth: 0, discountRate: 0.1 },
          quotes: [
            { provider: 'P', gpuModel: 'H100-SXM', gpus: 8, pricePerGPUHour: f.quotePrice, termMonths: f.termMonths, committedShare: f.committedShare, deliveryMonth: 0, [f.extraKey]: f.extraQuote },
          ],
        };
        const first = parseScenarioJson(JSON.stringify(doc));
        if (!first.ok) throw new Error(JSON.stringify(first.issues.map((i) => i.message.en)));
        const written = JSON.parse(serializeScenario(first.scenario, first.raw));
        const before = flattenPaths(doc);
        const after = flattenPaths(written);
        for (const [path, value] of before) expect(after.get(path), path).toEqual(value);
        const second = parseScenarioJson(JSON.stringify(written));
        if (!second.ok) throw new Error(JSON.stringify(second.issues.map((i) => i.message.en)));
        expect(second.scenario).toEqual(first.scenario);
      }),
      { numRuns: 200, seed: 20261202 },
    );
  });
});
