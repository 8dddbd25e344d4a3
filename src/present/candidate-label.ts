// An uncertainty input's name as the form shows it ("Investment › Utilization"): kept apart from
// the uncertainty section's components so the results and the report can name inputs without
// loading the editor's form (and the unit parser, mathjs, behind it).
import { generationName } from '../../models/glossary';
import { editorZhCN } from '../i18n/areas/editor';
import type { Doc } from '../../models/path';
import { getAt, parsePath } from '../../models/path';
import { fieldText, type FieldGroup } from './field-defs';
import { fill, type EditorMessages } from './messages';
import type { UncertaintyCandidate } from './uncertainty-paths';

function groupLabel(m: EditorMessages, group: FieldGroup, item: number | undefined, doc: Doc | null): string {
  const g = m.groups;
  switch (group) {
    case 'generation': {
      const id = fieldAt(doc, `market.generations[${(item ?? 1) - 1}].id`);
      const label = fieldAt(doc, `market.generations[${(item ?? 1) - 1}].label`);
      const lang = m === editorZhCN ? 'zh-CN' : 'en';
      return fill(g.generation, { id: typeof id === 'string' ? generationName(id, typeof label === 'string' ? label : undefined, lang) : String(item) });
    }
    case 'parity':
      return fill(g.parity, { n: item ?? 1 });
    case 'quote': {
      const p = fieldAt(doc, `quotes[${(item ?? 1) - 1}].provider`);
      return fill(g.quote, { n: item ?? 1, provider: typeof p === 'string' ? p : '' });
    }
    case 'tranche': {
      // A tranche by its name (never its path); its number when it has none.
      const name = fieldAt(doc, `investment.tranches[${(item ?? 1) - 1}].name`);
      return `${g.investment} › ${fill(g.tranche, { name: typeof name === 'string' && name !== '' ? name : String(item ?? 1) })}`;
    }
    case 'renewal':
    case 'exit':
      return `${g.investment} › ${m.investmentParts.lender[group]}`;
    case 'site':
    case 'node':
    case 'investment':
    case 'rentVsBuy':
    case 'workload':
      return g[group];
    default:
      return '';
  }
}

export function candidateLabel(m: EditorMessages, c: Pick<UncertaintyCandidate, 'group' | 'key' | 'item'>, doc: Doc | null): string {
  return `${groupLabel(m, c.group, c.item, doc)} › ${fieldText(m, c.group, c.key).label}`;
}

/** A field of the document by path, or undefined: the report reads names without the editor's store (which loads the engine). */
function fieldAt(doc: Doc | null, path: string): unknown {
  try {
    return doc ? getAt(doc, parsePath(path)) : undefined;
  } catch {
    return undefined;
  }
}
