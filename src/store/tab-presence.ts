// Which app tabs or windows are alive, so that a crash journal is restored only when the tab that
// wrote it is gone (a crash, a kill, a closed tab), never while it is still open and editing.
// Each tab holds a Web Lock named after its id for as long as it lives; the browser releases it
// when the tab's renderer ends, however it ends. Where the Web Locks API is missing, liveness is
// unknown (null) and every other tab's journal counts as left behind (the behaviour before tabs
// were told apart).

export const TAB_LOCK_PREFIX = 'gpuplan.tab.';

/** The part of navigator.locks used here. */
export interface TabLocks {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

let ownId: string | null = null;

/** This tab's id, the same for the page's lifetime. */
export function thisTabId(): string {
  ownId ??= crypto.randomUUID();
  return ownId;
}

export function browserTabLocks(): TabLocks | null {
  try {
    const locks = typeof navigator !== 'undefined' ? (navigator as { locks?: TabLocks }).locks : undefined;
    return locks && typeof locks.request === 'function' && typeof locks.query === 'function' ? locks : null;
  } catch {
    return null;
  }
}

const holding = new Set<string>();

/** Holds this tab's presence lock until the page ends (idempotent). */
export function announceTab(locks: TabLocks | null = browserTabLocks(), tabId: string = thisTabId()): void {
  if (!locks || holding.has(tabId)) return;
  holding.add(tabId);
  void locks.request(`${TAB_LOCK_PREFIX}${tabId}`, () => new Promise<never>(() => {})).catch(() => holding.delete(tabId));
}

/** Ids of the tabs alive now (this one included once announced); null when it cannot be known. */
export async function liveTabIds(locks: TabLocks | null = browserTabLocks()): Promise<ReadonlySet<string> | null> {
  if (!locks) return null;
  try {
    const { held = [] } = await locks.query();
    const ids = new Set<string>();
    for (const lock of held) {
      if (typeof lock.name === 'string' && lock.name.startsWith(TAB_LOCK_PREFIX)) ids.add(lock.name.slice(TAB_LOCK_PREFIX.length));
    }
    return ids;
  } catch {
    return null;
  }
}
