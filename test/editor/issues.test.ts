import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';
import type { ScenarioIssue } from '../../models/scenario';
import { indexIssues, issueText, issuesAt, issuesUnder, leftoverIssues, pathTemplate, sectionOfPath } from '../../src/editor/issues';
import { sampleDoc } from '../store/fixtures';

function issue(path: string): ScenarioIssue {
  return { path, message: { en: `${path}: bad`, 'zh-CN': `${path}：不好` } };
}

describe('issues in the editor', () => {
  it('normalize paths to templates', () => {
    expect(pathTemplate('quotes[12].gpus')).toBe('quotes[].gpus');
    expect(pathTemplate('uncertainty.inputs["quotes[0].taxRate"].min')).toBe('uncertainty.inputs[*].min');
  });

  it('put field issues at their field and the rest at their section', () => {
    const index = indexIssues([
      issue('site.pue'),
      issue('quotes[1].termMonths'),
      issue('quotes[1].termMonths'),
      issue('workload.storageTB'),
      issue('market.generations[0]'),
      issue('uncertainty'),
      issue('uncertainty.inputs["site.pue"].max'),
      issue('format'),
      issue(''),
      issue('site.unknownThing'),
    ]);
    expect(index.count).toBe(10);
    expect(issuesAt(index, 'site.pue')).toHaveLength(1);
    expect(issuesAt(index, 'quotes[1].termMonths')).toHaveLength(2);
    expect(issuesAt(index, 'quotes[0].termMonths')).toHaveLength(0);
    expect(issuesAt(index, 'workload.storageTB')).toHaveLength(1);
    expect(issuesAt(index, 'uncertainty.inputs["site.pue"].max')).toHaveLength(1);
    expect(leftoverIssues(index, 'market').map((i) => i.path)).toEqual(['market.generations[0]']);
    expect(leftoverIssues(index, 'uncertainty').map((i) => i.path)).toEqual(['uncertainty']);
    expect(leftoverIssues(index, 'scenario').map((i) => i.path)).toEqual(['format', '']);
    expect(leftoverIssues(index, 'site').map((i) => i.path)).toEqual(['site.unknownThing']);
    expect(sectionOfPath('workload.discountRate')).toBe('quotes');
  });

  it('keep the same arrays for places whose issues did not change (fields re-render only when theirs do)', () => {
    const first = indexIssues([issue('site.pue'), issue('node.nodeKW'), issue('format')]);
    const second = indexIssues([issue('site.pue'), { ...issue('node.nodeKW'), message: { en: 'other', 'zh-CN': '其他' } }, issue('format')], first);
    expect(issuesAt(second, 'site.pue')).toBe(issuesAt(first, 'site.pue'));
    expect(issuesAt(second, 'node.nodeKW')).not.toBe(issuesAt(first, 'node.nodeKW'));
    expect(leftoverIssues(second, 'scenario')).toBe(leftoverIssues(first, 'scenario'));
    expect(issuesAt(second, 'site.rackKW')).toBe(issuesAt(first, 'site.rackKW')); // the shared empty list
  });

  it('show the message in the chosen language without the path at the field', () => {
    const i = issue('site.pue');
    expect(issueText(i, 'zh-CN', true)).toBe('不好');
    expect(issueText(i, 'en', true)).toBe('bad');
    // Away from its field the label names it, the path follows as a hint (issue 33).
    expect(issueText(i, 'en', false)).toBe('Site and power › PUE (power usage effectiveness): bad (site.pue)');
  });

  it('every issue the loader reports on a broken document has a place', () => {
    const broken = sampleDoc() as Record<string, any>;
    broken.site.pue = 0.8;
    broken.node.nodeKW = -1;
    broken.quotes[0].termMonths = 0;
    broken.market.generations[1].id = 'hopper';
    broken.investment.utilization = 2;
    const loaded = loadScenario(broken);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    const index = indexIssues(loaded.issues);
    for (const path of ['site.pue', 'node.nodeKW', 'quotes[0].termMonths', 'investment.utilization']) {
      expect(issuesAt(index, path).length, path).toBeGreaterThan(0);
    }
    expect(issuesUnder(loaded.issues, 'quotes[0]').map((i) => i.path)).toEqual(['quotes[0].termMonths']);
  });
});
