// What a reload (or the next launch) comes back to: the scenario last open in the editor and the
// page last shown. Kept in the same local storage as the language; never required (a storage that
// throws or is absent just starts fresh on the start page).
import { VIEWS, type ViewId } from './views';

export const LAST_SCENARIO_KEY = 'gpuplan.lastScenario';
export const LAST_VIEW_KEY = 'gpuplan.lastView';

export interface SessionStorage {
  getItem?(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

export interface LastSession {
  scenarioId: string | null;
  view: ViewId | null;
}

export function readLastSession(storage: SessionStorage | null): LastSession {
  try {
    const id = storage?.getItem?.(LAST_SCENARIO_KEY) ?? null;
    const view = storage?.getItem?.(LAST_VIEW_KEY) ?? null;
    return {
      scenarioId: id && id.length <= 200 ? id : null,
      view: VIEWS.find((v) => v === view) ?? null,
    };
  } catch {
    return { scenarioId: null, view: null };
  }
}

export function rememberScenario(storage: SessionStorage | null, id: string | null): void {
  write(storage, LAST_SCENARIO_KEY, id);
}

export function rememberView(storage: SessionStorage | null, view: ViewId): void {
  write(storage, LAST_VIEW_KEY, view);
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
