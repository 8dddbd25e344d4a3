// <BriefReport /> — the brief-only PDF (issue 38: `gpuplan report FILE --brief`, the app's "Brief
// only"): what a negotiator takes into the room, one A4 page per provider in the report's language,
// in the ranking's order: its standing and the figure the ranking uses, its cost over the window and
// what is still owed after it, the items it does not quote, its price to win, its asks ordered by
// money (largest first) and the terms it leaves out. The words are src/present/brief-text.ts's.
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { activeDisplay } from '../format/display-money';
import type { Language } from '../i18n/languages';
import { briefBlocks, briefStrings, type BriefBlock } from '../present/brief-text';
import { BriefLists } from '../results/brief-lists';
import '../results/results.css';
import './report.css';

export interface BriefReportProps {
  scenario: Scenario;
  result: ScenarioResult;
  lang: Language;
  date?: Date;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => (Object.hasOwn(values, k) ? values[k] : whole));
}

function ProviderPage({ b, first, meta, lang }: { b: BriefBlock; first: boolean; meta: string; lang: Language }) {
  const s = briefStrings(lang);
  return (
    <section className={first ? 'report-section report-brief' : 'report-section report-section--break report-brief'} data-brief-quote={b.index} data-rank={b.rank}>
      <header className="report-brief__head">
        <p className="report-brief__meta">{meta}</p>
        <h1 className="report-brief__title">{fill(s.pageTitle, { provider: b.provider })}</h1>
      </header>
      <p className="quote-brief__standing">{b.standing}</p>
      <p className="quote-brief__total">{b.windowTotal}</p>
      {b.owed !== null ? <p className="quote-brief__owed">{b.owed}</p> : null}
      {b.notQuoted !== null ? <p className="quote-brief__not-quoted">{b.notQuoted}</p> : null}
      <p className="quote-brief__win">{b.priceToWin}</p>
      {b.spot !== null ? <p className="quote-brief__spot">{b.spot}</p> : null}
      <BriefLists b={b} s={s} heading={(title) => <h2 className="report-section__title">{title}</h2>} />
    </section>
  );
}

export function BriefReport({ scenario, result, lang, date = new Date() }: BriefReportProps) {
  const quotes = result.quotes;
  const s = briefStrings(lang);
  const blocks = quotes ? briefBlocks(quotes.brief, { lang, currency: result.currency, display: activeDisplay(scenario.display, result.currency) }) : [];
  const dateText = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
  const meta = fill(s.pageMeta, { name: scenario.name, date: dateText });
  return (
    <article className="report report--brief" lang={lang}>
      {blocks.length === 0 ? (
        <p>{s.noQuotes}</p>
      ) : (
        blocks.map((b, i) => <ProviderPage key={b.index} b={b} first={i === 0} meta={meta} lang={lang} />)
      )}
    </article>
  );
}
