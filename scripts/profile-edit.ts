// Where an edit's time goes (issue 34): the bench's edit → charts path (scripts/bench-browser.ts)
// under Chromium's own instruments, for finding causes rather than for a figure to meet.
//   node bin/run-ts.mjs scripts/profile-edit.ts [edits=40] [--trace out.json] [--cpuprofile out.cpuprofile] [--css 'rules'] [--invalidations]
// (--css: a style sheet added to the page, to try a rendering change before making it)
// Prints, per edit (medians): the main thread's task, script, style and layout time (CDP
// Performance.getMetrics, Chromium's CPU time, not wall time), and the main thread's functions by
// self time over all edits (CDP Profiler, 100 µs sampling). Build first (`npm run build`; an
// unminified build, `npx vite build --minify false`, gives the functions their names).
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { setup, teardown } from '../test/e2e/global-setup';
import { editOnce, openEditBench } from './bench-browser';
import { median } from './bench-stats';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** The sampling interval is 0.1 ms (Profiler.setSamplingInterval below); a sample counts for at most 3. */
const MAX_SAMPLE_MS = 0.3;

/** Self time (ms) by function, over the whole profile; and inclusive time of each function. */
function bySelfTime(profile: CpuProfile): { self: Map<string, number>; total: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    // A sample stands for the time to the next one, but not beyond a few sampling intervals: on a
    // busy machine the sampler is descheduled for milliseconds at a time, and one sample then took
    // the whole gap (a 10-sample function once showed as 7.7 ms per edit).
    const dt = Math.min((profile.timeDeltas[i + 1] ?? 0) / 1000, MAX_SAMPLE_MS);
    const n = nodes.get(id)!;
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = name(nodes.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  return { self, total };
}

const top = (m: Map<string, number>, n: number, per: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / per).toFixed(3).padStart(8)} ms  ${k}`)
    .join('\n');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const edits = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);
  const opt = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  let baseURL = '';
  await setup({ provide: (_key: string, value: string) => (baseURL = value) } as never);
  const browser = await launchBrowser();
  try {
    const page: Page = await browser.newPage({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    await openEditBench(page, baseURL);
    const css = opt('--css');
    if (css) await page.addStyleTag({ content: css });
    for (let i = 0; i < 5; i++) await editOnce(page, i);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const trace = opt('--trace');
    if (trace) {
      // --invalidations: which nodes each layout was for (LayoutInvalidationTracking events); it
      // records a stack per DOM change, so the times of that run are many times too long.
      const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];
      if (args.includes('--invalidations')) categories.push('disabled-by-default-devtools.timeline.invalidationTracking');
      await browser.startTracing(page, { categories });
    }
    await cdp.send('Profiler.start');
    const rows: Record<string, number[]> = { painted: [], nextFrame: [], task: [], script: [], style: [], layout: [] };
    let late = 0;
    for (let i = 5; i < edits + 5; i++) {
      const before = await metrics(cdp);
      const r = await editOnce(page, i);
      // The edit's frame and the one after it are over when editOnce returns; let any work the
      // edit queued behind them (effects, transitions) finish before reading the counters.
      await page.evaluate(() => new Promise<void>((done) => setTimeout(() => requestAnimationFrame(() => setTimeout(done, 30)), 30)));
      const after = await metrics(cdp);
      rows.painted.push(r.painted);
      if (r.framesBefore > 0) late++;
      rows.nextFrame.push(r.nextFrame);
      rows.task.push((after.TaskDuration - before.TaskDuration) * 1000);
      rows.script.push((after.ScriptDuration - before.ScriptDuration) * 1000);
      rows.style.push((after.RecalcStyleDuration - before.RecalcStyleDuration) * 1000);
      rows.layout.push((after.LayoutDuration - before.LayoutDuration) * 1000);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    if (trace) writeFileSync(trace, await browser.stopTracing());
    const cpu = opt('--cpuprofile');
    if (cpu) writeFileSync(cpu, JSON.stringify(profile));
    const out = Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, Math.round(median(v) * 100) / 100]));
    console.log(`per edit, medians of ${edits} (main thread; task/script/style/layout are CPU time incl. the wait after):`, out);
    console.log(`figures a frame late (the keystroke's own frame drawn first): ${late} of ${edits}`);
    const { self, total } = bySelfTime(profile);
    console.log(`\nself time per edit (top 45):\n${top(self, 45, edits)}`);
    console.log(`\ninclusive time per edit (top 60):\n${top(total, 60, edits)}`);
  } finally {
    await browser.close();
    await teardown();
  }
}

await main();
