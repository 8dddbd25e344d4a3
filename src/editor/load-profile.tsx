// The load within a month (docs/model.md › Demand plan `portfolio.profile`): blocks of the month's hours, each at
// a share of the peak, with presets and a live check that the shares cover the whole month (the
// loader's message about the sum shows beside it).

import { LIMITS } from '../../models/scenario/limits';
import { formatNumber } from '../format/format';
import { removeAt } from '../store/path';
import { addProfileBlock, PROFILE_PRESET_IDS, PROFILE_PRESETS, profileAverageLoad, profileShareSum, setProfilePreset } from '../store/portfolio-edits';
import type { ProfilePreset } from '../store/portfolio-edits';
import { selectField, selectListLength } from '../store/selectors';
import { useEditor, useIssuesAt } from './editor-context';
import { Field } from './field';
import { FIELDS } from '../present/field-defs';
import { ListIssues } from './list-issues';
import { fill } from '../present/messages';

/** Same tolerance as the loader (portfolio-checks.ts): the shares add up to 1 ± 1e-9. */
const SUM_TOLERANCE = 1e-9;

/** The preset the profile equals, if any (a primitive, for a store selector). */
function matchingPreset(profile: unknown): ProfilePreset | null {
  if (!Array.isArray(profile)) return null;
  return (
    PROFILE_PRESET_IDS.find((id) => {
      const blocks = PROFILE_PRESETS[id];
      return blocks.length === profile.length && blocks.every((b, i) => profile[i]?.share === b.share && profile[i]?.load === b.load);
    }) ?? null
  );
}

function BlockRow({ index }: { index: number }) {
  const { store, m } = useEditor();
  return (
    <fieldset className="ed-row">
      <legend className="ed-row__legend">{fill(m.portfolio.block, { n: index + 1 })}</legend>
      <div className="ed-row__fields">
        {FIELDS.profileBlock.map((def) => (
          <Field key={def.key} group="profileBlock" def={def} index={index} />
        ))}
        <button
          type="button"
          className="ed-button ed-button--quiet"
          onClick={() => store.getState().applyEdit((d) => removeAt(d, 'portfolio.profile', index))}
        >
          {fill(m.portfolio.removeBlock, { n: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The shares' sum as typed, before the loader answers. Once the loader's message about the profile
 * is shown (it states the sum too), a sum off 100 % is not said twice.
 */
function ShareCheck({ loaderSaysSo }: { loaderSaysSo: boolean }) {
  const { store, m, lang } = useEditor();
  const sum = store((s) => profileShareSum(selectField(s, 'portfolio.profile')));
  const average = store((s) => profileAverageLoad(selectField(s, 'portfolio.profile')));
  const ok = Math.abs(sum - 1) <= SUM_TOLERANCE;
  return (
    <div className="ed-check" data-testid="profile-sum" data-ok={ok ? 'true' : 'false'} role="status">
      {ok || !loaderSaysSo ? (
        <p className={ok ? 'ed-check__ok' : 'ed-field__error'}>
          {ok ? m.portfolio.sumOk : fill(m.portfolio.sumOff, { sum: formatNumber(sum * 100, lang, 2) })}
        </p>
      ) : null}
      {ok && average !== null ? <p className="ed-muted">{fill(m.portfolio.averageLoad, { load: formatNumber(average * 100, lang, 1) })}</p> : null}
    </div>
  );
}

export function LoadProfile() {
  const { store, m } = useEditor();
  const count = store((s) => selectListLength(s, 'portfolio.profile'));
  const preset = store((s) => matchingPreset(selectField(s, 'portfolio.profile')));
  const issues = useIssuesAt('portfolio.profile');
  return (
    <div className="ed-list" data-testid="portfolio-profile">
      <h3 className="ed-subtitle">{m.portfolio.profileTitle}</h3>
      <p className="ed-muted">{m.portfolio.profileIntro}</p>
      <div className="ed-actions" role="group" aria-label={m.portfolio.presets}>
        <span className="ed-muted">{m.portfolio.presets}</span>
        {PROFILE_PRESET_IDS.map((id) => (
          <button
            key={id}
            type="button"
            className="ed-button"
            aria-pressed={preset === id}
            title={m.portfolio.presetHelp[id]}
            onClick={() => store.getState().applyEdit((d) => setProfilePreset(d, id))}
          >
            {m.portfolio.preset[id]}
          </button>
        ))}
      </div>
      {preset !== null ? (
        <p className="ed-muted" data-testid="profile-preset">
          {fill(m.portfolio.presetLine, { name: m.portfolio.preset[preset], help: m.portfolio.presetHelp[preset] })}
        </p>
      ) : null}
      {Array.from({ length: count }, (_, i) => (
        <BlockRow key={i} index={i} />
      ))}
      <ShareCheck loaderSaysSo={issues.length > 0} />
      <ListIssues issues={issues} />
      <div className="ed-actions">
        <button
          type="button"
          className="ed-button"
          disabled={count >= LIMITS.maxProfileBlocks}
          onClick={() => store.getState().applyEdit(addProfileBlock)}
        >
          {m.portfolio.addBlock}
        </button>
      </div>
    </div>
  );
}
