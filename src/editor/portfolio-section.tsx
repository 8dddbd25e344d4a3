// Demand plan (docs/model.md › Demand plan `portfolio`): the plan's own figures, the peak over the months, the
// load within a month and the offers the solver mixes. Only inputs here: the plan is solved in an
// engine worker of its own (usePortfolio) and shown with the results.

import { useEditor, useFieldValue } from './editor-context';
import { DemandSteps } from './demand-steps';
import { DemandGrowth } from './demand-growth';
import { DemandScenarios } from './demand-scenarios';
import { DemandFixed } from './demand-fixed';
import { Field } from './field';
import { FIELDS } from '../present/field-defs';
import { LoadProfile } from './load-profile';
import { fill } from '../present/messages';
import { PortfolioOffers } from './portfolio-offers';
import { SectionCard } from './section-card';
import { formatFieldValue } from './unit-input';

function PlanFields() {
  const { m } = useEditor();
  // docs/model.md › Demand plan: an empty discount rate is the workload's, else 0.
  const workloadRate = useFieldValue('workload.discountRate');
  const ratePlaceholder =
    typeof workloadRate === 'number'
      ? fill(m.portfolio.asWorkload, { rate: `${formatFieldValue(workloadRate, { kind: 'percent', allowNegative: true })} %` })
      : m.portfolio.asWorkloadNone;
  return (
    <div className="ed-grid">
      {FIELDS.portfolio.map((def) => (
        <Field key={def.key} group="portfolio" def={def} placeholder={def.key === 'discountRate' ? ratePlaceholder : undefined} />
      ))}
    </div>
  );
}

export function PortfolioSection() {
  return (
    <SectionCard section="portfolio" optional="portfolio">
      <PlanFields />
      <DemandSteps />
      <DemandGrowth />
      <LoadProfile />
      <PortfolioOffers />
      <DemandFixed />
      <DemandScenarios />
    </SectionCard>
  );
}
