// Sections that are a plain grid of fields: scenario, site (with the nodes-vs-GPUs explainer),
// investment, rent vs buy.

import { FIELDS } from './field-defs';
import { FieldGrid } from './field';
import { useEditor } from './editor-context';
import { SectionCard } from './section-card';

export function ScenarioSection() {
  const { m } = useEditor();
  return (
    <SectionCard section="scenario">
      <FieldGrid group="top" defs={FIELDS.top} />
      <fieldset className="ed-item" data-group="display">
        <legend className="ed-item__legend">{m.lists.display}</legend>
        <FieldGrid group="display" defs={FIELDS.display} />
      </fieldset>
    </SectionCard>
  );
}

export function SiteSection() {
  const { m } = useEditor();
  return (
    <SectionCard section="site">
      <FieldGrid group="site" defs={FIELDS.site} />
      <details className="ed-explain">
        <summary>{m.explain.nodesTitle}</summary>
        <p>{m.explain.nodesBody}</p>
      </details>
    </SectionCard>
  );
}

export function InvestmentSection() {
  return (
    <SectionCard section="investment" optional="investment">
      <FieldGrid group="investment" defs={FIELDS.investment} />
    </SectionCard>
  );
}

export function RentVsBuySection() {
  return (
    <SectionCard section="rentVsBuy" optional="rentVsBuy">
      <FieldGrid group="rentVsBuy" defs={FIELDS.rentVsBuy} />
    </SectionCard>
  );
}
