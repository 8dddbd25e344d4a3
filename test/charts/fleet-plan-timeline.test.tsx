// @vitest-environment happy-dom
// The fleet plan's timeline when the optimum fills the site (the worked example): the power budget
// line is drawn after (over) the stacked bands, kept apart from them by a halo, and labelled with
// its value above the stack, in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FleetPlanResult } from '../../models/fleet-plan/types';
import { loadScenario } from '../../models/scenario';
import { FleetPlanTimeline } from '../../src/charts/fleet-plan-timeline';

afterEach(cleanup);

const read = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8'));
const loaded = loadScenario(read('v4-fleet.json'));
if (!loaded.ok) throw new Error('the example does not load');
const expected = read('v4-fleet.expected.json').fleetPlan;
const plan: FleetPlanResult = { ...expected, solve: { solver: 'test', integerVariables: 0, constraints: 0, gap: 0, powerBudgetKW: 14_612 } };

describe('fleet plan timeline: the budget line over a full site', () => {
  for (const [lang, label] of [['en', 'Power budget 14.61 MW'], ['zh-CN', '功率预算 14.61 MW']] as const) {
    it(`draws the line over the bands and labels it (${lang})`, () => {
      const { container } = render(<FleetPlanTimeline input={loaded.scenario.fleetPlan!} plan={plan} horizonMonths={loaded.scenario.horizonMonths} lang={lang} width={800} />);
      const svg = container.querySelector('svg')!;
      const bands = svg.querySelector('.fleet-plan__bands')!;
      const budget = svg.querySelector('.fleet-plan__budget-group')!;
      // Later in the document is painted on top.
      expect(bands.compareDocumentPosition(budget) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(budget.querySelector('.fleet-plan__budget-halo')).not.toBeNull();
      const text = budget.querySelector('.fleet-plan__budget-label')!;
      expect(text.textContent).toBe(label);
      // The label sits above the line.
      expect(Number(text.getAttribute('y'))).toBeLessThan(Number(budget.querySelector('.fleet-plan__budget')!.getAttribute('y1')));
    });
  }
});
