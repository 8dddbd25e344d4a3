// Sections that are a plain grid of fields: scenario, site (with the nodes-vs-GPUs explainer),
// investment, rent vs buy.

import { FIELDS, INVESTMENT_PARTS } from '../present/field-defs';
import { Field, FieldGrid } from './field';
import { useFieldValue } from './editor-context';
import { useEditor } from './editor-context';
import { SectionCard } from './section-card';
import { TrancheTable } from './tranche-table';
import { DebtSizingEditor, ResaleCurveEditor } from './resale-curve';

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
    <SectionCard section="site" optional="site">
      <FieldGrid group="site" defs={FIELDS.site} />
      <details className="ed-explain">
        <summary>{m.explain.nodesTitle}</summary>
        <p>{m.explain.nodesBody}</p>
      </details>
    </SectionCard>
  );
}

export function InvestmentSection() {
  const { m } = useEditor();
  const parts = Object.entries(INVESTMENT_PARTS) as [keyof typeof INVESTMENT_PARTS, readonly string[]][];
  return (
    <SectionCard section="investment" optional="investment">
      {parts.map(([part, keys]) => (
        <section key={part} aria-label={m.investmentParts[part].title}>
          {part !== 'operations' && <h3 className="ed-subtitle">{m.investmentParts[part].title}</h3>}
          {part !== 'operations' && <p className="ed-muted">{m.investmentParts[part].description}</p>}
          <FieldGrid group="investment" defs={FIELDS.investment.filter((d) => keys.includes(d.key))} />
          {part === 'lender' ? <RenewalAndExit /> : null}
          {part === 'lender' ? <DebtSizingEditor /> : null}
        </section>
      ))}
      {/* Fleet (model: Investment › fleet): delivery batches and the resale curve. */}
      <TrancheTable />
      <ResaleCurveEditor />
    </SectionCard>
  );
}

/** docs/model.md › Investment › Exit and renewal: the renewal (a sub-section written field by field, removed as a whole) and the exit. */
function RenewalAndExit() {
  const { m, store } = useEditor();
  const renewal = useFieldValue('investment.renewal');
  const lender = m.investmentParts.lender;
  return (
    <>
      <fieldset className="ed-item" data-group="renewal">
        <legend className="ed-item__legend">{lender.renewal}</legend>
        <FieldGrid group="renewal" defs={FIELDS.renewal} />
        {renewal !== undefined ? (
          <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().setField('investment.renewal', undefined)}>
            {lender.removeRenewal}
          </button>
        ) : null}
      </fieldset>
      <fieldset className="ed-item" data-group="exit">
        <legend className="ed-item__legend">{lender.exit}</legend>
        <div className="ed-grid">
          {/* Clearing the mode removes the whole exit, so a half-written exit never stays behind. */}
          <Field group="exit" def={FIELDS.exit[0]} onCommit={(v) => store.getState().setField(v === undefined ? 'investment.exit' : 'investment.exit.mode', v)} />
          <Field group="exit" def={FIELDS.exit[1]} />
        </div>
      </fieldset>
    </>
  );
}

export function RentVsBuySection() {
  return (
    <SectionCard section="rentVsBuy" optional="rentVsBuy">
      <FieldGrid group="rentVsBuy" defs={FIELDS.rentVsBuy} />
    </SectionCard>
  );
}
