import { describe, expect, it } from 'vitest';
import { announceTab, liveTabIds, TAB_LOCK_PREFIX, thisTabId, type TabLocks } from '../../src/store/tab-presence';

// A lock manager like the browser's: a lock is held while its callback's promise is pending.
function fakeLocks() {
  const held = new Set<string>();
  const locks: TabLocks & { end(name: string): void } = {
    request: async (name, callback) => {
      held.add(name);
      return callback();
    },
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
    end: (name) => void held.delete(name),
  };
  return { locks, held };
}

describe('tab presence', () => {
  it('holds a lock named after the tab for as long as the page lives, once', async () => {
    const { locks, held } = fakeLocks();
    announceTab(locks, 'tab-a');
    announceTab(locks, 'tab-a');
    announceTab(locks, 'tab-b');
    held.add('some.other.lock');
    expect(await liveTabIds(locks)).toEqual(new Set(['tab-a', 'tab-b']));
    locks.end(`${TAB_LOCK_PREFIX}tab-b`); // the tab's renderer ended
    expect(await liveTabIds(locks)).toEqual(new Set(['tab-a']));
  });

  it('answers null (unknown) without the Web Locks API or when it fails', async () => {
    expect(await liveTabIds(null)).toBeNull();
    const failing: TabLocks = { request: async () => undefined, query: () => Promise.reject(new Error('SecurityError')) };
    expect(await liveTabIds(failing)).toBeNull();
  });

  it('keeps one id per page', () => {
    expect(thisTabId()).toBe(thisTabId());
    expect(thisTabId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
