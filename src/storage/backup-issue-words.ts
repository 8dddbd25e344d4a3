// A refused backup's problems in a planner's words (issue 33): each names the part of the file by
// labels in the UI language ("Scenarios, record 4 · Created: must be a time …"), never by its dotted
// path (kept as the issue's `path`). Deeper parts of a stored document (a forbidden key inside a
// scenario) are named by the record they are in. Problems of the file as a whole keep their wording.
import type { ScenarioIssue } from '../../models/scenario/types';
import { fillSpaced } from '../i18n/cjk-spacing';
import type { Language } from '../i18n/languages';
import { settingsEn, settingsZhCN } from '../i18n/areas/settings';

type Words = typeof settingsEn.backupIssue;
const LANGS: readonly Language[] = ['en', 'zh-CN'];
const wordsOf = (lang: Language): Words => (lang === 'zh-CN' ? settingsZhCN : settingsEn).backupIssue;
const own = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => Object.hasOwn(o, k);

/** The part of a backup a path points to, by labels; null when it has none (the message keeps its words). */
export function backupPartLabel(path: string, lang: Language): string | null {
  const w = wordsOf(lang);
  const table = (name: string): string | null => (own(w.tables, name) ? w.tables[name] : null);
  const field = (name: string): string => (own(w.fields, name) ? w.fields[name] : name);
  const rec = /^data\.(\w+)\[(\d+)\](?:\.(\w+))?/.exec(path);
  if (rec) {
    const t = table(rec[1]);
    if (t === null) return null;
    const record = fillSpaced(w.record, { table: t, n: Number(rec[2]) + 1 });
    return rec[3] === undefined ? record : `${record} · ${field(rec[3])}`;
  }
  const list = /^(data|counts)\.(\w+)$/.exec(path);
  if (list) {
    const t = table(list[2]);
    if (t === null) return null;
    return list[1] === 'counts' ? fillSpaced(w.count, { table: t }) : t;
  }
  return own(w.fields, path) ? w.fields[path] : null;
}

/** The issues with their messages restated by label in both languages (the rule after the label). */
export function labelBackupIssues(issues: readonly ScenarioIssue[]): ScenarioIssue[] {
  return issues.map((issue) => {
    if (issue.path === '' || backupPartLabel(issue.path, 'en') === null) return issue;
    const message = Object.fromEntries(
      LANGS.map((lang) => {
        const text = issue.rule?.[lang] ?? issue.message[lang];
        const sep = lang === 'zh-CN' ? '：' : ': ';
        const rule = text.startsWith(`${issue.path}${sep}`) ? text.slice(issue.path.length + sep.length) : text;
        return [lang, fillSpaced(wordsOf(lang).line, { field: backupPartLabel(issue.path, lang)!, rule })];
      }),
    ) as ScenarioIssue['message'];
    return { ...issue, message };
  });
}
