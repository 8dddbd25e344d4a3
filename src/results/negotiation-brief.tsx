// The negotiation brief beside the quotes (docs/model.md › Quotes › Window): per provider, its rank on the common
// window, its price to win, its asks ordered by money and only the terms it leaves out; a Copy
// button puts the same text (brief-text.ts) on the clipboard for an e-mail. When the clipboard API
// is missing or refused, the text is copied through a selected text area (execCommand), and
// failing that it is shown selected for Ctrl+C. In the report (`pages`) each provider gets a page.
import { useRef, useState } from 'react';
import type { QuoteBrief } from '../../models/quote-brief';
import type { DisplayRate } from '../format/display-money';
import type { Language } from '../i18n/languages';
import { briefBlocks, briefStrings, briefText } from '../present/brief-text';
import { BriefLists } from './brief-lists';

export interface NegotiationBriefProps {
  brief: readonly QuoteBrief[];
  currency: string;
  display?: DisplayRate | null;
  scenarioName: string;
  lang: Language;
  /** false on paper (reports): no Copy button. */
  copyable?: boolean;
  /** Reports: one page per provider. */
  pages?: boolean;
}

type CopyState = 'idle' | 'copied' | 'manual';

/** Copies through a hidden, selected text area (for browsers or windows without the clipboard API). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, window not focused): fall through to the selection copy.
  }
  return copyWithSelection(text);
}

export function NegotiationBrief({ brief, currency, display, scenarioName, lang, copyable = true, pages = false }: NegotiationBriefProps) {
  const s = briefStrings(lang);
  const [state, setState] = useState<CopyState>('idle');
  const manual = useRef<HTMLTextAreaElement>(null);
  const format = { lang, currency, display };
  const blocks = briefBlocks(brief, format);
  const text = briefText(brief, format, scenarioName);

  async function onCopy(): Promise<void> {
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'manual');
    if (!ok) requestAnimationFrame(() => manual.current?.select());
  }

  return (
    <section className={`quote-brief${pages ? ' quote-brief--pages' : ''}`} aria-labelledby="quote-brief-title">
      <div className="quote-brief__head">
        <h4 id="quote-brief-title">{s.title}</h4>
        {copyable ? (
          <button type="button" className="quote-brief__copy" onClick={() => void onCopy()}>
            {s.copy}
          </button>
        ) : null}
      </div>
      <p className="muted">{s.intro}</p>
      <span className="quote-brief__status" aria-live="polite">
        {state === 'copied' ? s.copied : state === 'manual' ? s.manual : ''}
      </span>
      {state === 'manual' ? <textarea ref={manual} className="quote-brief__manual" readOnly value={text} aria-label={s.title} rows={8} /> : null}
      <div className="quote-brief__providers">
        {blocks.map((b) => (
          <article key={b.index} className="quote-brief__provider" data-quote={b.index} data-rank={b.rank}>
            <h5>
              <span className="quote-brief__rank">#{b.rank}</span> {b.provider}
            </h5>
            <p className="quote-brief__standing">{b.standing}</p>
            {b.owed !== null ? <p className="quote-brief__owed">{b.owed}</p> : null}
            <p className="quote-brief__win">{b.priceToWin}</p>
            {b.spot !== null ? <p className="quote-brief__spot">{b.spot}</p> : null}
            <BriefLists b={b} s={s} heading={(title) => <h6>{title}</h6>} />
          </article>
        ))}
      </div>
    </section>
  );
}
