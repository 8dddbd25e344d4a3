// What a reload (or the next launch) comes back to: the scenario last open in the editor, reopened
// when the editor is shown with nothing open. Kept in the same local storage as the language; never
// required (a storage that throws or is absent just starts fresh).

export const LAST_SCENARIO_KEY = 'gpuplan.lastScenario';

export interface SessionStorage {
  getItem?(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

export interface LastSession {
  scenarioId: string | null;
}

export function readLastSession(storage: SessionStorage | null): LastSession {
  try {
    const id = storage?.getItem?.(LAST_SCENARIO_KEY) ?? null;
    return { scenarioId: id && id.length <= 200 ? id : null };
  } catch {
    return { scenarioId: null };
  }
}

export function rememberScenario(storage: SessionStorage | null, id: string | null): void {
  write(storage, LAST_SCENARIO_KEY, id);
}

function write(storage: SessionStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) {
      if (storage?.removeItem) storage.removeItem(key);
      else storage?.setItem(key, '');
    } else storage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the next start simply opens on the start page.
  }
}
