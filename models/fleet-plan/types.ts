// The fleet plan's input and output shapes (model: Fleet plan — when to buy and when to refresh,
// a mixed-integer program on the site's power). The loader fills every default listed here.

/** A generation the plan may buy, in whole blocks, at a delivery month of its own calendar. */
export interface FleetCandidateInput {
  name: string;
  /** Market generation id: its price projection gives the merchant revenue. */
  generation: string;
  capexPerGPU: number;
  /** IT kW per GPU (all-in: the node's share of network and storage included). */
  kwPerGPU: number;
  /** GPUs per purchase (integer ≥ 1, default 8). */
  block: number;
  /** First delivery month considered (default 0). */
  earliestMonth: number;
  /** Last delivery month considered (default H − 1). */
  latestMonth?: number;
  /** Delivery months earliestMonth, +every, +2·every, … (integer ≥ 1, default 3). */
  every: number;
  /** Months a purchase may stay in service (integer ≥ 1, default H). */
  lifeMonths?: number;
  /** Most GPUs of this candidate in service in any month (absent: unlimited). */
  maxGPUs?: number;
  /** Contract terms counted from the purchase's delivery (default 0: merchant only). */
  contractedShare: number;
  contractPrice: number;
  contractMonths: number;
}

/** GPUs the operator already owns at month 0, sold in whole blocks. */
export interface FleetExistingInput {
  name: string;
  generation: string;
  /** A whole number of blocks. */
  gpus: number;
  kwPerGPU: number;
  /** What one GPU cost: the basis of its resale. */
  capexPerGPU: number;
  /** Age at month 0, for the resale curve. */
  ageMonths: number;
  /** GPUs per sale (integer ≥ 1, default 8). */
  block: number;
}

export interface FleetPlanInput {
  candidates: FleetCandidateInput[];
  existing: FleetExistingInput[];
  /** Exit months considered every this many months (integer ≥ 1, default 3). */
  exitEvery: number;
  /** The site's power budget in IT kW (default: the capacity section's usable kW). */
  powerKW?: number;
}

export interface FleetPurchase {
  candidate: string;
  deliveryMonth: number;
  exitMonth: number;
  gpus: number;
}

export interface FleetSale {
  existing: string;
  exitMonth: number;
  gpus: number;
}

/** How the plan was found, beside the model's outputs. */
export interface FleetPlanSolveInfo {
  solver: string;
  /** Integer variables (purchase and sale choices) and rows of the program. */
  integerVariables: number;
  constraints: number;
  /** The solver's proven relative gap (0 = proven optimal; > 0 when it stopped at its time limit). */
  gap: number;
  /** The power budget the plan was held to, IT kW. */
  powerBudgetKW: number;
}

export interface FleetPlanResult {
  /** Non-zero purchases by deliveryMonth, candidate order, exitMonth. */
  purchases: FleetPurchase[];
  /** Sales of the existing fleet (held to H included) by exitMonth, input order. */
  sales: FleetSale[];
  /** The plan's value: Σ one-GPU values × GPUs (pre-tax, unlevered, at month 0). */
  npv: number;
  /** The existing fleet held to H with nothing bought. */
  baseline: number;
  /** npv − baseline. */
  gain: number;
  /** IT kW installed in months 1..H (index 0 = month 1). */
  powerKW: number[];
  /** Months (< H) in which existing GPUs are sold. */
  refreshMonths: number[];
  solve: FleetPlanSolveInfo;
}
