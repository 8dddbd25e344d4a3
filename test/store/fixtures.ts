import type { ScenarioRecord } from '../../src/storage/types';

export function sampleDoc(): Record<string, unknown> {
  return {
    format: 'gpuplan/scenario',
    version: 1,
    name: '512× H100',
    currency: 'EUR',
    horizonMonths: 60,
    site: { contractedMW: 100, powerBasis: 'facility', pue: 1.35, reserveFraction: 0.05, cooling: 'air' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2, gpuTDPW: 700 },
    market: {
      generations: [
        { id: 'hopper', label: 'H100', price: 2.1, annualDecline: 0.2 },
        { id: 'blackwell', label: 'B200', price: 3.4, annualDecline: 0.18, availableMonth: 6 },
      ],
      parity: [{ older: 'hopper', newer: 'blackwell', relativeCost: 0.44 }],
    },
    investment: { generation: 'hopper', capexPerGPU: 34000, utilization: 0.85 },
    quotes: [
      { provider: 'A', gpus: 512, pricePerGPUHour: 2.05, termMonths: 12, generation: 'hopper' },
      { provider: 'B', gpus: 512, pricePerGPUHour: 2.49, termMonths: 12 },
    ],
    workload: { gpuHoursPerMonth: 300000 },
    extraUnknownField: { kept: true },
  };
}

export function sampleRecord(overrides: Partial<ScenarioRecord> = {}): ScenarioRecord {
  return {
    id: 'scn-1',
    name: '512× H100',
    tags: [],
    notes: '',
    createdAt: 1_000,
    updatedAt: 5_000,
    doc: sampleDoc(),
    ...overrides,
  };
}
