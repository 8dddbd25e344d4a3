// The demand plan's cost per million tokens beside the API's (src/present/plan-tokens.ts), when the
// scenario states a throughput per GPU.
import type { PortfolioResult } from '../../models/portfolio/types';
import type { Scenario } from '../../models/scenario';
import { withDisplay, type DisplayRate } from '../format/display-money';
import { formatPrice } from '../format/format';
import type { Language } from '../i18n/languages';
import { planTokenFigures } from '../present/plan-tokens';

export function PortfolioTokens({ portfolio, scenario, currency, lang, display = null }: { portfolio: PortfolioResult; scenario: Scenario; currency: string; lang: Language; display?: DisplayRate | null }) {
  const figures = planTokenFigures(portfolio, scenario, lang, (v) => withDisplay(formatPrice(v, lang, currency), v, lang, display, 'price'));
  if (figures.length === 0) return null;
  return (
    <dl className="portfolio-facts" data-testid="portfolio-tokens">
      {figures.map((f) => (
        <div key={f.key} data-key={f.key}>
          <dt>{f.label}</dt>
          <dd>
            {f.value}
            {f.note ? <span className="muted"> — {f.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
