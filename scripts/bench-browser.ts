// Browser-driven figures for `npm run bench` (the workspace, issue 5), through playwright-core and
// Chromium (the one test/e2e/browser.ts resolves) against `vite preview` of the built dist/ — the same setup as the e2e tests.
//   coldLoadMs:      navigation start → the first heading rendered and the nav interactive, fresh profile
//   editToChartsMs:  a contracted-MW edit → the worker's result painted (headline and the charts on screen), 60-month scenario
//                    (editToChartsNextFrameMs: → the start of the following frame, as measured before issue 15;
//                    editMainThreadMs / editScriptMs: the main thread's CPU time per edit, all of it, Chromium's own count;
//                    editFloorMs / editFloorNextFrameMs: the same two figures for one text node changed directly, in
//                    the same page at the same points of the frame: the floor no edit can go under;
//                    editNextFrameAboveFloorMs: the next frame's median less its floor's)
//   list5000Ms:      opening the scenario list with 5,000 stored scenarios → the first rows painted
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { setup, teardown } from '../test/e2e/global-setup';
import { median } from './bench-stats';

type Report = Record<string, unknown>;

const round = (x: number) => Math.round(x * 10) / 10;

// tsx (esbuild keepNames) wraps named functions in `__name(...)`; functions handed to
// page.evaluate run in the page, which needs the same helper.
const KEEP_NAMES_SHIM = 'globalThis.__name = (f) => f;';

const nav = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name });

async function coldLoad(baseURL: string, runs: number): Promise<number[]> {
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(baseURL);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await nav(page, /^Scenarios/).waitFor();
      // Navigation start → the app's first heading and navigation in the DOM, measured in the page.
      const ms = await page.evaluate(() => performance.now());
      if (i > 0) times.push(ms); // the first run warms the server's file cache
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** The bench's page for edits: the 100 MW campus template open in the workspace, its figures on screen. */
export async function openEditBench(page: Page, baseURL: string): Promise<void> {
  await page.addInitScript(KEEP_NAMES_SHIM);
  await page.goto(baseURL);
  await nav(page, /^Scenarios/).click();
  await page.getByRole('button', { name: 'New scenario' }).click();
  await page.locator('[data-template="100mw-campus"]').click();
  await page.locator('[data-figure="gpus"] .headline__value').waitFor();
}

export interface EditOnce {
  painted: number;
  nextFrame: number;
  /**
   * Frames drawn after the edit and before the one with its figures (0 or 1): the keystroke's own
   * frame, drawn when the display's refresh came before the worker's answer was handled; the
   * figures then wait for the refresh after it.
   */
  framesBefore: number;
}

/**
 * The `i`-th contracted-MW edit (a different GPU count every time), typed at its own point of the
 * frame: ms from the edit to its result painted, and to the start of the frame after that.
 */
export async function editOnce(page: Page, i: number): Promise<EditOnce> {
  const mw = 60 + (i % 2 === 0 ? i : -i) * 0.5; // a different GPU count every time
  // Typing is not in step with the display: each edit starts at its own point of the frame
  // (0, 5.3, 10.6, 15.9, 4.2 … ms after a frame starts), not right after one.
  const phase = (i * 5.3) % 16.7;
  return page.evaluate(async ([value, delay]) => {
    await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, delay)));
    const input = [...document.querySelectorAll('input')].find((el) => el.getAttribute('aria-label')?.startsWith('Contracted power') || (el.labels?.[0]?.textContent ?? '').startsWith('Contracted power'));
    if (!input) throw new Error('no contracted power input');
    const figure = document.querySelector('[data-figure="gpus"] .headline__value');
    const before = figure?.textContent;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const t0 = performance.now();
    setter.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // The first animation frame that finds the new figure is the one that paints it: a message
    // posted from its rAF callback is handled right after that frame's paint (`painted`).
    // `nextFrame`, the start of the frame after it, is the figure this bench reported before
    // (it adds up to one frame, so it could never be under 16.7 ms).
    return await new Promise<{ painted: number; nextFrame: number; framesBefore: number }>((done, fail) => {
      let frames = 0;
      const timer = setTimeout(() => fail(new Error('no update within 5 s')), 5000);
      const check = () => {
        if (document.querySelector('[data-figure="gpus"] .headline__value')?.textContent !== before) {
          clearTimeout(timer);
          let painted = 0;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (painted = performance.now() - t0);
          channel.port2.postMessage(null);
          requestAnimationFrame(() => done({ painted, nextFrame: performance.now() - t0, framesBefore: frames }));
        } else {
          frames++;
          requestAnimationFrame(check);
        }
      };
      // Looked for in animation frames only: an edit answered within its own task has its figure
      // in the DOM at once, and only the frame's callbacks come before that frame's paint.
      requestAnimationFrame(check);
    });
  }, [mw, phase] as const);
}

/** The floor: one text node of the headline changed directly, painted (frame start, painted, the start of the frame after). */
export async function floorOnce(page: Page, i: number): Promise<{ frameMs: number; paintedMs: number; nextFrameMs: number }> {
  return page.evaluate(async ([delay, n]) => {
    await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, delay)));
    const text = document.querySelector('[data-figure="gpus"] .headline__value')?.firstChild;
    if (!text) throw new Error('no headline figure');
    const t0 = performance.now();
    text.textContent = `${text.textContent}${n % 2 ? ' ' : ''}`;
    return await new Promise<{ frameMs: number; paintedMs: number; nextFrameMs: number }>((done) =>
      requestAnimationFrame(() => {
        const frameMs = performance.now() - t0;
        let paintedMs = NaN;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (paintedMs = performance.now() - t0);
        channel.port2.postMessage(null);
        // The bench's editToChartsNextFrameMs for this bare change: the start of the frame after.
        requestAnimationFrame(() => done({ frameMs, paintedMs, nextFrameMs: performance.now() - t0 }));
      }),
    );
  }, [(i * 5.3) % 16.7, i] as const);
}

interface EditTimes {
  times: number[];
  nextFrames: number[];
  /** The window's main thread busy per edit (Chromium's TaskDuration, CPU time of the renderer's main thread), ms. */
  mainThreadMs: number;
  /** … of which running script (ScriptDuration), ms. */
  scriptMs: number;
  /** Share of the edits whose figures came a frame after the keystroke's own frame (EditOnce.framesBefore > 0). */
  lateShare: number;
  /** The floor in the same page at the same points of the frame (floorOnce): painted and the frame after, ms. */
  floorPainted: number[];
  floorNextFrames: number[];
}

async function editToCharts(baseURL: string, runs: number): Promise<EditTimes> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    await openEditBench(page, baseURL);
    // Wall times vary with the machine's load; the main thread's own CPU time per edit (everything
    // an edit costs the window: its render, the off-screen sections, the tornado) varies much less.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
    const busy = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      return { task: of('TaskDuration'), script: of('ScriptDuration') };
    };
    const times: number[] = [];
    const nextFrames: number[] = [];
    let start = { task: 0, script: 0 };
    let late = 0;
    for (let i = 0; i < runs + 3; i++) {
      if (i === 3) start = await busy();
      const r = await editOnce(page, i);
      if (i >= 3) {
        // the first edits warm the worker's JIT
        times.push(r.painted);
        nextFrames.push(r.nextFrame);
        if (r.framesBefore > 0) late++;
      }
    }
    // The last edit's off-screen sections and tornado follow its paint: let them finish.
    await page.waitForTimeout(300);
    const end = await busy();
    // The floor under both figures: the cheapest change there is (one text node, no React, no
    // worker), typed at the same points of the frame. No app can paint an edit sooner.
    const floorPainted: number[] = [];
    const floorNextFrames: number[] = [];
    for (let i = 3; i < runs + 3; i++) {
      const f = await floorOnce(page, i);
      floorPainted.push(f.paintedMs);
      floorNextFrames.push(f.nextFrameMs);
    }
    return { times, nextFrames, mainThreadMs: (end.task - start.task) / runs, scriptMs: (end.script - start.script) / runs, lateShare: late / runs, floorPainted, floorNextFrames };
  } finally {
    await browser.close();
  }
}

function bundleOf(count: number): string {
  const example = JSON.parse(readFileSync(fileURLToPath(new URL('../test/fixtures/h100-512-colo.gpuplan.json', import.meta.url)), 'utf8'));
  const scenarios = Array.from({ length: count }, (_, i) => ({ ...example, name: `Site ${String(i).padStart(4, '0')}`, site: { ...example.site, contractedMW: 10 + (i % 90) } }));
  return JSON.stringify({ format: 'gpuplan/bundle', version: 1, scenarios });
}

interface BackupTimes {
  backupMs: number;
  backupBytes: number;
  checkMs: number;
  restoreMs: number;
  longestFrameDuringCheckMs: number;
  /** The app's own User Timing of each step (without the file transfer Playwright adds). */
  inApp: { writeMs: number; checkMs: number; restoreMs: number };
}

/**
 * With 5,000 scenarios stored: Settings → back up (until the download starts), then restore that
 * file (check until the confirmation shows; replace until it says restored).
 */
async function backupRoundTrip(page: Page): Promise<BackupTimes> {
  await nav(page, /^Settings/).click();
  await page.getByText(/^Stored now: 5,000 scenarios/).waitFor({ timeout: 60_000 });
  let t0 = Date.now();
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Back up everything…' }).click();
  const download = await downloading;
  const backupMs = Date.now() - t0;
  const text = await readFile((await download.path())!, 'utf8');
  // Gaps between animation frames, to find the longest one while the app checks the file (the
  // window's responsiveness; the check runs in a worker). Playwright's own file injection blocks the
  // renderer for seconds before the app sees the file, so only gaps from the check's start count.
  await page.evaluate(() => {
    const w = window as unknown as { __gaps: [number, number][]; __gapRun: boolean };
    w.__gaps = [];
    w.__gapRun = true;
    let last = performance.now();
    const tick = (now: number) => {
      if (now - last > 20) w.__gaps.push([last, now - last]);
      last = now;
      if (w.__gapRun) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  t0 = Date.now();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Restore from a backup…' }).click();
  await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Replace everything with this backup' }).waitFor({ timeout: 120_000 });
  const checkMs = Date.now() - t0;
  const longestFrameDuringCheckMs = await page.evaluate(() => {
    const w = window as unknown as { __gaps: [number, number][]; __gapRun: boolean };
    w.__gapRun = false;
    const check = performance.getEntriesByName('gpuplan:backup-check').at(-1);
    if (!check) return -1;
    // Frames from the check's start until the confirmation is on screen (now).
    const longest = w.__gaps.filter(([start, gap]) => start + gap > check.startTime).reduce((mx, [, gap]) => Math.max(mx, gap), 16.7);
    return Math.round(longest);
  });
  t0 = Date.now();
  await page.getByRole('button', { name: 'Replace everything with this backup' }).click();
  await page.getByText(/^Restored 5,000 scenarios/).waitFor({ timeout: 120_000 });
  const restoreMs = Date.now() - t0;
  const inApp = await page.evaluate(() => {
    const last = (name: string) => performance.getEntriesByName(name).at(-1)?.duration ?? -1;
    return { writeMs: last('gpuplan:backup-write'), checkMs: last('gpuplan:backup-check'), restoreMs: last('gpuplan:backup-restore') };
  });
  const r = (x: number) => Math.round(x);
  return { backupMs, backupBytes: Buffer.byteLength(text), checkMs, longestFrameDuringCheckMs, restoreMs, inApp: { writeMs: r(inApp.writeMs), checkMs: r(inApp.checkMs), restoreMs: r(inApp.restoreMs) } };
}

async function list5000(baseURL: string, runs: number): Promise<{ times: number[]; importMs: number; backup: BackupTimes }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    await page.addInitScript(KEEP_NAMES_SHIM);
    await page.goto(baseURL);
    await nav(page, /^Scenarios/).click();
    const t0 = Date.now();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import…' }).click();
    await (await chooser).setFiles([{ name: 'five-thousand.json', mimeType: 'application/json', buffer: Buffer.from(bundleOf(5000)) }]);
    await page.getByText('5,000 of 5,000 scenarios').waitFor({ timeout: 120_000 });
    const importMs = Date.now() - t0;
    const backup = await backupRoundTrip(page);
    const times: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      await page.reload();
      await nav(page, /^Overview/).click();
      const ms = await page.evaluate(async () => {
        const button = [...document.querySelectorAll('nav button')].find((b) => b.textContent?.startsWith('Scenarios')) as HTMLElement;
        const t = performance.now();
        button.click();
        await new Promise<void>((done) => {
          const check = () => (document.querySelector('[aria-label^="Open Site"]') ? requestAnimationFrame(() => done()) : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t;
      });
      if (i > 0) times.push(ms);
    }
    return { times, importMs, backup };
  } finally {
    await browser.close();
  }
}

/**
 * The worked example's full report to PDF, end to end as a user runs it: `gpuplan report FILE -o
 * out.pdf` as a process (Chromium start, static server, render, print). Median of 3 after a warm-up.
 * blankMs: the same Chromium launch, context, page.pdf and close for an empty page, also as a Node
 * process (scripts/bench-blank-pdf.mjs), measured in the same rounds; `ratio` = ms / blankMs is the
 * figure to compare between runs (absolute times vary 2x between runs on these machines).
 */
export async function reportSection(): Promise<Report> {
  const { spawnSync } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { contextOptions, pdfOptions } = await import('../cli/report');
  const { CHROMIUM_ARGS, resolveBrowser } = await import('../cli/browser');
  const browser = await resolveBrowser();
  if (!browser.ok) throw new Error(browser.message.en);
  const root = fileURLToPath(new URL('..', import.meta.url));
  const tmp = mkdtempSync(path.join(tmpdir(), 'gpuplan-bench-'));
  const out = path.join(tmp, 'report.pdf');
  const example = path.join(root, 'test/fixtures/h100-512-colo.gpuplan.json');
  const blankJob = JSON.stringify({
    executablePath: browser.executablePath,
    env: browser.env,
    args: CHROMIUM_ARGS,
    context: contextOptions('en'),
    pdf: pdfOptions(path.join(tmp, 'blank.pdf'), 'A4'),
  });
  const times: number[] = [];
  const blanks: number[] = [];
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [path.join(root, 'bin/gpuplan.mjs'), 'report', example, '-o', out], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`gpuplan report failed: ${r.stderr}`);
    const t1 = performance.now();
    const b = spawnSync(process.execPath, [path.join(root, 'scripts/bench-blank-pdf.mjs'), blankJob], { encoding: 'utf8', cwd: root });
    if (b.status !== 0) throw new Error(`blank PDF failed: ${b.stderr}`);
    if (i > 0) {
      times.push(t1 - t0);
      blanks.push(performance.now() - t1);
    }
  }
  const ms = median(times);
  const blankMs = median(blanks);
  return { reportPdf: { ms: round(ms), blankMs: round(blankMs), ratio: Math.round((ms / blankMs) * 100) / 100, runs: times.length } };
}

function editFigures(edit: EditTimes) {
  return {
    editToChartsMs: round(median(edit.times)),
    editToChartsP90Ms: round([...edit.times].sort((a, b) => a - b)[Math.floor(edit.times.length * 0.9)]),
    editToChartsNextFrameMs: round(median(edit.nextFrames)),
    editMainThreadMs: round(edit.mainThreadMs),
    editScriptMs: round(edit.scriptMs),
    editFigureAFrameLateShare: Math.round(edit.lateShare * 100) / 100,
    // The floor measured in the same run (see editToCharts): a one-text-node change painted, and the frame after it.
    editFloorMs: round(median(edit.floorPainted)),
    editFloorNextFrameMs: round(median(edit.floorNextFrames)),
    // What the app adds to the next frame above that floor (medians over the same phases of the frame).
    editNextFrameAboveFloorMs: round(median(edit.nextFrames) - median(edit.floorNextFrames)),
  };
}

/** The edit → charts figures alone (`npm run bench -- --only edit`): a quick before/after. */
export async function editSection(): Promise<Report> {
  let baseURL = '';
  await setup({ provide: (_key: string, value: string) => (baseURL = value) } as never);
  try {
    const edit = await editToCharts(baseURL, 25);
    return { workspace: { ...editFigures(edit), runs: { edit: edit.times.length } } };
  } finally {
    await teardown();
  }
}

export async function workspaceSection(): Promise<Report> {
  let baseURL = '';
  await setup({ provide: (_key: string, value: string) => (baseURL = value) } as never);
  try {
    const cold = await coldLoad(baseURL, 7);
    const edit = await editToCharts(baseURL, 25);
    const list = await list5000(baseURL, 7);
    return {
      workspace: {
        coldLoadMs: round(median(cold)),
        ...editFigures(edit),
        list5000Ms: round(median(list.times)),
        import5000Ms: list.importMs,
        backup5000: list.backup,
        runs: { coldLoad: cold.length, edit: edit.times.length, list: list.times.length },
      },
    };
  } finally {
    await teardown();
  }
}
