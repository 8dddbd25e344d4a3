// A fleet plan as `investment.tranches` (model: Investment › tranches), so that the plan can be
// evaluated with tax, debt and the covenant: one tranche per purchase, its candidate's terms written
// out (a tranche's absent field would take the investment's, e.g. its contract). The existing
// fleet is not a purchase and has no tranche.
import type { FleetPlanInput, FleetPlanResult } from './types';

export interface FleetTranche {
  name: string;
  gpus: number;
  deliveryMonth: number;
  exitMonth: number;
  generation: string;
  capexPerGPU: number;
  kwPerGPU: number;
  contractedShare: number;
  contractPrice: number;
  contractMonths: number;
}

export function fleetPlanTranches(input: FleetPlanInput, plan: FleetPlanResult): FleetTranche[] {
  return plan.purchases.flatMap((b) => {
    const c = input.candidates.find((x) => x.name === b.candidate);
    if (!c) return [];
    return [{
      name: `${b.candidate} ${b.deliveryMonth}–${b.exitMonth}`,
      gpus: b.gpus,
      deliveryMonth: b.deliveryMonth,
      exitMonth: b.exitMonth,
      generation: c.generation,
      capexPerGPU: c.capexPerGPU,
      kwPerGPU: c.kwPerGPU,
      contractedShare: c.contractedShare,
      contractPrice: c.contractPrice,
      contractMonths: c.contractMonths,
    }];
  });
}
