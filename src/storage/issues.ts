// Problems found in a file being imported (scenario files and bundles, backups, catalogue overrides),
// in the engine's issue shape: a path and a message in both languages that starts with it.

import type { ScenarioIssue } from '../../models/scenario/types';

export { isPlainRecord as isRecord } from '../../models/scenario/safety';

export function issue(path: string, en: string, zh: string): ScenarioIssue {
  return { path, message: { en: path === '' ? en : `${path}: ${en}`, 'zh-CN': path === '' ? zh : `${path}：${zh}` } };
}

/** Issues found inside a part of the file (`scenarios[3]`, `overrides`), with paths from the file's top. */
export function prefixIssues(issues: readonly ScenarioIssue[], prefix: string): ScenarioIssue[] {
  if (prefix === '') return [...issues];
  return issues.map((i) => {
    const path = i.path === '' ? prefix : i.path.startsWith('[') ? `${prefix}${i.path}` : `${prefix}.${i.path}`;
    const strip = (text: string, sep: string) => (i.path !== '' && text.startsWith(`${i.path}${sep}`) ? text.slice(i.path.length + sep.length) : text);
    // The path-free rule and a number's range go along: a front end names the field by its label.
    const extra: Partial<ScenarioIssue> = {};
    if (i.rule) extra.rule = i.rule;
    if (i.range) extra.range = i.range;
    if (i.missing) extra.missing = true;
    return { ...issue(path, strip(i.message.en, ': '), strip(i.message['zh-CN'], '：')), ...extra };
  });
}

/** A value as shown in a message: short, and "nothing" for a missing one. */
export function shownValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * A file's version field: a whole number from 1 that this app can read (at most `readable`); a newer
 * one is refused with `newer` (which says to update the app). Null when the version is fine.
 */
export function versionIssue(field: string, value: unknown, readable: number, newer: { en: string; zh: string }): ScenarioIssue | null {
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    return issue(field, `must be a whole number from 1 (got ${shownValue(value)})`, `必须是从 1 起的整数（实际为 ${shownValue(value)}）`);
  }
  return (value as number) > readable ? issue(field, newer.en, newer.zh) : null;
}
