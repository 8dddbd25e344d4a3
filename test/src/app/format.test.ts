import { describe, expect, it } from 'vitest';
import { formatBytes, utf8ByteLength } from '../../../src/app/format-bytes';
import { ariaKeyShortcut, isMacPlatform, shortcutLabel } from '../../../src/app/shortcut-label';

describe('formatBytes', () => {
  it('gives exact bytes below 1 kB in words', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(999, 'en')).toBe('999 bytes');
    expect(formatBytes(17, 'zh-CN')).toBe('17字节');
  });

  it('gives kB and MB, 1000-based, with one decimal at most', () => {
    expect(formatBytes(1000, 'en')).toBe('1 kB');
    expect(formatBytes(2500, 'en')).toBe('2.5 kB');
    expect(formatBytes(999_949, 'en')).toBe('999.9 kB');
    expect(formatBytes(1_250_000, 'en')).toBe('1.3 MB');
    expect(formatBytes(12_000_000, 'zh-CN')).toBe('12 MB');
  });
});

describe('utf8ByteLength', () => {
  it('counts bytes, not characters', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('算力')).toBe(6);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('😀')).toBe(4);
  });
});

describe('shortcut labels', () => {
  it('writes Ctrl elsewhere and ⌘ on macOS', () => {
    expect(shortcutLabel('open', false)).toBe('Ctrl+O');
    expect(shortcutLabel('redo', false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel('save-version', true)).toBe('⌘S');
    expect(shortcutLabel('redo', true)).toBe('⌘⇧Z');
  });

  it('uses the aria-keyshortcuts syntax', () => {
    expect(ariaKeyShortcut('open', false)).toBe('Control+O');
    expect(ariaKeyShortcut('redo', true)).toBe('Meta+Shift+Z');
  });

  it('recognises macOS platform names', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('darwin')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('Win32')).toBe(false);
  });
});
