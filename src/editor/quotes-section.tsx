// Quotes: the workload every quote is measured against, then one card per quote with price and
// billing (its lead time too: quote window turns it into a delivery month), and its descriptive terms (SLA,
// failure replacement, networking…) folded.

import { deliveryMonthFromLeadTime } from '../../models/quote-schedule';
import { selectField, selectQuoteCount } from '../store/selectors';
import { useEditor } from './editor-context';
import { FieldGrid } from './field';
import { FIELDS, QUOTE_TERMS } from '../present/field-defs';
import { fill } from '../present/messages';
import { SectionCard } from './section-card';

/**
 * docs/model.md › Quotes › Window: lead time in weeks sets the delivery month when none is given; when both are
 * given and disagree the month wins, and this says the weeks are not used.
 */
function LeadTimeNote({ index }: { index: number }) {
  const { store, m } = useEditor();
  const weeks = store((s) => selectField(s, `quotes[${index}].leadTimeWeeks`));
  const month = store((s) => selectField(s, `quotes[${index}].deliveryMonth`));
  if (typeof weeks !== 'number' || !Number.isFinite(weeks) || weeks < 0) return null;
  const fromWeeks = deliveryMonthFromLeadTime(weeks);
  if (month === undefined || month === null) {
    return <p className="ed-muted" data-testid="lead-time-note">{fill(m.lists.weeksGiveMonth, { weeks, fromWeeks })}</p>;
  }
  if (typeof month !== 'number' || month === fromWeeks) return null;
  return (
    <p className="ed-muted ed-note--warn" role="note" data-testid="lead-time-note">
      {fill(m.lists.weeksNotUsed, { month, weeks, fromWeeks })}
    </p>
  );
}

function QuoteItem({ index }: { index: number }) {
  const { store, m } = useEditor();
  const provider = store((s) => {
    const p = selectField(s, `quotes[${index}].provider`);
    return typeof p === 'string' ? p : '';
  });
  return (
    <fieldset className="ed-item">
      <legend className="ed-item__legend">{fill(m.lists.quote, { n: index + 1, provider })}</legend>
      <p className="ed-subtitle ed-subtitle--small">{m.lists.pricing}</p>
      <FieldGrid group="quote" defs={FIELDS.quote} index={index} />
      <LeadTimeNote index={index} />
      <details className="ed-terms">
        <summary>{m.lists.terms}</summary>
        <FieldGrid group="quote" defs={QUOTE_TERMS} index={index} />
      </details>
      <div className="ed-actions">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().duplicateQuote(index)}>
          {fill(m.lists.duplicateQuote, { n: index + 1 })}
        </button>
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().removeQuote(index)}>
          {fill(m.lists.removeQuote, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

function QuotesContent() {
  const { store, m } = useEditor();
  const count = store(selectQuoteCount);
  return (
    <>
      <fieldset className="ed-item">
        <legend className="ed-item__legend">{m.lists.workload}</legend>
        <FieldGrid group="workload" defs={FIELDS.workload} />
      </fieldset>
      {Array.from({ length: count }, (_, i) => (
        <QuoteItem key={i} index={i} />
      ))}
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button"
          onClick={() => store.getState().addQuote(fill(m.lists.defaultProvider, { n: count + 1 }))}
        >
          {m.lists.addQuote}
        </button>
      </div>
    </>
  );
}

export function QuotesSection() {
  return (
    <SectionCard section="quotes" optional="quotes">
      <QuotesContent />
    </SectionCard>
  );
}
