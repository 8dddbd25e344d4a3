// The engine's worker protocol as plain functions: the handler (what the worker runs), the
// latest-wins evaluation client and the Monte Carlo client, over scripted and in-process transports.
import { describe, expect, it, vi } from 'vitest';
import { runMonteCarlo } from '../../models/uncertainty';
import { loadScenario, type Scenario } from '../../models/scenario';
import { createEngineHandler, defaultChunkSize } from '../../src/engine/handler';
import type { EngineResponse } from '../../src/engine/protocol';
import { createEvaluationClient, type EvaluationState } from '../../src/engine/evaluation-client';
import { evaluateDoc } from '../../src/engine/evaluate-doc';
import { createInProcessTransport } from '../../src/engine/transport';
import { fakeTransport } from './fake-transport';
import { createMonteCarloClient, type MonteCarloState } from '../../src/engine/monte-carlo-client';
import { uncertainDoc, workedExampleDoc, workedExampleDocWithMW } from '../results/worked-example';

/** A handler whose deferred chunks run only when the test says so, and whose clock is scripted. */
function harness(clock: number[] = []) {
  const posted: EngineResponse[] = [];
  const queue: (() => void)[] = [];
  let t = 0;
  const handler = createEngineHandler({
    post: (m) => posted.push(m),
    now: () => (clock.length > 0 ? clock.shift()! : (t += 1)),
    defer: (fn) => queue.push(fn),
  });
  const step = () => {
    const fn = queue.shift();
    fn?.();
    return fn !== undefined;
  };
  const drain = () => {
    let n = 0;
    while (step()) n++;
    return n;
  };
  return { handler, posted, queue, step, drain };
}

describe('engine handler: evaluate', () => {
  it('answers a valid document with the engine’s result and the time measured around load + evaluate', () => {
    const h = harness([100, 102.5]);
    h.handler.handle({ type: 'evaluate', id: 7, doc: workedExampleDoc() });
    expect(h.posted).toHaveLength(1);
    const r = h.posted[0];
    if (r.type !== 'evaluated') throw new Error(`expected evaluated, got ${r.type}`);
    expect(r.id).toBe(7);
    expect(r.ms).toBe(2.5);
    expect(r.result.capacity!.gpus).toBe(50168);
    expect(r.result.rentVsBuy?.breakEvenHours.onDemand).toBeCloseTo(4641.123585034078, 9);
    expect(r.result.uncertainty).toBeUndefined();
    expect(r.scenario.site!.pue).toBe(1.35);
  });

  it('answers an invalid document with the loader’s issues (both languages)', () => {
    const h = harness();
    const doc = workedExampleDoc();
    (doc.site as Record<string, unknown>).pue = 0.8;
    h.handler.handle({ type: 'evaluate', id: 3, doc });
    const r = h.posted[0];
    if (r.type !== 'invalid') throw new Error(`expected invalid, got ${r.type}`);
    expect(r.id).toBe(3);
    expect(r.issues.map((i) => i.path)).toEqual(['site.pue']);
    expect(r.issues[0].message['zh-CN']).toContain('site.pue');
  });

  it('answers a document whose optional section is broken with the rest and that section’s issues (partial)', () => {
    const h = harness();
    const doc = workedExampleDoc();
    delete (doc.investment as Record<string, unknown>).capexPerGPU;
    h.handler.handle({ type: 'evaluate', id: 4, doc });
    const r = h.posted[0];
    if (r.type !== 'evaluated') throw new Error(`expected evaluated, got ${r.type}`);
    expect(r.result.capacity!.gpus).toBe(50168);
    expect(r.result.investment).toBeUndefined();
    expect(r.issues?.map((i) => i.path)).toContain('investment.capexPerGPU');
    // The client shows both: the result and, beside it, what it leaves out.
    const transport = createInProcessTransport();
    let state: EvaluationState | null = null;
    const client = createEvaluationClient(transport, (s) => (state = s));
    client.submit(doc);
    expect(state!.result?.capacity!.gpus).toBe(50168);
    expect(state!.issues?.map((i) => i.path)).toContain('investment.capexPerGPU');
    client.submit(workedExampleDoc());
    expect(state!.issues).toBeNull();
    client.dispose();
    transport.close();
  });

  it('reports an exception as an error message for that request instead of swallowing it', () => {
    const h = harness();
    const doc = Object.defineProperty({}, 'format', {
      enumerable: true,
      get() {
        throw new Error('boom while reading');
      },
    });
    h.handler.handle({ type: 'evaluate', id: 11, doc });
    expect(h.posted).toEqual([{ type: 'error', id: 11, message: 'boom while reading' }]);
  });

  it('reports a request type it does not know', () => {
    const h = harness();
    h.handler.handle(JSON.parse('{"type":"reticulate","id":5}'));
    expect(h.posted).toEqual([{ type: 'error', id: 5, message: 'unknown engine request type: reticulate' }]);
  });
});

describe('engine handler: Monte Carlo', () => {
  it('runs in chunks, posting progress after each, and ends with the same result as one synchronous run', () => {
    const h = harness();
    const doc = uncertainDoc(2000, 7);
    h.handler.handle({ type: 'mc-start', id: 1, doc, chunkSize: 500 });
    expect(h.posted).toEqual([{ type: 'mc-progress', id: 1, done: 0, total: 2000 }]);
    expect(h.handler.activeRun()).toBe(1);
    h.drain();
    const progress = h.posted.filter((m) => m.type === 'mc-progress').map((m) => (m.type === 'mc-progress' ? m.done : -1));
    expect(progress).toEqual([0, 500, 1000, 1500, 2000]);
    const done = h.posted[h.posted.length - 1];
    if (done.type !== 'mc-done') throw new Error(`expected mc-done, got ${done.type}`);
    const loaded = loadScenario(doc);
    if (!loaded.ok) throw new Error('fixture invalid');
    const reference = runMonteCarlo(loaded.scenario);
    expect(done.result.trials).toBe(2000);
    expect(done.result.complete).toBe(true);
    expect(done.result.irrAnnual.percentiles).toEqual(reference.irrAnnual.percentiles);
    expect(done.result.npv.mean).toBe(reference.npv.mean);
    expect(done.result.probIrrBelowHurdle).toBe(reference.probIrrBelowHurdle);
    expect(h.handler.activeRun()).toBeNull();
  });

  it('stops at the next chunk after a cancel and posts nothing more for that run', () => {
    const h = harness();
    h.handler.handle({ type: 'mc-start', id: 4, doc: uncertainDoc(2000), chunkSize: 400 });
    h.step(); // 400 trials
    h.handler.handle({ type: 'mc-cancel', id: 4 });
    const countAfterCancel = h.posted.length;
    h.drain();
    expect(h.posted.slice(countAfterCancel - 1)).toEqual([{ type: 'mc-cancelled', id: 4 }]);
    expect(h.posted.some((m) => m.type === 'mc-done')).toBe(false);
    expect(h.posted.filter((m) => m.type === 'mc-progress').map((m) => (m.type === 'mc-progress' ? m.done : -1))).toEqual([0, 400]);
  });

  it('ignores a cancel for a run that is not the active one', () => {
    const h = harness();
    h.handler.handle({ type: 'mc-start', id: 2, doc: uncertainDoc(500), chunkSize: 500 });
    h.handler.handle({ type: 'mc-cancel', id: 1 });
    h.drain();
    expect(h.posted.map((m) => m.type)).toEqual(['mc-progress', 'mc-progress', 'mc-done']);
  });

  it('replaces a running run with a newer one (latest wins)', () => {
    const h = harness();
    h.handler.handle({ type: 'mc-start', id: 1, doc: uncertainDoc(1000), chunkSize: 250 });
    h.step();
    h.handler.handle({ type: 'mc-start', id: 2, doc: uncertainDoc(300), chunkSize: 300 });
    h.drain();
    const types = h.posted.map((m) => `${m.type}:${m.id}`);
    expect(types).toEqual(['mc-progress:1', 'mc-progress:1', 'mc-cancelled:1', 'mc-progress:2', 'mc-progress:2', 'mc-done:2']);
  });

  it('refuses an invalid document with its issues and a scenario without investment with an error', () => {
    const h = harness();
    const invalid = uncertainDoc(100);
    (invalid.site as Record<string, unknown>).contractedMW = -5;
    h.handler.handle({ type: 'mc-start', id: 8, doc: invalid });
    const r = h.posted[0];
    if (r.type !== 'mc-invalid') throw new Error(`expected mc-invalid, got ${r.type}`);
    expect(r.issues[0].path).toBe('site.contractedMW');

    const noInvestment = workedExampleDoc();
    delete noInvestment.investment;
    h.handler.handle({ type: 'mc-start', id: 9, doc: noInvestment });
    expect(h.posted[1]).toEqual({ type: 'mc-error', id: 9, message: 'Monte Carlo needs an investment section' });
    expect(h.queue).toHaveLength(0);
  });

  it('sizes chunks for about 40 progress steps, within 50..2,500 trials', () => {
    expect(defaultChunkSize(10_000)).toBe(250);
    expect(defaultChunkSize(100)).toBe(50);
    expect(defaultChunkSize(1_000_000)).toBe(2500);
  });
});

function answer(id: number, doc: Record<string, unknown>, ms = 1) {
  const out = evaluateDoc(doc);
  if (!out.ok) throw new Error('invalid');
  return { type: 'evaluated' as const, id, scenario: out.scenario, result: out.result, ms };
}

describe('evaluation client: latest wins', () => {
  it('keeps one request in flight, sends only the newest waiting document, and applies only the newest answer', () => {
    const f = fakeTransport();
    const states: EvaluationState[] = [];
    const client = createEvaluationClient(f.transport, (s) => states.push(s));
    const a = workedExampleDocWithMW(10);
    const b = workedExampleDocWithMW(20);
    const c = workedExampleDocWithMW(30);
    client.submit(a);
    client.submit(b);
    client.submit(c);
    expect(f.posted.map((p) => p.id)).toEqual([1]);
    expect(states[states.length - 1].pending).toBe(true);

    f.respond(answer(1, a)); // stale: c is newer
    const afterStale = states[states.length - 1];
    expect(afterStale.result).toBeNull();
    expect(afterStale.pending).toBe(true);
    // b was dropped unsent; c went out as soon as the worker was free.
    expect(f.posted.map((p) => p.id)).toEqual([1, 3]);
    expect(f.posted[1].type === 'evaluate' && f.posted[1].doc).toBe(c);

    f.respond(answer(3, c, 4.25));
    const last = states[states.length - 1];
    expect(last.pending).toBe(false);
    expect(last.ms).toBe(4.25);
    // 30 MW facility at PUE 1.35, 5 % reserve, 11.22 kW per node → 1,881 nodes → 15,048 GPUs.
    expect(last.result?.capacity!.gpus).toBe(15048);
    expect(last.issues).toBeNull();
  });

  it('drops a late answer for an older id even when it arrives after the newest one', () => {
    const f = fakeTransport();
    let state: EvaluationState | null = null;
    const client = createEvaluationClient(f.transport, (s) => (state = s));
    const a = workedExampleDocWithMW(10);
    const b = workedExampleDocWithMW(20);
    client.submit(a);
    f.respond(answer(1, a));
    client.submit(b);
    f.respond(answer(2, b));
    f.respond({ type: 'error', id: 1, message: 'late failure of an old request' });
    f.respond(answer(1, a));
    expect(state!.error).toBeNull();
    // 20 MW: 1,254 nodes → 10,032 GPUs (10 MW would be 5,016).
    expect(state!.result?.capacity!.gpus).toBe(10032);
  });

  it('shows the loader’s issues of the newest document and clears the result', () => {
    const f = fakeTransport();
    let state: EvaluationState | null = null;
    const client = createEvaluationClient(f.transport, (s) => (state = s));
    client.submit(workedExampleDocWithMW(10));
    f.respond({ type: 'invalid', id: 1, issues: [{ path: 'site.pue', message: { en: 'bad', 'zh-CN': '错' } }], ms: 0.5 });
    expect(state!.issues?.map((i) => i.path)).toEqual(['site.pue']);
    expect(state!.result).toBeNull();
    expect(state!.pending).toBe(false);
  });

  it('surfaces engine errors and transport failures as an error state, keeping the last good result', () => {
    const f = fakeTransport();
    let state: EvaluationState | null = null;
    const client = createEvaluationClient(f.transport, (s) => (state = s));
    const a = workedExampleDocWithMW(10);
    client.submit(a);
    f.respond(answer(1, a));
    client.submit(workedExampleDocWithMW(11));
    f.respond({ type: 'error', id: 2, message: 'price expression failed' });
    expect(state!.error).toBe('price expression failed');
    expect(state!.pending).toBe(false);
    expect(state!.result?.capacity!.gpus).toBe(5016);

    client.submit(workedExampleDocWithMW(12));
    f.fail('the engine worker failed to start');
    expect(state!.error).toBe('the engine worker failed to start');
    expect(state!.pending).toBe(false);
  });

  it('resets on a null document and stops listening once disposed', () => {
    const f = fakeTransport();
    const states: EvaluationState[] = [];
    const client = createEvaluationClient(f.transport, (s) => states.push(s));
    const a = workedExampleDocWithMW(10);
    client.submit(a);
    client.submit(null);
    expect(states[states.length - 1]).toMatchObject({ result: null, pending: false });
    f.respond(answer(1, a));
    expect(states[states.length - 1].result).toBeNull();
    client.dispose();
    expect(f.listenerCount()).toBe(0);
  });

  it('keeps the parts of a new answer that equal the shown one as the same objects (and the new values elsewhere)', () => {
    const f = fakeTransport();
    let state: EvaluationState | null = null;
    const client = createEvaluationClient(f.transport, (s) => (state = s));
    const a = workedExampleDocWithMW(10);
    client.submit(a);
    f.respond(answer(1, a));
    const first = state!;
    const b = workedExampleDocWithMW(20);
    client.submit(b);
    f.respond(answer(2, b));
    const second = state!;
    // The contracted power moves the capacity and the money, not the market's prices nor the hardware.
    expect(second.result?.capacity!.gpus).toBe(10032);
    expect(second.result).not.toBe(first.result);
    expect(second.result?.capacity).not.toBe(first.result?.capacity);
    expect(second.result?.prices).toBeDefined();
    expect(second.result?.prices).toBe(first.result?.prices);
    expect(second.scenario?.node).toBe(first.scenario?.node);
    expect(second.scenario?.site).not.toBe(first.scenario?.site);
    // The same document again: the shown answer is kept whole.
    client.submit(b);
    f.respond(answer(3, b, 2));
    expect(state!.result).toBe(second.result);
    expect(state!.scenario).toBe(second.scenario);
    expect(state!.ms).toBe(2);
  });

  it('evaluates through the in-process transport (no Worker) with the engine’s numbers', () => {
    const transport = createInProcessTransport();
    let state: EvaluationState | null = null;
    const client = createEvaluationClient(transport, (s) => (state = s));
    client.submit(workedExampleDoc());
    expect(state!.result?.capacity!.gpus).toBe(50168);
    expect(state!.result?.investment?.npv).toBeCloseTo(-4512279.924658159, 6);
    expect(state!.ms).toBeGreaterThanOrEqual(0);
    client.dispose();
    transport.close();
  });
});

describe('Monte Carlo client', () => {
  it('reports progress after each chunk and the result at the end (in-process, yielding between chunks)', async () => {
    const transport = createInProcessTransport();
    const states: MonteCarloState[] = [];
    const client = createMonteCarloClient(transport, (s) => states.push(s));
    client.run(uncertainDoc(1500), undefined, 300);
    expect(states[states.length - 1]).toMatchObject({ running: true, done: 0, total: 1500 });
    await vi.waitFor(() => expect(states[states.length - 1].running).toBe(false), { timeout: 5000, interval: 5 });
    const progress = states.map((s) => s.progress);
    expect(progress.filter((p, i) => i > 0 && p !== progress[i - 1])).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    const last = states[states.length - 1];
    expect(last.result?.trials).toBe(1500);
    expect(last.result?.tornado.map((e) => e.path)).toContain('investment.utilization');
    expect(last.error).toBeNull();
    client.dispose();
    transport.close();
  });

  it('stops on Cancel: no more progress and no result', async () => {
    const transport = createInProcessTransport();
    const states: MonteCarloState[] = [];
    const client = createMonteCarloClient(transport, (s) => states.push(s));
    client.run(uncertainDoc(5000), undefined, 100);
    await vi.waitFor(() => expect(states[states.length - 1].done).toBeGreaterThanOrEqual(100), { timeout: 5000, interval: 1 });
    client.cancel();
    const at = states.length;
    expect(states[at - 1]).toMatchObject({ running: false, cancelled: true, result: null });
    await new Promise((r) => setTimeout(r, 60));
    expect(states.length).toBe(at);
    client.dispose();
    transport.close();
  });

  it('ignores messages of other runs and surfaces errors and invalid documents', () => {
    const f = fakeTransport();
    let state: MonteCarloState | null = null;
    const client = createMonteCarloClient(f.transport, (s) => (state = s));
    client.run({ any: 'doc' });
    client.run({ any: 'newer doc' });
    expect(f.posted.map((p) => `${p.type}:${p.id}`)).toEqual(['mc-start:1', 'mc-start:2']);
    f.respond({ type: 'mc-progress', id: 1, done: 50, total: 100 });
    expect(state!.progress).toBe(0);
    f.respond({ type: 'mc-progress', id: 2, done: 25, total: 100 });
    expect(state!.progress).toBe(0.25);
    f.respond({ type: 'mc-error', id: 2, message: 'Monte Carlo needs an investment section' });
    expect(state).toMatchObject({ running: false, error: 'Monte Carlo needs an investment section' });

    client.run({ third: true });
    f.respond({ type: 'mc-invalid', id: 3, issues: [{ path: 'site.pue', message: { en: 'x', 'zh-CN': 'y' } }] });
    expect(state!.issues).toHaveLength(1);
    expect(state!.running).toBe(false);

    client.run({ fourth: true });
    f.fail('worker crashed');
    expect(state).toMatchObject({ running: false, error: 'worker crashed' });
  });

  it('asks the engine to cancel a run still going when disposed', () => {
    const f = fakeTransport();
    const client = createMonteCarloClient(f.transport, () => undefined);
    client.run({ doc: 1 });
    client.dispose();
    expect(f.posted.map((p) => `${p.type}:${p.id}`)).toEqual(['mc-start:1', 'mc-cancel:1']);
  });
});

describe('engine handler: sensitivity (the IRR tornado off the window thread)', () => {
  it('swings only the inputs the document states, with the swings asked for; `report` gives the report tornado', async () => {
    const { sensitivityTornado } = await import('../../models/uncertainty');
    const { reportSensitivity } = await import('../../models/report-sensitivity');
    const loaded = loadScenario(workedExampleDoc());
    if (!loaded.ok) throw new Error('worked example invalid');
    const { scenario } = loaded;
    const raw = structuredClone(workedExampleDoc()) as { investment: Record<string, unknown> };
    delete raw.investment.idlePowerFraction; // left to its default: not swung
    const h = harness([10, 13]);
    h.handler.handle({ type: 'sensitivity', id: 7, scenario, raw, swings: { swing: 0.2, monthsSwing: 6 } });
    const answer = h.posted[0];
    if (answer?.type !== 'sensitivity') throw new Error(`expected a sensitivity answer, got ${JSON.stringify(answer)}`);
    expect(answer.id).toBe(7);
    expect(answer.ms).toBe(3);
    const paths = answer.rows!.map((r) => r.path);
    expect(paths).toContain('investment.utilization');
    expect(paths).not.toContain('investment.idlePowerFraction');
    // ±20 % of the stated utilization.
    const u = answer.rows!.find((r) => r.path === 'investment.utilization')!;
    expect(u.low).toBeCloseTo(scenario.investment!.utilization * 0.8, 12);
    expect(answer.rows).toEqual(sensitivityTornado(scenario, { swing: 0.2, monthsSwing: 6, stated: (p) => p !== 'investment.idlePowerFraction' && paths.includes(p) }));
    // Without `raw` every present input is swung (the idle power fraction too).
    h.handler.handle({ type: 'sensitivity', id: 8, scenario });
    const all = h.posted[1];
    expect(all?.type === 'sensitivity' && all.rows!.some((r) => r.path === 'investment.idlePowerFraction')).toBe(true);
    h.handler.handle({ type: 'sensitivity', id: 9, scenario, raw, report: true });
    const report = h.posted[2];
    expect(report?.type === 'sensitivity' ? report.rows : 'none').toEqual(reportSensitivity(scenario, raw));
    expect(report?.type === 'sensitivity' ? report.rows!.length : 0).toBeLessThanOrEqual(12);
  });

  it('answers null for the report of a plan without an investment section', () => {
    const doc = workedExampleDoc() as Record<string, unknown>;
    delete doc.investment;
    const loaded = loadScenario(doc);
    if (!loaded.ok) throw new Error('invalid without investment');
    const h = harness();
    h.handler.handle({ type: 'sensitivity', id: 1, scenario: loaded.scenario, raw: doc, report: true });
    expect(h.posted[0]).toMatchObject({ type: 'sensitivity', id: 1, rows: null });
  });
});

describe('engine handler: plan solves (demand plan and fleet plan share one latest-wins path)', () => {
  /** A handler with a scripted solver loader: each call takes the next outcome. */
  function solveHarness(outcomes: ('ok' | Error)[]) {
    const posted: EngineResponse[] = [];
    const queue: (() => void)[] = [];
    let loads = 0;
    let t = 0;
    const handler = createEngineHandler({
      post: (m) => posted.push(m),
      now: () => (t += 10),
      defer: (fn) => queue.push(fn),
      loadPortfolioSolver: () => {
        const outcome = outcomes[loads++];
        return outcome === 'ok' ? Promise.resolve({ name: 'unused', solve: () => { throw new Error('not called'); } }) : Promise.reject(outcome);
      },
    });
    const drain = async () => {
      while (queue.length > 0) queue.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { handler, posted, drain, loads: () => loads };
  }
  // No `portfolio` or `fleetPlan` section: the engine answers "no plan" without calling the solver.
  const noPlan = {} as Scenario;

  it('answers an overtaken request superseded, per kind, and times the newest solve alone', async () => {
    const h = solveHarness(['ok']);
    h.handler.handle({ type: 'portfolio', id: 1, scenario: noPlan });
    h.handler.handle({ type: 'fleet-plan', id: 2, scenario: noPlan });
    h.handler.handle({ type: 'portfolio', id: 3, scenario: noPlan });
    await h.drain();
    expect(h.posted).toEqual([
      { type: 'portfolio-superseded', id: 1 },
      { type: 'fleet-plan', id: 2, fleetPlan: null, warnings: [], ms: 10 },
      { type: 'portfolio', id: 3, portfolio: null, warnings: [], ms: 10 },
    ]);
    expect(h.loads()).toBe(1); // loaded once for the worker
  });

  it('names which solver failed to load, and tries to load it again on the next request', async () => {
    const h = solveHarness([new Error('no wasm'), 'ok']);
    h.handler.handle({ type: 'portfolio', id: 1, scenario: noPlan });
    h.handler.handle({ type: 'fleet-plan', id: 2, scenario: noPlan });
    await h.drain();
    expect(h.posted).toEqual([
      { type: 'error', id: 1, message: 'the demand-plan solver could not be loaded: no wasm' },
      { type: 'error', id: 2, message: 'the fleet-plan solver could not be loaded: no wasm' },
    ]);
    h.handler.handle({ type: 'fleet-plan', id: 3, scenario: noPlan });
    await h.drain();
    expect(h.loads()).toBe(2);
    expect(h.posted[2]).toEqual({ type: 'fleet-plan', id: 3, fleetPlan: null, warnings: [], ms: 10 });
  });
});
