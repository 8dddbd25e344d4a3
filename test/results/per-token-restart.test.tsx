// @vitest-environment happy-dom
// Issue 33 point 8: where the demand plan says how much work can restart, the per-token view counts
// spot only for that share (the rest on demand) and does not call spot cheapest on all the work;
// without such a plan it says it assumes all work can restart.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runScenario } from '../../models/run';
import { findTemplate, instantiateTemplate } from '../../src/scenarios/templates';
import { perTokenShown } from '../../src/results/per-token-restart';
import { PerTokenTable } from '../../src/results/per-token-table';
import { renderWithI18n } from './render-i18n';

afterEach(cleanup);

function serve70b(change?: (d: Record<string, any>) => void) {
  const doc = instantiateTemplate(findTemplate('serve-70b')!, 'en') as Record<string, any>;
  doc.rentVsBuy.tokensPerSecondPerGPU = 1200;
  doc.rentVsBuy.apiPricePerMillionTokens = 0.6;
  change?.(doc);
  const run = runScenario(doc);
  if (!run.ok) throw new Error(JSON.stringify(run.issues));
  return run;
}

describe('spot in the per-token view', () => {
  const run = serve70b();
  const tok = run.result.rentVsBuy!.perToken!;
  const modes = run.result.rentVsBuy!.modes;

  it('blends spot with on-demand at the interruptible share and takes "cheapest" again', () => {
    const spot = tok.costPerMillionTokens.spot!;
    const od = tok.costPerMillionTokens.onDemand!;
    const shown = perTokenShown(tok, modes, 0.15);
    expect(shown.costPerMillionTokens.spot).toBeCloseTo(0.15 * spot + 0.85 * od, 12);
    expect(shown.restartable).toBe(0.15);
    // By hand: the lowest of the rows as shown (the API only when strictly lower).
    const rows = modes.map((m) => [m, shown.costPerMillionTokens[m]] as const).filter((r): r is readonly [typeof r[0], number] => typeof r[1] === 'number');
    const low = rows.reduce((a, b) => (b[1] < a[1] ? b : a));
    const api = tok.apiPricePerMillionTokens;
    expect(shown.cheapest).toBe(api !== null && api < low[1] ? 'api' : low[0]);
    // No plan: the engine's figures, all work assumed restartable.
    expect(perTokenShown(tok, modes, undefined)).toEqual({ costPerMillionTokens: tok.costPerMillionTokens, cheapest: tok.cheapest, restartable: null });
  });

  it('the table states which assumption it makes', () => {
    const r = run.result.rentVsBuy!;
    renderWithI18n(<PerTokenTable rentVsBuy={r} input={run.scenario.rentVsBuy!} currency="USD" lang="en" interruptibleShare={0.15} />);
    expect(screen.getByTestId('per-token-spot').textContent).toContain('Spot counts only for the 15% of the work that can restart');
    cleanup();
    renderWithI18n(<PerTokenTable rentVsBuy={r} input={run.scenario.rentVsBuy!} currency="USD" lang="zh-CN" />);
    expect(screen.getByTestId('per-token-spot').textContent).toContain('假设全部工作都可中断重跑');
  });

  it('does not badge spot cheapest when only 15 % can restart, though it is cheapest on all the work', () => {
    // Make spot the engine's cheapest: a deep spot discount.
    const cheapSpot = serve70b((d) => {
      d.rentVsBuy.spotPrice = 0.3;
      d.rentVsBuy.spotAvailability = 1;
      delete d.rentVsBuy.apiPricePerMillionTokens;
    });
    const r = cheapSpot.result.rentVsBuy!;
    expect(r.perToken!.cheapest).toBe('spot');
    renderWithI18n(<PerTokenTable rentVsBuy={r} input={cheapSpot.scenario.rentVsBuy!} currency="USD" lang="en" interruptibleShare={0.15} />);
    const best = document.querySelector('.results-table__best') as HTMLElement;
    expect(best.getAttribute('data-mode')).not.toBe('spot');
  });
});
