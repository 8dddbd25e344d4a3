// Two builds of the app, edited in turn in one browser (issue 34): on a shared machine the wall
// times of `npm run bench -- --only edit` swing with the load from one run to the next, so a
// before/after compares runs made under different loads. Here each edit of build A is followed by
// one of build B, under the same load; the medians and their ratio B/A are the comparison.
//   npx vite build --outDir /tmp/before  (at the old commit) … then, at the new one:
//   node bin/run-ts.mjs scripts/ab-edit.ts /tmp/before dist [edits=40]
// Per edit: `painted` and `nextFrame` as in the bench (scripts/bench-browser.ts), and the main
// thread's CPU time (Chromium's TaskDuration / ScriptDuration) from the edit until its off-screen
// sections and tornado are drawn.
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { startPreview } from '../test/e2e/preview-server';
import { editOnce, openEditBench } from './bench-browser';
import { median } from './bench-stats';

async function busy(cdp: CDPSession): Promise<{ task: number; script: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: of('TaskDuration'), script: of('ScriptDuration') };
}

interface Side {
  page: Page;
  cdp: CDPSession;
  rows: Record<'painted' | 'nextFrame' | 'task' | 'script', number[]>;
  late: number;
}

async function main(): Promise<void> {
  const [dirA, dirB, count] = process.argv.slice(2);
  if (!dirA || !dirB) throw new Error('usage: ab-edit.ts BUILD_A BUILD_B [edits]');
  const edits = Number(count ?? 40);
  const servers = [await startPreview(dirA), await startPreview(dirB)];
  const browser = await launchBrowser();
  try {
    const sides: Side[] = [];
    for (const { url } of servers) {
      const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
      await openEditBench(page, url);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
      for (let i = 0; i < 5; i++) await editOnce(page, i); // warm the workers' JIT
      sides.push({ page, cdp, rows: { painted: [], nextFrame: [], task: [], script: [] }, late: 0 });
    }
    for (let i = 5; i < edits + 5; i++) {
      // A then B, then B then A: neither always goes first.
      for (const side of i % 2 ? sides : [...sides].reverse()) {
        await side.page.bringToFront();
        const before = await busy(side.cdp);
        const r = await editOnce(side.page, i);
        await side.page.evaluate(() => new Promise<void>((done) => setTimeout(() => requestAnimationFrame(() => setTimeout(done, 30)), 60)));
        const after = await busy(side.cdp);
        side.rows.painted.push(r.painted);
        if (r.framesBefore > 0) side.late++;
        side.rows.nextFrame.push(r.nextFrame);
        side.rows.task.push(after.task - before.task);
        side.rows.script.push(after.script - before.script);
      }
    }
    const out: Record<string, Record<string, number>> = {};
    for (const key of ['painted', 'nextFrame', 'task', 'script'] as const) {
      const a = median(sides[0].rows[key]);
      const b = median(sides[1].rows[key]);
      out[key] = { a: Math.round(a * 10) / 10, b: Math.round(b * 10) / 10, ratio: Math.round((b / a) * 100) / 100 };
    }
    console.log(JSON.stringify({ a: dirA, b: dirB, edits, medians: out, aFrameLate: { a: sides[0].late, b: sides[1].late } }, null, 2));
  } finally {
    await browser.close();
    for (const { child } of servers) child.kill();
  }
}

await main();
