// @vitest-environment happy-dom
// The demand fan's tooltip (issue 37): at the month under the pointer each scenario's peak demand and
// the GPUs committed, in GPUs, from the worked example (growth rule by hand) and its reference plan.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioResult } from '../../models/portfolio';
import { loadScenario } from '../../models/scenario';
import { DemandFanChart } from '../../src/charts/demand-fan-chart';
import { fanGeometry, fanInput } from '../../src/charts/demand-fan-geometry';
import { fanMonthAt, fanTooltip } from '../../src/charts/demand-fan-tooltip';

afterEach(cleanup);

const read = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures', name), 'utf8'));
const expected = read('v4-demand-scenarios.expected.json').portfolio as PortfolioResult;
const loaded = loadScenario(read('v4-demand-scenarios.json'));
if (!loaded.ok) throw new Error('the worked example must load');
const fan = fanInput(loaded.scenario.portfolio!, expected);
const colors = { line: (i: number) => `line-${i}`, layer: (i: number) => `layer-${i}` };

describe('demand fan tooltip', () => {
  it('states each scenario’s demand and the commitments at the month, in GPUs', () => {
    const g = fanGeometry(fan, 600, 300);
    // Month 25: low 128 × 1.01^23, base 256 × 1.03^23, high 512 × 1.04^23 (grown to month 24, flat after);
    // committed 200 on 3 years and 40 on 1 year (low 160.9, base 505.2, high 1,261.9).
    const tip = fanTooltip(fan, g, 25, 'en', colors, (o) => `“${o}”`);
    expect(tip.title).toBe('Month 25');
    expect(tip.rows.map((r) => [r.label, r.value, r.color])).toEqual([
      ['Demand, low (25 %)', `${(128 * 1.01 ** 23).toFixed(1)} GPUs`, 'line-0'],
      ['Demand, base (50 %)', `${(256 * 1.03 ** 23).toFixed(1)} GPUs`, 'line-1'],
      ['Demand, high (25 %)', `${(512 * 1.04 ** 23).toLocaleString('en', { maximumFractionDigits: 1 })} GPUs`, 'line-2'],
      ['Committed: “1-year”', '40 GPUs', 'layer-0'],
      ['Committed: “3-year”', '200 GPUs', 'layer-1'],
      ['Committed in all', '240 GPUs', undefined],
    ]);
    const zh = fanTooltip(fan, g, 1, 'zh-CN', colors);
    expect(zh.title).toBe('第 1 个月');
    expect(zh.rows[0]).toMatchObject({ label: '需求：low（25%）', value: '128 张 GPU' });
    // The month under an x: month m spans [m − 1, m] on the axis; clamped to the plan.
    expect(fanMonthAt(g, 36, g.x(24.5))).toBe(25);
    expect(fanMonthAt(g, 36, g.x(0))).toBe(1);
    expect(fanMonthAt(g, 36, g.x(36))).toBe(36);
  });

  it('shows the tooltip where the pointer is', () => {
    const { container } = render(<DemandFanChart input={fan} lang="en" width={600} />);
    const overlay = container.querySelector('[data-testid="demand-fan"] rect.chart-overlay')!;
    expect(overlay).toBeTruthy();
    const g = fanGeometry(fan, 600, 260);
    fireEvent.mouseMove(overlay, { clientX: g.x(0.5), clientY: 100 });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toContain('Month 1');
    expect(tip.textContent).toContain('Demand, high (25 %)512 GPUs');
    expect(tip.textContent).toContain('Committed in all200 GPUs');
    fireEvent.mouseLeave(overlay);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
