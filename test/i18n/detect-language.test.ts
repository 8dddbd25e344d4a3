import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/i18n/detect-language';

describe('detectLanguage', () => {
  it('prefers a remembered, supported choice over the OS languages', () => {
    expect(detectLanguage('zh-CN', ['en-US'])).toBe('zh-CN');
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
  });

  it('ignores a remembered value it does not ship', () => {
    expect(detectLanguage('fr', ['zh-TW'])).toBe('zh-CN');
    expect(detectLanguage('', ['en-GB'])).toBe('en');
  });

  it('maps any Chinese variant to zh-CN', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-TW', 'zh-HK', 'ZH_cn']) {
      expect(detectLanguage(null, [tag]), tag).toBe('zh-CN');
    }
  });

  it('follows the order of the OS languages, skipping ones it does not ship', () => {
    expect(detectLanguage(null, ['fr-FR', 'zh-CN', 'en-US'])).toBe('zh-CN');
    expect(detectLanguage(null, ['de', 'en-US', 'zh-CN'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(detectLanguage(null, [])).toBe('en');
    expect(detectLanguage(null, ['ja-JP', 'ko'])).toBe('en');
    expect(detectLanguage(null, ['zhx'])).toBe('en');
  });
});
