// Demand scenarios (model: Demand plan › scenarios): presets (low/base/high with their
// probabilities and scales) or rows of one's own (name, probability, scale, own growth), at most
// ten, with a live check that the probabilities add up to 100 % and the risk weights below.

import { LIMITS } from '../../models/scenario/limits';
import { formatFieldValue } from './unit-input';
import { formatNumber } from '../format/format';
import { FIELDS } from '../present/field-defs';
import { fill } from '../present/messages';
import { addScenario, probabilitySum, removeScenario, removeScenarios, SCENARIO_PRESET_IDS, SCENARIO_PRESETS, setScenarioPreset } from '../store/demand-scenario-edits';
import type { ScenarioPreset } from '../store/demand-scenario-edits';
import { selectField, selectListLength } from '../store/selectors';
import { useEditor, useIssuesAt } from './editor-context';
import { Field } from './field';
import { ListIssues } from './list-issues';
import { DemandRisk } from './demand-risk';

/** Same tolerance as the loader: the probabilities add up to 1 ± 1e-9. */
const SUM_TOLERANCE = 1e-9;

function matchingPreset(list: unknown): ScenarioPreset | null {
  if (!Array.isArray(list)) return null;
  return (
    SCENARIO_PRESET_IDS.find((id) => {
      const rows = SCENARIO_PRESETS[id];
      return rows.length === list.length && rows.every((r, i) => list[i]?.probability === r.probability && list[i]?.scale === r.scale);
    }) ?? null
  );
}

function ScenarioRow({ index, count }: { index: number; count: number }) {
  const { store, m } = useEditor();
  const name = store((s) => {
    const n = selectField(s, `portfolio.scenarios[${index}].name`);
    return typeof n === 'string' ? n : '';
  });
  const rate = store((s) => selectField(s, 'portfolio.growth.monthlyRate'));
  const issues = useIssuesAt(`portfolio.scenarios[${index}]`);
  const ratePlaceholder = fill(m.portfolio.asGrowth, { rate: `${formatFieldValue(typeof rate === 'number' ? rate : 0, { kind: 'percent', allowNegative: true })} %` });
  return (
    <fieldset className="ed-row" data-testid={`demand-scenario-${index}`}>
      <legend className="ed-row__legend">{fill(m.portfolio.scenario, { n: index + 1, name })}</legend>
      <ListIssues issues={issues} />
      <div className="ed-row__fields">
        {FIELDS.demandScenario.map((def) => (
          <Field
            key={def.key}
            group="demandScenario"
            def={def}
            index={index}
            placeholder={def.key === 'scale' ? m.portfolio.unitScale : def.key === 'monthlyRate' ? ratePlaceholder : undefined}
          />
        ))}
        <button type="button" className="ed-button ed-button--quiet" onClick={() => store.getState().applyEdit((d) => removeScenario(d, index))}>
          {fill(m.portfolio.removeScenario, { n: index + 1 })}
        </button>
      </div>
      {count === 1 ? <p className="ed-field__error">{m.portfolio.oneScenario}</p> : null}
    </fieldset>
  );
}

function ProbabilityCheck({ loaderSaysSo }: { loaderSaysSo: boolean }) {
  const { store, m, lang } = useEditor();
  const sum = store((s) => probabilitySum(selectField(s, 'portfolio.scenarios')));
  if (sum === null) return null;
  const ok = Math.abs(sum - 1) <= SUM_TOLERANCE;
  if (!ok && loaderSaysSo) return null;
  return (
    <p className={ok ? 'ed-check__ok' : 'ed-field__error'} data-testid="scenario-sum" data-ok={ok ? 'true' : 'false'} role="status">
      {ok ? m.portfolio.probabilitySumOk : fill(m.portfolio.probabilitySumOff, { sum: formatNumber(sum * 100, lang, 2) })}
    </p>
  );
}

export function DemandScenarios() {
  const { store, m } = useEditor();
  const count = store((s) => selectListLength(s, 'portfolio.scenarios'));
  const preset = store((s) => matchingPreset(selectField(s, 'portfolio.scenarios')));
  const issues = useIssuesAt('portfolio.scenarios');
  const edit = store.getState().applyEdit;
  return (
    <div className="ed-list" data-testid="portfolio-scenarios">
      <h3 className="ed-subtitle">{m.portfolio.scenariosTitle}</h3>
      <p className="ed-muted">{m.portfolio.scenariosIntro}</p>
      <div className="ed-actions" role="group" aria-label={m.portfolio.scenarioPresets}>
        <span className="ed-muted">{m.portfolio.scenarioPresets}</span>
        {SCENARIO_PRESET_IDS.map((id) => (
          <button
            key={id}
            type="button"
            className="ed-button"
            aria-pressed={preset === id}
            title={m.portfolio.scenarioPresetHelp[id]}
            onClick={() => edit((d) => setScenarioPreset(d, id, m.portfolio.scenarioPresetNames))}
          >
            {m.portfolio.scenarioPreset[id]}
          </button>
        ))}
      </div>
      {preset !== null ? (
        <p className="ed-muted" data-testid="scenario-preset">
          {fill(m.portfolio.presetLine, { name: m.portfolio.scenarioPreset[preset], help: m.portfolio.scenarioPresetHelp[preset] })}
        </p>
      ) : null}
      {Array.from({ length: count }, (_, i) => (
        <ScenarioRow key={i} index={i} count={count} />
      ))}
      {count > 0 ? <ProbabilityCheck loaderSaysSo={issues.length > 0} /> : null}
      <ListIssues issues={issues} />
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button"
          disabled={count >= LIMITS.maxScenarios}
          title={count >= LIMITS.maxScenarios ? fill(m.portfolio.scenarioLimit, { max: LIMITS.maxScenarios }) : undefined}
          onClick={() => edit((d) => addScenario(d, (n) => fill(m.portfolio.defaultScenario, { n })))}
        >
          {m.portfolio.addScenario}
        </button>
        {count > 0 ? (
          <button type="button" className="ed-button ed-button--quiet" onClick={() => edit(removeScenarios)}>
            {m.portfolio.removeScenarios}
          </button>
        ) : null}
      </div>
      {count > 1 ? <DemandRisk /> : null}
    </div>
  );
}
