// Demand that grows (model: Demand plan › growth): a monthly rate from a first to a last month
// instead of a step per month, and the peaks it gives at a few months, computed by the engine's
// growth rule as the user types.

import { formatInteger } from '../format/format';
import { FIELDS } from '../present/field-defs';
import { fill } from '../present/messages';
import { addGrowth, growthPreview, removeGrowth } from '../store/demand-scenario-edits';
import { selectField } from '../store/selectors';
import { useEditor } from './editor-context';
import { Field } from './field';

function GrowthPreview() {
  const { store, m, lang } = useEditor();
  // A primitive for the selector: "month:gpus" pairs.
  const key = store((s) => growthPreview(s.doc ?? {}).map((p) => `${p.month}:${p.gpus}`).join(','));
  if (key === '') return null;
  const items = key.split(',').map((pair) => {
    const [month, gpus] = pair.split(':').map(Number);
    return fill(m.portfolio.growthPreviewItem, { month: formatInteger(month, lang), gpus: formatInteger(Math.round(gpus), lang) });
  });
  return (
    <p className="ed-muted" data-testid="growth-preview" role="status">
      {fill(m.portfolio.growthPreview, { list: items.join(lang === 'zh-CN' ? '，' : ', ') })}
    </p>
  );
}

export function DemandGrowth() {
  const { store, m } = useEditor();
  const has = store((s) => selectField(s, 'portfolio.growth') !== undefined);
  const edit = store.getState().applyEdit;
  return (
    <div className="ed-list" data-testid="portfolio-growth">
      <h3 className="ed-subtitle">{m.portfolio.growthTitle}</h3>
      <p className="ed-muted">{m.portfolio.growthIntro}</p>
      {has ? (
        <>
          <div className="ed-grid ed-grid--compact">
            {FIELDS.growth.map((def) => (
              <Field
                key={def.key}
                group="growth"
                def={def}
                placeholder={def.key === 'fromMonth' ? m.portfolio.monthTwo : def.key === 'untilMonth' ? m.portfolio.lastMonth : undefined}
              />
            ))}
          </div>
          <GrowthPreview />
        </>
      ) : null}
      <div className="ed-actions">
        {has ? (
          <button type="button" className="ed-button ed-button--quiet" onClick={() => edit(removeGrowth)}>
            {m.portfolio.removeGrowth}
          </button>
        ) : (
          <button type="button" className="ed-button" onClick={() => edit(addGrowth)}>
            {m.portfolio.addGrowth}
          </button>
        )}
      </div>
    </div>
  );
}
