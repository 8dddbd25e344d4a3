// Market: the generations (add/remove; renaming an id moves its references) and the parity rules
// with the relative-cost calculator.

import { selectField, selectGenerationCount, selectParityCount } from '../store/selectors';
import { useEditor } from './editor-context';
import { Field } from './field';
import { FIELDS, fieldPath } from '../present/field-defs';
import { fill } from '../present/messages';
import { ParityCalculator } from './parity-calculator';
import { SectionCard } from './section-card';

function GenerationItem({ index }: { index: number }) {
  const { store, m } = useEditor();
  const label = store((s) => {
    const l = selectField(s, fieldPath('generation', 'label', index));
    const id = selectField(s, fieldPath('generation', 'id', index));
    return typeof l === 'string' && l !== '' ? l : typeof id === 'string' ? id : '';
  });
  return (
    <fieldset className="ed-item">
      <legend className="ed-item__legend">{fill(m.lists.generation, { n: index + 1, label })}</legend>
      <div className="ed-grid">
        {FIELDS.generation.map((def) => (
          <Field
            key={def.key}
            group="generation"
            def={def}
            index={index}
            onCommit={def.key === 'id' ? (v) => store.getState().renameGeneration(index, v ?? '') : undefined}
          />
        ))}
      </div>
      <div className="ed-actions">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().removeGeneration(index)}>
          {fill(m.lists.removeGeneration, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

function ParityItem({ index }: { index: number }) {
  const { store, m } = useEditor();
  return (
    <fieldset className="ed-item">
      <legend className="ed-item__legend">{fill(m.lists.parityRule, { n: index + 1 })}</legend>
      <div className="ed-grid">
        {FIELDS.parity.map((def) => (
          <Field key={def.key} group="parity" def={def} index={index} />
        ))}
      </div>
      <div className="ed-actions">
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().removeParityRule(index)}>
          {fill(m.lists.removeParity, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

function MarketContent() {
  const { store, m } = useEditor();
  const generations = store(selectGenerationCount);
  const rules = store(selectParityCount);
  return (
    <>
      {Array.from({ length: generations }, (_, i) => (
        <GenerationItem key={i} index={i} />
      ))}
      <div className="ed-actions">
        <button type="button" className="ed-button" onClick={() => store.getState().addGeneration()}>
          {m.lists.addGeneration}
        </button>
      </div>
      <h3 className="ed-subtitle">{m.lists.parityTitle}</h3>
      {Array.from({ length: rules }, (_, i) => (
        <ParityItem key={i} index={i} />
      ))}
      <div className="ed-actions">
        <button type="button" className="ed-button" disabled={generations < 2} onClick={() => store.getState().addParityRule()}>
          {m.lists.addParity}
        </button>
        {generations < 2 ? <span className="ed-muted">{m.lists.parityNeedsTwo}</span> : null}
      </div>
      {rules > 0 ? <ParityCalculator /> : null}
    </>
  );
}

export function MarketSection() {
  return (
    <SectionCard section="market" optional="market">
      <MarketContent />
    </SectionCard>
  );
}
