// A Latin name or a number placed in a Chinese sentence is spaced from the Chinese around it; a
// Chinese value is not (issue 33: "Helix Compute是").
import { describe, expect, it } from 'vitest';
import { fill } from '../../src/present/messages';
import { createI18n } from '../../src/i18n/create-i18n';
import { zhCN } from '../../src/i18n/zh-CN';
import { fillSpaced, resolveMarks, markPlaceholders } from '../../src/i18n/cjk-spacing';

describe('spacing where Latin meets Chinese', () => {
  it('spaces a Latin value from Chinese text on either side, and leaves Chinese and punctuation alone', () => {
    const template = '在共同的 {{months}} 个月窗口内，{{best}}是最便宜的报价，比{{second}}低 {{gap}}（{{share}}）。';
    expect(fillSpaced(template, { months: 36, best: 'Helix Compute', second: 'Acme', gap: '$0.10', share: '5 %' })).toBe(
      '在共同的 36 个月窗口内，Helix Compute 是最便宜的报价，比 Acme 低 $0.10（5 %）。',
    );
    expect(fillSpaced(template, { months: 36, best: '阿里云', second: '腾讯云', gap: '¥1', share: '5 %' })).toBe('在共同的 36 个月窗口内，阿里云是最便宜的报价，比腾讯云低 ¥1（5 %）。');
    expect(fill('{{name}}：', { name: 'H100' })).toBe('H100：');
    expect(fillSpaced('Compare {{a}} with {{b}}', { a: 'x', b: 'y' })).toBe('Compare x with y');
  });

  it('does the same through i18next in zh-CN, and marks nothing in English', () => {
    const marked = markPlaceholders({ a: '{{best}}是', b: ['比{{x}}低'] });
    expect(resolveMarks(marked.a.replace('{{best}}', 'Helix'))).toBe('Helix 是');
    expect(resolveMarks(marked.b[0].replace('{{x}}', '腾讯'))).toBe('比腾讯低');
    const i18n = createI18n({ storage: null, osLanguages: ['zh-CN'], document: null });
    // Any zh-CN string with a placeholder right before a Chinese character.
    const [key, text] = Object.entries(zhCN.scenarios).find(([, v]) => typeof v === 'string' && /\}\}\p{Script=Han}/u.test(v)) as [string, string];
    const name = /\{\{(\w+)\}\}\p{Script=Han}/u.exec(text)![1];
    const out = i18n.t(`scenarios.${key}` as never, { [name]: 'Helix Compute', count: 1, n: '1' } as never) as unknown as string;
    expect(out).toContain('Helix Compute ');
    expect(out).not.toContain('\uE000');
    const en = createI18n({ storage: null, osLanguages: ['en'], document: null });
    expect(en.t('scenarios.importedCount', { count: 2, n: '2' })).toBe('Imported 2 scenarios.');
  });
});
