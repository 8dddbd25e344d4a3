// @vitest-environment happy-dom
// The demand plan's growth, scenarios, risk and signed contracts in the editor (model: Demand plan ›
// growth, scenarios, fixed commitments), on the worked example: the growth's peaks as typed, a
// preset's scenarios adding up to 100 %, a probability off 100 % said live and by the loader at the
// list, the risk slider in words, a signed contract added valid; both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import { sampleRecord } from '../store/fixtures';

afterEach(cleanup);

type Doc = Record<string, any>;
const example = (): Doc => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-demand-scenarios.json'), 'utf8'));
const issuesOf = (doc: unknown) => {
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues;
};

function setup(doc: Doc, lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord({ doc }));
  const view = render(<ScenarioEditor issues={issuesOf(doc)} lang={lang} store={store} />);
  const sync = () => view.rerender(<ScenarioEditor issues={issuesOf(store.getState().doc)} lang={lang} store={store} />);
  return { store, sync };
}
const text = (id: string) => (screen.getByTestId(id).textContent ?? '').replace(/\s+/g, ' ').trim();

describe('editor: demand growth and scenarios', () => {
  it('shows the growth’s peaks, the scenarios’ sum, the risk in words and the signed contract', () => {
    setup(example());
    // 256 GPUs growing 3 % a month from month 2 to 24: 256 × 1.03^23 ≈ 505 at month 24, flat after.
    expect(text('growth-preview')).toBe('The peak this gives: month 1: 256 GPUs, month 2: 264 GPUs, month 24: 505 GPUs, month 36: 505 GPUs.');
    expect(text('scenario-sum')).toBe('The probabilities add up to 100 %.');
    expect(text('risk-words')).toBe('The plan minimises 70 % × the expected cost + 30 % × the mean cost of the worst 10 % of outcomes (CVaR 90 %).');
    expect(screen.getByTestId('fixed-0')).toBeTruthy();
  });

  it('a preset replaces the scenarios in one edit; a probability off 100 % is said live and at the list', () => {
    const doc = example();
    delete doc.portfolio.scenarios;
    delete doc.portfolio.riskAversion;
    const { store, sync } = setup(doc);
    expect(screen.queryByTestId('portfolio-risk')).toBeNull();
    fireEvent.click(screen.getByText('Forecast ± 25 %', { selector: 'button' }));
    expect(store.getState().doc!.portfolio).toMatchObject({ scenarios: [{ name: 'low', probability: 0.25, scale: 0.75 }, { name: 'base' }, { name: 'high', scale: 1.25 }] });
    sync();
    expect(issuesOf(store.getState().doc)).toEqual([]);
    expect(screen.getByTestId('portfolio-risk')).toBeTruthy();
    store.getState().setField('portfolio.scenarios[2].probability', 0.2);
    sync();
    // The loader's message (with the sum in percent) stands at the list; the live line steps aside.
    expect(screen.queryByTestId('scenario-sum')).toBeNull();
    expect(screen.getByTestId('portfolio-scenarios').textContent).toContain('probabilities must add up to 100 %; they add up to 95 %');
  });

  it('speaks Chinese', () => {
    setup(example(), 'zh-CN');
    expect(text('growth-preview')).toBe('由此得到的峰值：第 1 个月 256 张 GPU，第 2 个月 264 张 GPU，第 24 个月 505 张 GPU，第 36 个月 505 张 GPU。');
    expect(text('risk-words')).toBe('计划最小化 70% × 期望成本 + 30% × 最差 10% 结果的平均成本（CVaR 90%）。');
  });
});
