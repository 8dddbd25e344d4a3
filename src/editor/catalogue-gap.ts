// Issue 33 ("never relabel a number"): a money field left empty because the plan states no USD rate
// says so — under the field (the catalogue's USD figure and the rate it needs) and in the toolbar
// (the fields by their labels), instead of a silent blank the engine reads as its default.
import type { Language } from '../i18n/languages';
import { fieldText, type FieldGroup } from '../present/field-defs';
import { fill, type EditorMessages } from '../present/messages';
import { unitText, type UnitId } from '../present/units';
import type { CatalogueGap } from './catalogue-fill';
import type { Scenario } from '../../models/scenario';
import { warningFieldLabel } from '../results/warning-label';
import { isPlainObject } from '../store/path';

function usdAmount(usd: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'zh-CN' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 6 }).format(usd);
}

/** "Left empty: the catalogue's 58,333 USD/GPU needs a USD → CNY rate (Money also in (display currency))". */
export function gapText(m: EditorMessages, lang: Language, unit: UnitId | undefined, gap: CatalogueGap): string {
  return gapTextIn(m, lang, unitText(unit, m, 'USD'), gap);
}

/** gapText with the unit already in words, in USD ("USD/GPU"). */
export function gapTextIn(m: EditorMessages, lang: Language, usdUnit: string, gap: CatalogueGap): string {
  return fill(m.catalogue.leftEmpty, { usd: usdAmount(gap.usd, lang), unit: usdUnit, currency: gap.currency, section: m.lists.display });
}

/**
 * "Left empty for want of a USD rate: Capex per GPU (Investment), Quote 1 · Acme › Price (Quotes)…" —
 * undefined when none is. List items are named from `doc` as the results name them.
 */
export function gapsText(m: EditorMessages, paths: readonly string[], lang: Language = 'en', doc: unknown = null): string | undefined {
  if (paths.length === 0) return undefined;
  const names = paths.map((path) => {
    if (path.includes('[')) {
      const [title, ...rest] = warningFieldLabel(path, lang, isPlainObject(doc) ? (doc as unknown as Scenario) : null).split(' › ');
      return fill(m.toolbar.catalogueGapField, { label: rest.join(' › '), section: title });
    }
    const [section, key] = path.split('.');
    const title = (m.sections as Record<string, { title: string }>)[section]?.title ?? section;
    return fill(m.toolbar.catalogueGapField, { label: fieldText(m, section as FieldGroup, key).label, section: title });
  });
  return fill(m.toolbar.catalogueGaps, { fields: names.join(m.toolbar.catalogueGapSeparator) });
}
