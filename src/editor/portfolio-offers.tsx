// The demand plan's offers (docs/model.md › Demand plan `portfolio.offers`): one card per offer with the fields
// of its kind only (changing the kind drops the other kind's fields, which the loader refuses), and
// the ways to fill the list: from the rent-vs-buy prices, or from the quotes as commitments.

import type { OfferKind } from '../../models/portfolio/types';
import { LIMITS } from '../../models/scenario/limits';
import { addOffer, addQuoteOffers, duplicateOffer, fillOffersFromRentVsBuy, removeOffer, setOfferKind } from '../store/portfolio-edits';
import { selectField, selectHasSection, selectListLength, selectQuoteCount } from '../store/selectors';
import { isPlainObject } from '../store/path';
import { useEditor, useIssuesAt } from './editor-context';
import { Field } from './field';
import { FIELDS, OFFER_PARTS } from '../present/field-defs';
import { ListIssues } from './list-issues';
import { fill } from '../present/messages';

function offerKind(value: unknown): OfferKind | null {
  return value === 'commit' || value === 'spot' || value === 'onDemand' ? value : null;
}

/** The keys an offer card shows: every offer's, its kind's, and any other kind's field the file holds (so its error can be seen and the value cleared). */
function shownKeys(offer: unknown): string {
  if (!isPlainObject(offer)) return OFFER_PARTS.common.join(',');
  const kind = offerKind(offer.kind);
  const own: readonly string[] = kind ? OFFER_PARTS[kind] : [];
  const foreign = [...OFFER_PARTS.commit, ...OFFER_PARTS.spot].filter((k) => !own.includes(k) && offer[k] !== undefined);
  return [...OFFER_PARTS.common, ...own, ...foreign].join(',');
}

function OfferItem({ index }: { index: number }) {
  const { store, m } = useEditor();
  const path = `portfolio.offers[${index}]`;
  const name = store((s) => {
    const n = selectField(s, `${path}.name`);
    return typeof n === 'string' ? n : '';
  });
  const keys = store((s) => shownKeys(selectField(s, path))).split(',');
  const setKind = (value: string | undefined) => store.getState().applyEdit((d) => setOfferKind(d, index, offerKind(value) ?? undefined));
  return (
    <fieldset className="ed-item" data-testid={`offer-${index}`}>
      <legend className="ed-item__legend">{fill(m.portfolio.offer, { n: index + 1, name })}</legend>
      <div className="ed-grid ed-grid--compact">
        {FIELDS.offer
          .filter((def) => keys.includes(def.key))
          .map((def) => (
            <Field key={def.key} group="offer" def={def} index={index} onCommit={def.key === 'kind' ? setKind : undefined} />
          ))}
      </div>
      <div className="ed-actions">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => duplicateOffer(d, index))}>
          {fill(m.portfolio.duplicateOffer, { n: index + 1 })}
        </button>
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => removeOffer(d, index))}>
          {fill(m.portfolio.removeOffer, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

export function PortfolioOffers() {
  const { store, m, lang } = useEditor();
  const count = store((s) => selectListLength(s, 'portfolio.offers'));
  const listed = store((s) => Array.isArray(selectField(s, 'portfolio.offers')));
  const hasRentVsBuy = store((s) => selectHasSection(s, 'rentVsBuy'));
  const quotes = store(selectQuoteCount);
  const issues = useIssuesAt('portfolio.offers');
  const edit = store.getState().applyEdit;
  return (
    <div className="ed-list" data-testid="portfolio-offers">
      <h3 className="ed-subtitle">{m.portfolio.offersTitle}</h3>
      <p className="ed-muted">{m.portfolio.offersIntro}</p>
      <ListIssues issues={issues} />
      {!listed && hasRentVsBuy ? <p className="ed-muted">{m.portfolio.noOffers}</p> : null}
      {Array.from({ length: count }, (_, i) => (
        <OfferItem key={i} index={i} />
      ))}
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button"
          disabled={count >= LIMITS.maxOffers}
          onClick={() => edit((d) => addOffer(d, fill(m.portfolio.defaultOffer, { n: count + 1 })))}
        >
          {m.portfolio.addOffer}
        </button>
        {hasRentVsBuy ? (
          <button type="button" className="ed-button" title={m.portfolio.fromRentVsBuyHelp} onClick={() => edit((d) => fillOffersFromRentVsBuy(d, lang))}>
            {m.portfolio.fromRentVsBuy}
          </button>
        ) : null}
        {quotes > 0 ? (
          <button
            type="button"
            className="ed-button"
            title={m.portfolio.fromQuotesHelp}
            onClick={() => edit((d) => addQuoteOffers(d, (n) => fill(m.portfolio.quoteFallback, { n })))}
          >
            {m.portfolio.fromQuotes}
          </button>
        ) : null}
      </div>
      {hasRentVsBuy ? <p className="ed-field__note">{m.portfolio.fromRentVsBuyHelp}</p> : null}
      {quotes > 0 ? <p className="ed-field__note">{m.portfolio.fromQuotesHelp}</p> : null}
    </div>
  );
}
