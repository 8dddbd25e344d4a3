// Where an engine warning points, named as the editor's form names it ("Site and power › Contracted
// power", "Workload and quotes › Quote 1 · Provider East › Storage"): never a raw field path.
import type { Scenario } from '../../models/scenario';
import { labelContext, labelInput } from '../present/input-labels';
import { editorMessages } from '../present/messages';
import { resultsEn, resultsZhCN } from '../i18n/areas/results';
import type { Language } from '../i18n/languages';

const SEGMENT = /^([A-Za-z_$][\w$]*)(?:\[(\d+)\])?$/;

export function warningFieldLabel(path: string, lang: Language, scenario: Scenario | null): string {
  const m = editorMessages(lang);
  const items = (lang === 'zh-CN' ? resultsZhCN : resultsEn).compare.items;
  const ctx = labelContext(scenario ? [scenario] : [], scenario?.currency ?? 'USD', items);
  const parts = path.split('.');
  const head = SEGMENT.exec(parts[0]);
  const top = head?.[1] ?? parts[0];
  const sections = m.sections as Record<string, { title: string }>;
  const section = Object.hasOwn(sections, top === 'workload' ? 'quotes' : top) ? sections[top === 'workload' ? 'quotes' : top].title : undefined;
  const l = labelInput(path, m, ctx);
  if (parts.length === 1) {
    // A whole section ("investment") or a whole item ("quotes[1]").
    if (head?.[2] !== undefined && l.item) return section ? `${section} › ${l.item}` : l.item;
    if (section) return section;
  }
  const name = l.item ? `${l.item} › ${l.label}` : l.label;
  return section ? `${section} › ${name}` : name;
}
