import { describe, expect, it } from 'vitest';
import { MENU_COMMANDS } from '../../electron/ipc';
import { VIEWS } from '../../src/app/views';
import { en } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-CN';

// Every leaf as "a.b.c" → value.
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const enLeaves = leaves(en);
const zhLeaves = leaves(zhCN);

describe('translation resources', () => {
  it('have the same keys in English and Chinese', () => {
    expect([...zhLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    expect(enLeaves.size).toBeGreaterThan(60);
  });

  it('hold only non-empty strings', () => {
    for (const [path, value] of [...enLeaves, ...zhLeaves]) {
      expect(typeof value, path).toBe('string');
      expect(String(value).trim(), path).not.toBe('');
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [path, value] of enLeaves) {
      expect(placeholders(zhLeaves.get(path)), path).toEqual(placeholders(value));
    }
  });

  it('actually translate: Chinese strings differ from English except names and the brand-neutral ones', () => {
    const same = [...enLeaves].filter(([path, value]) => zhLeaves.get(path) === value).map(([path]) => path);
    // The brief's page line is a name and a date only ("{{name}} · {{date}}"): nothing to translate.
    expect(same.sort()).toEqual(['about.runtimeElectron', 'language.en', 'language.zh-CN', 'results.brief.pageMeta']);
    expect(zhCN.app.name).toBe('算力规划');
    expect(en.app.name).toBe('GPU Plan');
  });

  it('name every menu command and every view', () => {
    for (const command of MENU_COMMANDS) expect(enLeaves.has(`commands.${command}`), command).toBe(true);
    for (const view of VIEWS) expect(enLeaves.has(`nav.${view}`), view).toBe(true);
  });
});
