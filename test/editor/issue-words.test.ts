// Issue 33 point 10: a message names the field by its label in the UI language and states values in
// the field's unit; the path follows as a hint.
import { describe, expect, it } from 'vitest';
import { loadScenario, parseScenarioJson } from '../../models/scenario';
import { issueLine } from '../../src/editor/issue-words';
import { checkImportFile } from '../../src/storage/bundle';
import { sampleDoc } from '../store/fixtures';

function issuesOf(change: (d: Record<string, any>) => void) {
  const doc = structuredClone(sampleDoc()) as Record<string, any>;
  change(doc);
  const r = loadScenario(doc);
  if (r.ok) throw new Error('expected issues');
  return { doc, issues: r.issues };
}

describe('issues in a planner’s words', () => {
  it('restates a fraction field’s range and value as percentages, under the field’s label', () => {
    const { doc, issues } = issuesOf((d) => {
      d.workload = { ...(d.workload ?? {}), demandGrowthAnnual: -1 };
    });
    const issue = issues.find((i) => i.path === 'workload.demandGrowthAnnual')!;
    // The engine's message keeps the path and the fraction (the CLI prints it).
    expect(issue.message.en).toBe('workload.demandGrowthAnnual: must be between -0.5 and 5.0 (got -1)');
    expect(issueLine(issue, 'en', doc)).toMatch(/^Quotes › Demand growth[^:]*: must be between −50 %\/year and 500 %\/year, got −100 %\/year \(workload\.demandGrowthAnnual\)$/);
    expect(issueLine(issue, 'zh-CN', doc)).toMatch(/：必须介于 −50 %\/年与 500 %\/年之间，实际为 −100 %\/年（workload\.demandGrowthAnnual）$/);
    expect(issueLine(issue, 'zh-CN', doc)).not.toContain('workload.demandGrowthAnnual：');
    // Beside its field: the rule alone.
    expect(issueLine(issue, 'en', doc, true)).toBe('must be between −50 %/year and 500 %/year, got −100 %/year');
  });

  it('names a missing field of a list item by its label and the item’s name', () => {
    const { doc, issues } = issuesOf((d) => {
      delete d.market.generations[0].annualDecline;
    });
    const issue = issues.find((i) => i.path === 'market.generations[0].annualDecline')!;
    const zh = issueLine(issue, 'zh-CN', doc);
    expect(zh).not.toMatch(/^market\./);
    expect(zh).toContain(doc.market.generations[0].label ?? doc.market.generations[0].id);
    expect(zh).toMatch(/：为必填项（market\.generations\[0\]\.annualDecline）$/);
    expect(issueLine(issue, 'en', doc)).toMatch(/Annual price decline|decline/i);
  });

  it('restates whole-number and plain-unit bounds in the field’s unit', () => {
    const { doc, issues } = issuesOf((d) => {
      d.site.pue = 0.8;
      d.horizonMonths = 0;
    });
    const pue = issues.find((i) => i.path === 'site.pue')!;
    expect(issueLine(pue, 'en', doc, true)).toBe('must be between 1 and 3, got 0.8');
    // As the compare page lists a stored scenario's issue (no document to name items from).
    expect(issueLine(pue, 'zh-CN')).toMatch(/^场地与电力 › PUE[^：]*：必须介于 1 与 3 之间，实际为 0\.8（site\.pue）$/);
    const horizon = issues.find((i) => i.path === 'horizonMonths')!;
    expect(issueLine(horizon, 'en', doc, true)).toMatch(/^must be a whole number between 1 months? and \d+ months, got 0 months$/);
    // zh-CN spaces a number from Chinese text but not a unit word from the next Chinese word
    // (as every zh-CN fill does: src/i18n/cjk-spacing.ts): "1 个月与 1,200 个月之间", not "1 个月 与".
    expect(issueLine(horizon, 'zh-CN', doc, true)).toMatch(/^必须是介于 1 个月与 [\d,]+ 个月之间的整数，实际为 0 个月$/);
  });

  it('names a field of a scenario inside a bundle by the scenario’s place and the field’s label, in its unit', () => {
    const { doc } = issuesOf((d) => {
      d.workload = { ...(d.workload ?? {}), demandGrowthAnnual: -1 };
    });
    const bundle = JSON.stringify({ format: 'gpuplan/bundle', version: 1, scenarios: [sampleDoc(), doc] });
    const check = checkImportFile(bundle, { loadScenario, parseScenarioJson });
    if (check.ok) throw new Error('expected the bundle to be refused');
    const issue = check.issues.find((i) => i.path === 'scenarios[1].workload.demandGrowthAnnual')!;
    // The label and the percent come through the bundle's prefix (it dropped the rule's range: "Demand growth annual: … −1").
    expect(issueLine(issue, 'en')).toMatch(/^Scenario 2 of the file › Quotes › Demand growth[^:]*: must be between −50 %\/year and 500 %\/year, got −100 %\/year \(scenarios\[1\]\.workload\.demandGrowthAnnual\)$/);
    expect(issueLine(issue, 'zh-CN')).toMatch(/^文件中的第 2 个方案 › .*：必须介于 −50 %\/年与 500 %\/年之间，实际为 −100 %\/年（scenarios\[1\]\.workload\.demandGrowthAnnual）$/);
  });
});
