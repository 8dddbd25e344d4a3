// How much the plan weighs the bad cases (model: Demand plan › scenarios, riskAversion ω and
// cvarLevel α): a slider for ω and the level α, said in words — the plan minimises
// (1 - ω) × the expected cost + ω × the mean cost of the worst 1 - α of outcomes.

import { useEffect, useId, useState } from 'react';
import { formatNumber } from '../format/format';
import { FIELDS } from '../present/field-defs';
import { fill } from '../present/messages';
import { selectField } from '../store/selectors';
import { useEditor, useIssuesAt } from './editor-context';
import { Field } from './field';
import { ListIssues } from './list-issues';

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The engine's defaults (models/portfolio/scenarios.ts): ω 0, α 0.9. */
const DEFAULT_CVAR_LEVEL = 0.9;

export function riskWords(omega: number, alpha: number, t: { riskWords: string; riskWordsNeutral: string }, pct: (v: number) => string): string {
  if (omega === 0) return t.riskWordsNeutral;
  return fill(t.riskWords, { expected: pct(1 - omega), omega: pct(omega), tail: pct(1 - alpha), alpha: pct(alpha) });
}

export function DemandRisk() {
  const { store, m, lang } = useEditor();
  const stored = store((s) => num(selectField(s, 'portfolio.riskAversion')) ?? 0);
  const alpha = store((s) => num(selectField(s, 'portfolio.cvarLevel')) ?? DEFAULT_CVAR_LEVEL);
  const [omega, setOmega] = useState(stored);
  useEffect(() => setOmega(stored), [stored]);
  const id = useId();
  const issues = useIssuesAt('portfolio.riskAversion');
  const pct = (v: number) => `${formatNumber(v * 100, lang, 1)}${lang === 'zh-CN' ? '' : ' '}%`;
  const commit = () => {
    if (omega !== stored) store.getState().setField('portfolio.riskAversion', omega === 0 ? undefined : omega);
  };
  const label = m.fields.portfolioRisk.riskAversion.label;
  return (
    <div className="ed-list demand-risk" data-testid="portfolio-risk">
      <h3 className="ed-subtitle">{m.portfolio.riskTitle}</h3>
      <div className="demand-risk__slider">
        <label htmlFor={id} className="ed-field__label">
          {label} {pct(omega)}
        </label>
        <div className="demand-risk__track">
          <span className="ed-muted">{m.portfolio.riskLow}</span>
          <input
            id={id}
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(omega * 100)}
            aria-valuetext={pct(omega)}
            title={m.fields.portfolioRisk.riskAversion.help}
            onChange={(e) => setOmega(Number(e.target.value) / 100)}
            onPointerUp={commit}
            onKeyUp={commit}
            onBlur={commit}
          />
          <span className="ed-muted">{fill(m.portfolio.riskHigh, { tail: pct(1 - alpha) })}</span>
        </div>
      </div>
      <ListIssues issues={issues} />
      <p className="ed-muted" data-testid="risk-words" role="status">
        {riskWords(omega, alpha, m.portfolio, pct)}
      </p>
      <div className="ed-grid ed-grid--compact">
        <Field group="portfolioRisk" def={FIELDS.portfolioRisk[1]} />
      </div>
    </div>
  );
}
