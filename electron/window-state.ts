import * as z from 'zod';

// Remembers the window's size and position in userData/window-state.json and puts the window
// back only where a display can show it (monitors get unplugged between sessions).

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  width: number;
  height: number;
  x?: number;
  y?: number;
  isMaximized: boolean;
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, isMaximized: false };
const MIN_SIZE = { width: 640, height: 480 };
/** How much of the title bar must land on some display for a saved position to be kept. */
const MIN_VISIBLE_PX = 64;

const storedStateSchema = z.object({
  width: z.number().finite(),
  height: z.number().finite(),
  x: z.number().finite().optional(),
  y: z.number().finite().optional(),
  isMaximized: z.boolean().optional(),
});

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Fits a stored state to the current displays' work areas: the size is capped by the largest
 * work area and floored at a usable minimum; the position is dropped (window gets centred) when
 * the top strip of the window would not be visible on any display.
 */
export function clampWindowState(stored: unknown, workAreas: readonly Rect[]): WindowState {
  const parsed = storedStateSchema.safeParse(stored);
  if (!parsed.success || workAreas.length === 0) return { ...DEFAULT_WINDOW_STATE };
  const s = parsed.data;
  const maxWidth = Math.max(...workAreas.map((a) => a.width));
  const maxHeight = Math.max(...workAreas.map((a) => a.height));
  const width = Math.round(Math.min(Math.max(s.width, MIN_SIZE.width), maxWidth));
  const height = Math.round(Math.min(Math.max(s.height, MIN_SIZE.height), maxHeight));
  const state: WindowState = { width, height, isMaximized: s.isMaximized ?? false };
  if (s.x === undefined || s.y === undefined) return state;

  const titleStrip: Rect = { x: Math.round(s.x), y: Math.round(s.y), width, height: Math.min(MIN_VISIBLE_PX, height) };
  const host = workAreas.find((area) => {
    const o = overlap(titleStrip, area);
    return o.width >= MIN_VISIBLE_PX && o.height >= Math.min(MIN_VISIBLE_PX, height) / 2;
  });
  if (!host) return state;
  // Fit the window inside the display that shows its title bar; the left/top edge wins.
  const fitWidth = Math.min(width, host.width);
  const fitHeight = Math.min(height, host.height);
  const x = Math.max(host.x, Math.min(titleStrip.x, host.x + host.width - fitWidth));
  const y = Math.max(host.y, Math.min(titleStrip.y, host.y + host.height - fitHeight));
  return { ...state, width: fitWidth, height: fitHeight, x, y };
}

export interface WindowStateStore {
  load(workAreas: readonly Rect[]): Promise<WindowState>;
  save(state: WindowState): Promise<void>;
}

export interface FileAccess {
  readFile(filePath: string, encoding: 'utf8'): Promise<string>;
  writeFile(filePath: string, data: string, encoding: 'utf8'): Promise<void>;
}

/** A store over one JSON file; unreadable or corrupt files mean "defaults", never a crash. */
export function createWindowStateStore(filePath: string, files: FileAccess): WindowStateStore {
  return {
    async load(workAreas) {
      let stored: unknown = undefined;
      try {
        stored = JSON.parse(await files.readFile(filePath, 'utf8'));
      } catch {
        stored = undefined;
      }
      return clampWindowState(stored, workAreas);
    },
    async save(state) {
      try {
        await files.writeFile(filePath, JSON.stringify(state), 'utf8');
      } catch {
        // Losing the window position is not worth an error dialog.
      }
    },
  };
}
