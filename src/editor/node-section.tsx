// Hardware: a catalogue pick list that fills the node (model, GPUs per node, node kW, TDP) in
// one undo step, the node fields with the source and date of catalogue values, and what else the
// catalogue knows about the model: prices (offered to rent vs buy and the market), cooling, facts.

import { useId, useState } from 'react';
import { useActiveCatalogue } from '../store/active-catalogue';
import type { GpuModelEntry, Sourced } from '../../models/catalogue';
import { selectCurrency, selectField, selectHasSection } from '../store/selectors';
import { addCatalogueGeneration, gpuEntries, hasCatalogueGeneration, nodeFill, rentVsBuyPriceFill } from './catalogue-fill';
import { useEditor, useFieldValue } from './editor-context';
import { FieldGrid } from './field';
import { FIELDS } from '../present/field-defs';
import { fill } from '../present/messages';
import { SectionCard } from './section-card';
import { assumptionsTiedTo, switchPlanToModel } from './model-change';
import { catalogueEntry, ModelChangeNotice, type ModelChange } from './model-change-notice';

function CataloguePick({ onModelChange }: { onModelChange: (change: ModelChange | null) => void }) {
  const { store, m } = useEditor();
  useActiveCatalogue((s) => s.catalogue); // re-render when the user's overrides change
  const id = useId();
  const entry = catalogueEntry(useFieldValue('node.gpuModel'));
  return (
    <div className="ed-catalogue-pick">
      <label htmlFor={id} className="ed-field__label">
        {m.catalogue.pick}
      </label>
      <select
        id={id}
        className="ed-input ed-select"
        value={entry?.id ?? ''}
        onChange={(event) => {
          const picked = catalogueEntry(event.target.value);
          if (!picked) return;
          const doc = store.getState().doc;
          const from = doc && typeof doc.node === 'object' && doc.node !== null ? (doc.node as Record<string, unknown>).gpuModel : undefined;
          const paths = assumptionsTiedTo(doc, from, picked.id);
          store.getState().setFields(nodeFill(picked));
          onModelChange(paths.length > 0 && typeof from === 'string' ? { from, to: picked.id, paths } : null);
        }}
      >
        <option value="">{m.catalogue.custom}</option>
        {gpuEntries().map((g) => (
          <option key={g.id} value={g.id}>
            {g.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function PriceRow({ label, price }: { label: string; price: Sourced<number | null> }) {
  const { m } = useEditor();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="ed-num">{price.value === null ? m.catalogue.unknownPrice : `${Number(price.value.toPrecision(6))} USD`}</td>
      <td className="ed-muted" title={price.note}>
        {fill(m.catalogue.source, { source: price.source, date: price.asOf })}
      </td>
    </tr>
  );
}

function CatalogueDetails({ entry }: { entry: GpuModelEntry }) {
  const { store, m } = useEditor();
  const currency = store(selectCurrency);
  const hasRentVsBuy = store((s) => selectHasSection(s, 'rentVsBuy'));
  const hasMarket = store((s) => selectHasSection(s, 'market'));
  const hasGeneration = store((s) => hasCatalogueGeneration(s.doc, entry));
  const hasSite = store((s) => selectHasSection(s, 'site'));
  const cooling = store((s) => selectField(s, 'site.cooling'));
  // In the plan's currency at its stated rate (none without one): read when applied.
  const priceFill = rentVsBuyPriceFill(entry, { currency: 'USD' });
  const p = entry.prices;
  return (
    <div className="ed-catalogue">
      <p className="ed-catalogue__title">{fill(m.catalogue.pricesTitle, { model: entry.label })}</p>
      <table className="ed-catalogue__prices">
        <tbody>
          <PriceRow label={m.catalogue.onDemand} price={p.onDemand} />
          <PriceRow label={m.catalogue.spot} price={p.spot} />
          <PriceRow label={m.catalogue.contract1y} price={p.contract1y} />
          <PriceRow label={m.catalogue.contract3y} price={p.contract3y} />
        </tbody>
      </table>
      {currency !== 'USD' ? <p className="ed-field__note">{fill(m.catalogue.usdNote, { currency })}</p> : null}
      <div className="ed-actions">
        {hasRentVsBuy && priceFill.length > 0 ? (
          <button type="button" className="ed-button" onClick={() => store.getState().setFields(rentVsBuyPriceFill(entry, store.getState().doc))}>
            {m.catalogue.useInRentVsBuy}
          </button>
        ) : null}
        {hasMarket && !hasGeneration ? (
          <button type="button" className="ed-button" onClick={() => store.getState().applyEdit((d) => addCatalogueGeneration(d, entry))}>
            {fill(m.catalogue.addAsGeneration, { model: entry.label })}
          </button>
        ) : null}
        {/* Without a site (docs/model.md › Capacity › Plans without a site) there is no cooling to set: the button would create a site. */}
        {hasSite && cooling !== entry.cooling.value ? (
          <button
            type="button"
            className="ed-button"
            title={fill(m.catalogue.source, { source: entry.cooling.source, date: entry.cooling.asOf })}
            onClick={() => store.getState().setField('site.cooling', entry.cooling.value)}
          >
            {fill(m.catalogue.setCooling, { cooling: m.options.cooling[entry.cooling.value] })}
          </button>
        ) : null}
      </div>
      {entry.facts.length > 0 ? (
        <details className="ed-explain">
          <summary>{fill(m.catalogue.factsTitle, { model: entry.label })}</summary>
          <ul>
            {entry.facts.map((f, i) => (
              <li key={i}>
                {f.value} <span className="ed-muted">({fill(m.catalogue.source, { source: f.source, date: f.asOf })})</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

export function NodeSection() {
  const { store } = useEditor();
  const entry = catalogueEntry(useFieldValue('node.gpuModel'));
  const [change, setChange] = useState<ModelChange | null>(null);
  const switchPlan = () => {
    const target = change ? catalogueEntry(change.to) : undefined;
    const doc = store.getState().doc;
    if (!change || !target || !doc) return;
    // One undo step for every field the switch sets.
    const result = switchPlanToModel(doc, target, change.from);
    store.getState().applyEdit((d) => switchPlanToModel(d, target, change.from).doc);
    setChange({ ...change, switched: { changed: result.changed, left: result.left } });
  };
  return (
    <SectionCard section="node">
      <CataloguePick onModelChange={setChange} />
      {change ? <ModelChangeNotice change={change} onSwitch={switchPlan} onDismiss={() => setChange(null)} /> : null}
      <FieldGrid group="node" defs={FIELDS.node} />
      {entry ? <CatalogueDetails entry={entry} /> : null}
    </SectionCard>
  );
}
