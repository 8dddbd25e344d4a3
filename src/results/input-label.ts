// An input's name as the editor's form shows it ("Investment › Utilization", "Generation B200 ›
// Available from month"), for tornados and the drawn-inputs table: never a bare field path
// unless the path names no form field.
import type { Scenario } from '../../models/scenario';
import { editorMessages } from '../editor/messages';
import { candidateLabel } from '../editor/candidate-label';
import { targetOf } from '../editor/uncertainty-paths';
import type { Doc } from '../store/doc-edits';
import type { Language } from '../i18n/languages';

export function inputLabeler(scenario: Scenario | null, lang: Language): (path: string) => string {
  const m = editorMessages(lang);
  const doc = scenario as unknown as Doc | null;
  return (path) => {
    const target = targetOf(path);
    return target ? candidateLabel(m, { group: target.group, key: target.def.key, item: target.item }, doc) : path;
  };
}
