// Compare's differing inputs, grouped by section: each row names its field by label (with its list
// item and unit) and which key results it moves; a section opens when something in it moves a key
// result or it is short. Sections with no difference are listed in one line.

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { diffInputs, impactsByPath, type DifferenceImpact } from '../../models/compare';
import { withoutLeftOutSections } from './left-out-rows';
import type { Scenario } from '../../models/scenario/types';
import { formatNumber } from '../format/format';
import type { Language } from '../i18n/languages';
import { formatLeaf } from '../present/format-compare';
import { labelContext, type ItemTexts } from '../present/input-labels';
import { editorMessages } from '../present/messages';
import { CompareColgroup, CompareHead, compareTableClass } from './compare-columns';
import { groupDifferences, presentSections, type DiffRow } from './compare-view';

/** Text longer than this is clipped to one line in a cell (full text on hover and focus). */
const LONG_TEXT = 32;

/** A section stays open when something in it moves a key result or it is short; the rest start closed. */
const OPEN_UP_TO = 6;

/** How compared list items are named ("Quote 2", "Generation H100") in the page's language. */
function useItemTexts(lang: Language): ItemTexts {
  const { t } = useTranslation(undefined, { lng: lang });
  return {
    quoteItem: t('results.compare.items.quoteItem'),
    quoteNumber: t('results.compare.items.quoteNumber'),
    generationItem: t('results.compare.items.generationItem'),
    generationNumber: t('results.compare.items.generationNumber'),
    parityItem: t('results.compare.items.parityItem'),
    parityNumber: t('results.compare.items.parityNumber'),
  };
}

interface DifferencesSectionProps {
  names: readonly string[];
  scenarios: readonly Scenario[];
  /** The first scenario's currency names money fields' units. */
  currency: string;
  lang: Language;
  impacts: readonly DifferenceImpact[] | null;
  expandAll: boolean;
  /** Sections a compared plan is evaluated without: their inputs are not compared. */
  leftOutSections?: readonly string[];
  keyName: (key: string) => string;
}

export function DifferencesSection({ names, scenarios, currency, lang, impacts, expandAll, leftOutSections, keyName }: DifferencesSectionProps) {
  const { t } = useTranslation(undefined, { lng: lang });
  const differences = useMemo(() => withoutLeftOutSections(diffInputs(scenarios), leftOutSections), [scenarios, leftOutSections]);
  const moves = useMemo(() => impactsByPath(impacts ?? []), [impacts]);
  const items = useItemTexts(lang);
  const { sections, identical } = groupDifferences(differences, moves, editorMessages(lang), labelContext(scenarios, currency, items), presentSections(scenarios));
  const moving = sections.reduce((s, x) => s + x.moving, 0);
  const sectionName = (id: string) => t(`results.compare.sections.${id as 'site'}`);
  return (
    <section className="compare-section" aria-labelledby="compare-diff-title" data-testid="compare-differences">
      <h3 id="compare-diff-title" className="compare-section__title">
        {t('results.compare.differences', { n: differences.length })}
      </h3>
      {differences.length === 0 ? (
        <p className="muted">{t('results.compare.noDifferences')}</p>
      ) : impacts === null ? (
        <p className="muted compare-section__note" data-testid="compare-impacts-pending">
          {t('results.compare.movingPending', { total: differences.length, name: names[0] })}
        </p>
      ) : (
        <p className="muted compare-section__note">{t('results.compare.movingNote', { n: moving, total: differences.length, name: names[0] })}</p>
      )}
      {sections.map((section) => (
        <details key={section.id} className="compare-group" data-section={section.id} open={expandAll || section.moving > 0 || section.rows.length <= OPEN_UP_TO}>
          <summary className="compare-group__summary">
            <span className="compare-group__title">{sectionName(section.id)}</span>{' '}
            <span className="muted">{t('results.compare.groupCount', { n: section.rows.length, moving: section.moving })}</span>
          </summary>
          <table className={compareTableClass('results-table compare-table compare-table--diff', names)}>
            <CompareColgroup names={names} />
            <CompareHead names={names} first={t('results.compare.field')} />
            <tbody>
              {section.rows.map((row) => (
                <DifferenceRow key={row.path} row={row} lang={lang} keyName={keyName} />
              ))}
            </tbody>
          </table>
        </details>
      ))}
      {identical.length > 0 ? (
        <p className="muted compare-identical" data-testid="compare-identical">
          {t('results.compare.identical', { list: identical.map(sectionName).join(', ') })}
        </p>
      ) : null}
    </section>
  );
}

function DifferenceRow({ row, lang, keyName }: { row: DiffRow; lang: Language; keyName: (key: string) => string }) {
  const { t } = useTranslation(undefined, { lng: lang });
  const labels = { absent: t('results.compare.absent'), yes: t('results.quotes.yes'), no: t('results.quotes.no') };
  const leafText = (v: DiffRow['values'][number]): string => {
    if (row.percent && typeof v === 'number') return `${formatNumber(v * 100, lang, 4)} %`;
    return row.valueText?.(v) ?? formatLeaf(v, lang, labels);
  };
  return (
    <tr data-path={row.path} className={row.moves.length > 0 ? 'compare-table__moves' : undefined}>
      <th scope="row">
        {row.item ? <span className="compare-table__item">{row.item}</span> : null}
        <span className="compare-table__label">{row.label}</span>
        {row.unit && !(row.percent && row.unit === '%') ? <span className="compare-table__unit"> ({row.unit})</span> : null}
        {row.moves.length > 0 ? <span className="compare-table__moved">{t('results.compare.moves', { list: row.moves.map(keyName).join(', ') })}</span> : null}
      </th>
      {row.values.map((v, i) => {
        const text = leafText(v);
        const long = text.length > LONG_TEXT;
        return (
          <td key={i} className={v === undefined ? 'compare-table__absent' : undefined}>
            <span className={long ? 'compare-cell compare-cell--clip' : 'compare-cell'} title={long ? text : undefined} tabIndex={long ? 0 : undefined}>
              {text}
            </span>
          </td>
        );
      })}
    </tr>
  );
}
