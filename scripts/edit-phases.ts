// Where an edit's painted time goes, phase by phase (issue 34), and the floor under it: the bench's
// contracted-MW edit (scripts/bench-browser.ts) timed at each step in the page, then the cheapest
// possible change (one text node of the headline set directly: no React, no worker) timed the same
// way, in the same page. The floor is the display's wait for its next refresh plus one frame of
// the page's own rendering; what an edit adds above it is the app's.
//   npm run build && node bin/run-ts.mjs scripts/edit-phases.ts [edits=40] [dist]
// Per edit, ms from the edit (medians):
//   keystrokeMs  the input event's task with React's render of it
//   answerMs     the engine worker's answer reaching the window (its `evaluated` message handled), over
//                the edits the worker answered (workerShare of them: a quick scenario's edits are
//                evaluated in the keystroke's own task, src/engine/quick-gate.ts)
//   shownMs      the new figure in the DOM (the answer rendered)
//   frameMs      the start of the frame that paints it (its animation frame callbacks)
//   paintedMs    that frame painted (the bench's editToChartsMs)
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { startPreview } from '../test/e2e/preview-server';
import { floorOnce, openEditBench } from './bench-browser';
import { median } from './bench-stats';

interface Phases {
  keystrokeMs: number;
  answerMs: number;
  shownMs: number;
  frameMs: number;
  paintedMs: number;
}

/** Records when each `evaluated` answer of an engine worker reaches the window (before the app's own listener). */
function watchAnswers(): void {
  const Base = window.Worker;
  const w = window as unknown as { __answers: number[] };
  w.__answers = [];
  window.Worker = class extends Base {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === 'evaluated') w.__answers.push(performance.now());
      });
    }
  };
}

async function editPhases(page: Page, i: number): Promise<Phases> {
  const mw = 60 + (i % 2 === 0 ? i : -i) * 0.5;
  const phase = (i * 5.3) % 16.7; // each edit at its own point of the frame, as in the bench
  return page.evaluate(async ([value, delay]) => {
    await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, delay)));
    const input = [...document.querySelectorAll('input')].find((el) => (el.labels?.[0]?.textContent ?? '').startsWith('Contracted power'));
    if (!input) throw new Error('no contracted power input');
    const figure = () => document.querySelector('[data-figure="gpus"] .headline__value')?.textContent;
    const before = figure();
    let shown = 0;
    const observer = new MutationObserver(() => {
      if (!shown && figure() !== before) shown = performance.now();
    });
    observer.observe(document.querySelector('.ws__results')!, { subtree: true, characterData: true, childList: true });
    const w = window as unknown as { __answers: number[] };
    w.__answers = [];
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const t0 = performance.now();
    setter.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve(); // after React's flush of the event's updates
    const keystrokeMs = performance.now() - t0;
    return await new Promise<Phases>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('no update within 5 s')), 5000);
      const check = () => {
        if (figure() === before) return void requestAnimationFrame(check);
        clearTimeout(timer);
        const frameMs = performance.now() - t0;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          observer.disconnect();
          done({ keystrokeMs, answerMs: (w.__answers[0] ?? NaN) - t0, shownMs: shown - t0, frameMs, paintedMs: performance.now() - t0 });
        };
        channel.port2.postMessage(null);
      };
      // In animation frames only (as the bench): the figure may be in the DOM when the edit's task ends.
      requestAnimationFrame(check);
    });
  }, [mw, phase] as const);
}


const r = (x: number) => Math.round(x * 10) / 10;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const edits = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);
  const dir = args.find((a) => !/^\d+$/.test(a)) ?? 'dist';
  const server = await startPreview(dir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    await page.addInitScript(watchAnswers);
    await openEditBench(page, server.url);
    const rows: Phases[] = [];
    for (let i = 0; i < edits + 5; i++) {
      const p = await editPhases(page, i);
      if (i >= 5) rows.push(p); // the first edits warm the worker's JIT
      await page.waitForTimeout(60); // the edit's off-screen sections and tornado follow its paint
    }
    const floor: { frameMs: number; paintedMs: number; nextFrameMs: number }[] = [];
    for (let i = 0; i < edits; i++) floor.push(await floorOnce(page, i));
    const med = (k: keyof Phases) => r(median(rows.map((p) => p[k]).filter(Number.isFinite)));
    const byWorker = rows.filter((p) => Number.isFinite(p.answerMs)).length;
    console.log(
      JSON.stringify(
        {
          edit: { keystrokeMs: med('keystrokeMs'), answerMs: byWorker > 0 ? med('answerMs') : null, workerShare: Math.round((byWorker / rows.length) * 100) / 100, shownMs: med('shownMs'), frameMs: med('frameMs'), paintedMs: med('paintedMs') },
          // The frame's own work (style, layout, paint, commit) for the edit and for the bare change.
          editFrameWorkMs: r(median(rows.map((p) => p.paintedMs - p.frameMs))),
          floor: { frameMs: r(median(floor.map((f) => f.frameMs))), paintedMs: r(median(floor.map((f) => f.paintedMs))), frameWorkMs: r(median(floor.map((f) => f.paintedMs - f.frameMs))), nextFrameMs: r(median(floor.map((f) => f.nextFrameMs))) },
          edits,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    server.child.kill();
  }
}

await main();
