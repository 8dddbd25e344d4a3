// A provider's asks (largest money first) and the terms its quote leaves out, each under its title:
// the one rendering the app's negotiation brief and the brief-only report share. The words are
// src/present/brief-text.ts's; the caller picks the heading (a report page's h2, the app's h6).
import type { ReactElement } from 'react';
import type { BriefBlock, briefStrings } from '../present/brief-text';

export interface BriefListsProps {
  b: BriefBlock;
  s: ReturnType<typeof briefStrings>;
  heading: (title: string) => ReactElement;
}

export function BriefLists({ b, s, heading }: BriefListsProps) {
  return (
    <>
      {heading(s.asksTitle)}
      {b.asks.length === 0 ? (
        <p className="muted">{s.noAsks}</p>
      ) : (
        <ol className="quote-brief__asks">
          {b.asks.map((a) => (
            <li key={a.lever} data-lever={a.lever} data-amount={a.amount}>
              {a.text}
            </li>
          ))}
        </ol>
      )}
      {heading(s.missingTitle)}
      {b.missing.length === 0 ? (
        <p className="muted">{s.noMissing}</p>
      ) : (
        <ol className="quote-brief__missing">
          {b.missing.map((m) => (
            <li key={m.id} data-question={m.id}>
              {m.text}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
