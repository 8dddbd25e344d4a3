// The figures a section added from the editor starts with where the catalogue has no sourced one
// (issue 33: "a section added from the editor starts valid"), so adding a section never blanks the
// results with "is required". Each is the bundled templates' worked figure, a placeholder the
// user replaces; the catalogue's sourced figures (PUE, prices, capex…) are filled beside them.

/** site.contractedMW: the blank plan's 1 MW. */
export const START_CONTRACTED_MW = 1;
/** market.generations[].annualDecline: the market template's 20 % a year for H100-class prices. */
export const START_ANNUAL_DECLINE = 0.2;
/** investment.utilization: the investment template's 85 % of hours sold. */
export const START_UTILIZATION = 0.85;
/** rentVsBuy.usageHours: the rent-vs-buy template's 6,000 hours a year. */
export const START_USAGE_HOURS = 6000;
// No sizing workload: tokens a minute, tokens per second per GPU and the model's size describe the
// user's own workload, and no template's figure stands for it. A sizing section starts empty and
// is left out of the results (the rest still evaluates: models/run.ts › partial) until they are
// entered, its fields named in the list of problems.
