import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clampWindowState, createWindowStateStore, DEFAULT_WINDOW_STATE } from '../../electron/window-state';

const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const rightMonitor = { x: 1440, y: 0, width: 2560, height: 1415 };

describe('clampWindowState', () => {
  it('keeps a window that fits where it was', () => {
    expect(clampWindowState({ x: 100, y: 50, width: 1200, height: 800, isMaximized: false }, [laptop])).toEqual({
      x: 100,
      y: 50,
      width: 1200,
      height: 800,
      isMaximized: false,
    });
  });

  it('drops the position when its display is gone (window gets centred)', () => {
    const state = clampWindowState({ x: 2000, y: 100, width: 1600, height: 1000, isMaximized: true }, [laptop]);
    expect(state).toEqual({ width: 1440, height: 875, isMaximized: true });
  });

  it('keeps a window on a secondary display and fits it inside that display', () => {
    const state = clampWindowState({ x: 3800, y: -20, width: 1200, height: 800 }, [laptop, rightMonitor]);
    expect(state).toEqual({ x: 4000 - 1200, y: 0, width: 1200, height: 800, isMaximized: false });
  });

  it('drops a position whose title bar is off screen above the display', () => {
    expect(clampWindowState({ x: 100, y: -700, width: 1000, height: 700 }, [laptop])).toEqual({
      width: 1000,
      height: 700,
      isMaximized: false,
    });
  });

  it('shrinks a window taller than its display and floors tiny sizes', () => {
    expect(clampWindowState({ x: 0, y: 0, width: 1400, height: 2000 }, [laptop])).toMatchObject({ height: 875, y: 0 });
    expect(clampWindowState({ width: 10, height: 10 }, [laptop])).toEqual({ width: 640, height: 480, isMaximized: false });
  });

  it('falls back to defaults for corrupt data or no displays', () => {
    for (const stored of [null, 'x', { width: 'wide', height: 2 }, { width: Number.NaN, height: 800 }, [1, 2]]) {
      expect(clampWindowState(stored, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
    }
    expect(clampWindowState({ width: 900, height: 700 }, [])).toEqual(DEFAULT_WINDOW_STATE);
  });
});

describe('createWindowStateStore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gpuplan-winstate-'));
  const files = { readFile, writeFile };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips a state through the JSON file', async () => {
    const file = path.join(dir, 'window-state.json');
    const store = createWindowStateStore(file, files);
    await store.save({ x: 10, y: 20, width: 1000, height: 700, isMaximized: true });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ x: 10, y: 20, width: 1000, height: 700, isMaximized: true });
    expect(await store.load([laptop])).toEqual({ x: 10, y: 20, width: 1000, height: 700, isMaximized: true });
  });

  it('loads defaults from a missing or corrupt file and never throws on save', async () => {
    expect(await createWindowStateStore(path.join(dir, 'none.json'), files).load([laptop])).toEqual(DEFAULT_WINDOW_STATE);
    const corrupt = path.join(dir, 'corrupt.json');
    writeFileSync(corrupt, '{"width": 12');
    expect(await createWindowStateStore(corrupt, files).load([laptop])).toEqual(DEFAULT_WINDOW_STATE);
    await expect(
      createWindowStateStore(path.join(dir, 'no', 'such', 'dir.json'), files).save(DEFAULT_WINDOW_STATE),
    ).resolves.toBeUndefined();
  });
});
