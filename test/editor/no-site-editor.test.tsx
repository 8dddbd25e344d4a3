// @vitest-environment happy-dom
// docs/model.md › Capacity › Plans without a site in the editor: "Site and power" can be removed and added back (with catalogue
// defaults) like any optional section; the section nav and the toolbar show that the plan has no
// site; a plan that still needs the site (investment, rent vs buy) shows the loader's message at it.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../models/catalogue';
import { loadScenario } from '../../models/scenario';
import type { ScenarioIssue } from '../../models/scenario';
import { ScenarioEditor } from '../../src/editor/scenario-editor';
import { createEditorStore } from '../../src/store/editor-store';
import { newSection, removeSection, sizingTargetEntries } from '../../src/store/doc-edits';
import { sampleDoc, sampleRecord } from '../store/fixtures';

afterEach(cleanup);

function issuesOf(doc: unknown): ScenarioIssue[] {
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues;
}

function setup(lang: 'en' | 'zh-CN' = 'en') {
  const store = createEditorStore({ journal: null });
  store.getState().open(sampleRecord());
  const view = render(<ScenarioEditor issues={[]} lang={lang} store={store} />);
  const rerender = () => view.rerender(<ScenarioEditor issues={issuesOf(store.getState().doc)} lang={lang} store={store} />);
  return { store, rerender };
}

function button(name: string): HTMLButtonElement {
  return screen.getByText(name, { selector: 'button' }) as HTMLButtonElement;
}

function navButton(section: string): HTMLElement {
  return document.querySelector(`.ed-toolbar__nav [data-nav-section="${section}"]`) as HTMLElement;
}

describe('editor: plans without a site', () => {
  it('removes the site, names it as needed by the investment, and adds it back with defaults', () => {
    const { store, rerender } = setup();
    const doc = () => store.getState().doc as Record<string, any>;
    expect(doc().investment).toBeDefined();
    expect(navButton('site').dataset.absent).toBeUndefined();
    expect(screen.queryByTestId('no-site-note')).toBeNull();

    expect(doc().version).toBe(1);
    fireEvent.click(button('Remove site and power'));
    rerender();
    expect(doc().site).toBeUndefined();
    // Only a version-2 (or later) plan may leave its site out: the version-1 sample is migrated to the current version on the way.
    expect(doc().version).toBe(4);
    expect(navButton('site').dataset.absent).toBe('true');
    expect(navButton('site').className).toContain('ed-link--absent');
    expect(navButton('node').dataset.absent).toBeUndefined();
    expect(screen.getByTestId('no-site-note').textContent).toBe('No site: results leave capacity out');
    // The investment still needs the site: the loader's message shows at the site section, and the
    // toolbar counts it (the sample plan also has rent vs buy, named only when there is no investment).
    const site = document.getElementById('ed-section-site') as HTMLElement;
    expect(within(site).getByText(/^Site and power: is required when the plan has an investment section.*\(site\)$/)).toBeTruthy();
    expect(screen.getByText('Problems: 1')).toBeTruthy();
    expect(button('Add site and power')).toBeTruthy();

    // Without investment and rent vs buy, the plan is valid without a site.
    fireEvent.click(button('Remove investment section'));
    if (doc().rentVsBuy) fireEvent.click(button('Remove rent-vs-buy section'));
    rerender();
    expect(issuesOf(doc())).toEqual([]);
    expect(screen.getByText('No problems')).toBeTruthy();
    expect(within(site).queryByText(/^Site and power:/)).toBeNull();

    fireEvent.click(button('Add site and power'));
    rerender();
    expect(doc().site).toEqual({
      contractedMW: 1, // a placeholder, so the site added back starts valid (issue 33)
      powerBasis: 'facility',
      pue: CATALOGUE.site.pue.value,
      overheadFraction: CATALOGUE.site.overheadFraction.value,
      cooling: CATALOGUE.gpus['H100-SXM'].cooling.value,
    });
    expect(navButton('site').dataset.absent).toBeUndefined();
    expect(screen.queryByTestId('no-site-note')).toBeNull();
    // The site added back starts valid: a placeholder 1 MW the user replaces (issue 33).
    expect(issuesOf(doc())).toEqual([]);
  });

  it('speaks Chinese: remove, note and add back', () => {
    const { store, rerender } = setup('zh-CN');
    fireEvent.click(button('移除场地与电力'));
    rerender();
    expect(store.getState().doc?.site).toBeUndefined();
    expect(screen.getByTestId('no-site-note').textContent).toBe('无场地：结果中不含容量');
    const site = document.getElementById('ed-section-site') as HTMLElement;
    expect(within(site).getByText(/^场地与电力：方案包含投资部分时为必填项.*（site）$/)).toBeTruthy();
    fireEvent.click(button('添加场地与电力'));
    expect(store.getState().doc?.site).toBeDefined();
  });

  it('undo brings the removed site back as it was', () => {
    const { store } = setup();
    const before = structuredClone(store.getState().doc?.site);
    fireEvent.click(button('Remove site and power'));
    expect(store.getState().doc?.site).toBeUndefined();
    store.getState().undo();
    expect(store.getState().doc?.site).toEqual(before);
  });

  it('pure edits: a new site follows the GPU\'s cooling; sizing carries no target into a plan without a site', () => {
    const doc = { ...sampleDoc(), currency: 'USD' } as Record<string, any>; // the catalogue's currency (issue 33)
    const b200 = { ...doc, node: { ...doc.node, gpuModel: 'B200' } };
    expect(newSection(b200, 'site').cooling).toBe(CATALOGUE.gpus.B200.cooling.value);
    expect(CATALOGUE.gpus.B200.cooling.value).not.toBe(CATALOGUE.gpus['H100-SXM'].cooling.value);
    // Issue 26: a new investment or rent-vs-buy section takes the node's GPU's own all-in capex
    // (B200 $66,667, not H100's $50,000), and the GPU's own 1-year price; none when it has no figure.
    expect(newSection(b200, 'investment').capexPerGPU).toBe(66_667);
    expect(newSection(b200, 'rentVsBuy')).toMatchObject({ capexPerGPU: 66_667, reservedPrice: 5.25 * 0.7 });
    expect(newSection(doc, 'investment').capexPerGPU).toBe(50_000);
    expect(newSection({ ...doc, node: { ...doc.node, gpuModel: 'MI300X' } }, 'investment').capexPerGPU).toBeUndefined();
    const bare = removeSection(doc, 'site');
    expect(sizingTargetEntries(doc, 40)[0]).toEqual(['site.targetGPUs', 40]);
    const entries = sizingTargetEntries(bare, 40);
    expect(entries.map(([p]) => p)).toEqual([...(doc.quotes as unknown[]).map((_, i) => `quotes[${i}].gpus`), 'workload.gpuHoursPerMonth']);
  });
});
