// Workload sizing (docs/model.md › Sizing): the workload figures, and the GPU memory the catalogue knows for
// the node's model (dated and sourced; a user's catalogue override can be written into the scenario).
// The sizing results (GPUs needed, nodes, MW) are shown with the results, where one click carries
// the GPU count into the capacity target and the quotes.

import { useActiveCatalogue } from '../store/active-catalogue';
import { catalogueGpu, overriddenMemoryGB } from '../store/doc-edits';
import { useEditor, useFieldValue } from './editor-context';
import { FieldGrid } from './field';
import { FIELDS } from '../present/field-defs';
import { fill } from '../present/messages';
import { SectionCard } from './section-card';

function MemoryNote() {
  const { store, m } = useEditor();
  const catalogue = useActiveCatalogue((s) => s.catalogue); // with the user's overrides
  const model = useFieldValue('node.gpuModel');
  const given = useFieldValue('sizing.gpuMemoryGB');
  const entry = store((s) => catalogueGpu(s.doc, catalogue));
  // The engine reads the built-in catalogue: a user's override reaches it only when written here.
  const overridden = store((s) => overriddenMemoryGB(s.doc, catalogue));
  const memory = entry?.memoryGB;
  if (typeof model !== 'string' || model.trim() === '') return null;
  if (!entry || !memory || memory.value === null) {
    return given === undefined ? <p className="ed-field__note" data-testid="sizing-memory">{fill(m.catalogue.memoryUnknown, { model })}</p> : null;
  }
  const gb = memory.value;
  return (
    <div className="ed-catalogue" data-testid="sizing-memory">
      <p className="ed-field__note">
        {fill(m.catalogue.memory, { model: entry.label, gb: String(gb) })}{' '}
        <span className="ed-muted" title={memory.note}>
          ({fill(m.catalogue.source, { source: memory.source, date: memory.asOf })})
        </span>
      </p>
      {given !== gb && (given !== undefined || overridden !== undefined) ? (
        <div className="ed-actions">
          <button type="button" className="ed-button" onClick={() => store.getState().setField('sizing.gpuMemoryGB', gb)}>
            {fill(m.catalogue.useMemory, { gb: String(gb) })}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function SizingSection() {
  return (
    <SectionCard section="sizing" optional="sizing">
      <FieldGrid group="sizing" defs={FIELDS.sizing} />
      <MemoryNote />
    </SectionCard>
  );
}
