// @vitest-environment happy-dom
// demand plan on the compare page: the compared scenarios' demand plans solved in an engine worker (one
// after another over the latest-wins `portfolio` request), the impacts of plan inputs solved there
// too, and the page showing plan cost and savings side by side.
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { loadScenario, type Scenario } from '../../models/scenario';
import type { MilpSolver } from '../../models/portfolio';
import { compareImpacts } from '../../models/compare-impact';
import { createEngineHandler } from '../../src/engine/handler';
import type { EngineResponse } from '../../src/engine/protocol';
import { useComparedPortfolios } from '../../src/engine/use-compared-portfolios';
import { ComparePage } from '../../src/compare/compare-page';
import { withSolvedPlan } from '../../models/evaluate';
import type { ScenarioRecord } from '../../src/storage/types';
import { renderWithI18n } from '../results/render-i18n';
import { highs } from '../portfolio/helpers';
import { fakeTransport } from './fake-transport';

afterEach(cleanup);

const FIXTURE = path.resolve(__dirname, '../fixtures/v3-renter-plan.gpuplan.json');
function planDoc(name: string, threeYearPrice = 1.49): Record<string, unknown> {
  const doc = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
  doc.name = name;
  ((doc.portfolio as { offers: Record<string, unknown>[] }).offers[3]).pricePerGPUHour = threeYearPrice;
  return doc;
}
function load(doc: Record<string, unknown>): Scenario {
  const r = loadScenario(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

const a = load(planDoc('A'));
const b = load(planDoc('B', 1.29));
const { portfolio: _p, ...noPlan } = planDoc('no plan');
const c = load(noPlan);
let solver: MilpSolver;
beforeAll(async () => {
  solver = await highs();
});

describe('engine handler: impacts of scenarios with a demand plan', () => {
  it('solves the base plan itself when the page sent it unsolved, and plan inputs again', async () => {
    const posted: EngineResponse[] = [];
    const handler = createEngineHandler({ post: (m) => posted.push(m), now: () => 0, loadPortfolioSolver: () => Promise.resolve(solver) });
    const unsolved = evaluateScenario(a, { skipUncertainty: true });
    expect(unsolved.portfolio).toBeUndefined();
    handler.handle({ type: 'impacts', id: 4, scenarios: [a, b], baseResult: unsolved });
    await waitFor(() => expect(posted).toHaveLength(1));
    const answer = posted[0];
    if (answer.type !== 'impacts') throw new Error(`unexpected ${answer.type}`);
    expect(answer.id).toBe(4);
    const solved = evaluateScenario(a, { skipUncertainty: true, portfolioSolver: solver });
    expect(answer.impacts).toEqual(compareImpacts([a, b], solved, { portfolioSolver: solver }));
    expect(answer.impacts.find((i) => i.path === 'portfolio.offers[3].pricePerGPUHour')!.moves).toContain('portfolio.presentCost');
  });

  it('says so when the solver cannot be loaded', async () => {
    const posted: EngineResponse[] = [];
    const handler = createEngineHandler({ post: (m) => posted.push(m), now: () => 0, loadPortfolioSolver: () => Promise.reject(new Error('no wasm')) });
    handler.handle({ type: 'impacts', id: 5, scenarios: [a, b], baseResult: evaluateScenario(a, { skipUncertainty: true }) });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ type: 'error', id: 5, message: expect.stringContaining('no wasm') });
  });
});

describe('useComparedPortfolios', () => {
  it('asks one plan at a time, skips scenarios without one, and publishes the set when all are in', () => {
    const f = fakeTransport();
    let made = 0;
    const transport = () => (made++, f.transport);
    const set = [a, c, b];
    const { result, unmount } = renderHook(({ s }) => useComparedPortfolios(s, { transport }), { initialProps: { s: set } });
    expect(made).toBe(1);
    expect(result.current).toEqual({ plans: null, solving: true, error: null });
    expect(f.posted).toEqual([{ type: 'portfolio', id: expect.any(Number), scenario: a }]);
    const first = { portfolio: null, warnings: [] };
    act(() => f.respond({ type: 'portfolio', id: f.posted[0].id, ...first, ms: 1 }));
    // The scenario without a plan is skipped: B is asked next, after A's answer.
    expect(f.posted).toHaveLength(2);
    expect(f.posted[1]).toEqual({ type: 'portfolio', id: expect.any(Number), scenario: b });
    expect(result.current.solving).toBe(true);
    const warning = { code: 'w', path: 'portfolio', message: { en: 'w', 'zh-CN': 'w' } };
    act(() => f.respond({ type: 'portfolio', id: f.posted[1].id, portfolio: null, warnings: [warning], ms: 1 }));
    expect(result.current).toEqual({ plans: [first, null, { portfolio: null, warnings: [warning] }], solving: false, error: null });
    unmount();
    expect(f.isClosed()).toBe(true);
  });

  it('drops an older set’s answers, starts no worker without plans, and shows a failure', () => {
    const f = fakeTransport();
    let made = 0;
    const transport = () => (made++, f.transport);
    const { result, rerender } = renderHook(({ s }) => useComparedPortfolios(s, { transport }), { initialProps: { s: [c, c] as Scenario[] } });
    expect(made).toBe(0);
    expect(result.current).toEqual({ plans: null, solving: false, error: null });
    rerender({ s: [a, b] });
    rerender({ s: [b, c] });
    expect(f.posted.map((p) => p.type === 'portfolio' && p.scenario.name)).toEqual(['A', 'B']);
    act(() => f.respond({ type: 'portfolio', id: f.posted[0].id, portfolio: null, warnings: [], ms: 1 }));
    expect(f.posted).toHaveLength(2); // A's late answer asks nothing more
    act(() => f.respond({ type: 'portfolio-superseded', id: f.posted[0].id }));
    act(() => f.respond({ type: 'error', id: f.posted[1].id, message: 'HiGHS failed' }));
    expect(result.current).toEqual({ plans: null, solving: false, error: 'HiGHS failed' });
    act(() => f.fail('the engine worker failed to start'));
    expect(result.current.error).toBe('the engine worker failed to start');
    rerender({ s: [a, c] });
    expect(made).toBe(2);
  });

  it('adds a solved plan and its warnings to a result, or leaves it without one', () => {
    const r = evaluateScenario(a, { skipUncertainty: true });
    const solved = evaluateScenario(a, { skipUncertainty: true, portfolioSolver: solver });
    expect(withSolvedPlan(r, { portfolio: solved.portfolio!, warnings: [] })).toEqual(solved);
    expect(withSolvedPlan(r, null)).toBe(r);
    const warning = { code: 'portfolio-solve-time-limit', path: 'portfolio', message: { en: 'slow', 'zh-CN': '慢' } };
    const stopped = withSolvedPlan(r, { portfolio: null, warnings: [warning] });
    expect(stopped.portfolio).toBeUndefined();
    expect(stopped.warnings).toEqual([...r.warnings, warning]);
  });
});

describe('<ComparePage> with demand plans', () => {
  it('shows the plan cost and savings side by side once the worker solved them, the cheaper plan marked', async () => {
    const records = new Map<string, ScenarioRecord>(
      [planDoc('Example mix'), planDoc('Cheaper 3-year')].map((doc, i) => {
        if (i === 1) ((doc.portfolio as { offers: Record<string, unknown>[] }).offers[3]).pricePerGPUHour = 1.29;
        const id = `p${i}`;
        return [id, { id, name: doc.name as string, tags: [], notes: '', createdAt: 1, updatedAt: 2, doc }];
      }),
    );
    const summaries = [...records.values()].map(({ id, name, tags, createdAt, updatedAt }) => ({ id, name, tags, createdAt, updatedAt }));
    // No Worker under happy-dom: the engine handler runs in-process (createDefaultTransport), with
    // HiGHS from node_modules.
    renderWithI18n(<ComparePage summaries={summaries} loadRecord={async (id) => records.get(id)} lang="en" initialSelection={['p0', 'p1']} />);
    const key = await screen.findByTestId('compare-key-results', {}, { timeout: 10_000 });
    await waitFor(() => expect(key.querySelector('tr[data-key="portfolio.presentCost"]')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByTestId('compare-plans-solving')).toBeNull();
    const cost = key.querySelector('tr[data-key="portfolio.presentCost"]')!;
    // The worked example's plan: $4,304,981 present cost, $751,268 saved (14.9 %).
    expect(cost.querySelector('th')!.textContent).toBe('Demand plan: cost (present value)');
    const cells = [...cost.querySelectorAll('td')];
    expect(cells[0].textContent).toBe('$4,304,981');
    expect(cells[1].getAttribute('data-best')).toBe('true');
    expect(cells[0].getAttribute('data-best')).toBeNull();
    const savings = key.querySelector('tr[data-key="portfolio.savings"]')!;
    expect(savings.querySelector('td')!.textContent).toBe('$751,268');
    expect(savings.querySelector('[data-best]')).toBeNull();
    expect(key.querySelector('tr[data-key="portfolio.savingsShare"] td')!.textContent).toBe('14.9%');
    // The 3-year price moves the plan (its impacts were solved in the worker too).
    await waitFor(() => expect(screen.queryByTestId('compare-impacts-pending')).toBeNull(), { timeout: 10_000 });
    const diff = screen.getByTestId('compare-differences');
    expect(diff.querySelector('tr[data-path="portfolio.offers[3].pricePerGPUHour"]')!.textContent).toContain('moves Demand plan: cost (present value)');
  });
});
