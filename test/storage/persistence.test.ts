import { describe, expect, it } from 'vitest';
import { requestPersistence, storageEstimate } from '../../src/storage/persistence';

function fakeNavigator(state: { persisted: boolean; grant: boolean; usage?: number; quota?: number; fail?: boolean }) {
  const calls: string[] = [];
  const storage = {
    estimate: async () => {
      calls.push('estimate');
      if (state.fail) throw new Error('nope');
      return { usage: state.usage, quota: state.quota };
    },
    persisted: async () => {
      calls.push('persisted');
      return state.persisted;
    },
    persist: async () => {
      calls.push('persist');
      state.persisted = state.grant;
      return state.grant;
    },
  };
  return { nav: { storage }, calls };
}

describe('persistence and estimate', () => {
  it('reports usage, quota and persistence', async () => {
    const { nav } = fakeNavigator({ persisted: true, grant: true, usage: 12_345, quota: 9_000_000 });
    expect(await storageEstimate(nav)).toEqual({ usage: 12_345, quota: 9_000_000, persisted: true });
  });

  it('gives nulls when the browser has no StorageManager or the estimate fails', async () => {
    expect(await storageEstimate({})).toEqual({ usage: null, quota: null, persisted: null });
    const { nav } = fakeNavigator({ persisted: false, grant: false, fail: true });
    expect(await storageEstimate(nav)).toEqual({ usage: null, quota: null, persisted: false });
  });

  it('asks for persistence only when not yet granted', async () => {
    const granted = fakeNavigator({ persisted: true, grant: true });
    expect(await requestPersistence(granted.nav)).toBe(true);
    expect(granted.calls).toEqual(['persisted']);
    const denied = fakeNavigator({ persisted: false, grant: false });
    expect(await requestPersistence(denied.nav)).toBe(false);
    expect(denied.calls).toEqual(['persisted', 'persist']);
    expect(await requestPersistence({})).toBeNull();
  });
});
