// The quote-request checklist beside the quotes (DOMAIN.md v2.1): per provider, the questions for
// the terms its quote leaves out, and a Copy button that puts the same text on the clipboard so it
// can be pasted into an e-mail. When the clipboard API is missing or refused, the text is copied
// through a selected text area (execCommand), and failing that it is shown selected for Ctrl+C.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistByProvider, checklistText, type ChecklistItem, type QuoteResult } from '../../models/quotes';
import { inLanguage, type Language } from '../i18n/languages';

export interface QuoteChecklistProps {
  checklist: readonly ChecklistItem[];
  quotes: readonly QuoteResult[];
  scenarioName: string;
  lang: Language;
  /** false on paper (reports): no Copy button. */
  copyable?: boolean;
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

export function QuoteChecklist({ checklist, quotes, scenarioName, lang, copyable = true }: QuoteChecklistProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const [state, setState] = useState<CopyState>('idle');
  const manual = useRef<HTMLTextAreaElement>(null);
  const byProvider = checklistByProvider(checklist, quotes);
  const text = checklistText(byProvider, lang, scenarioName);

  async function onCopy(): Promise<void> {
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'manual');
    if (!ok) requestAnimationFrame(() => manual.current?.select());
  }

  return (
    <section className="quote-checklist" aria-labelledby="quote-checklist-title">
      <div className="quote-checklist__head">
        <h4 id="quote-checklist-title">{t('results.checklist.title')}</h4>
        {copyable ? (
          <button type="button" className="quote-checklist__copy" onClick={() => void onCopy()}>
            {t('results.checklist.copy')}
          </button>
        ) : null}
      </div>
      <p className="muted">{t('results.checklist.intro')}</p>
      <span className="quote-checklist__status" aria-live="polite">
        {state === 'copied' ? t('results.checklist.copied') : state === 'manual' ? t('results.checklist.manual') : ''}
      </span>
      {state === 'manual' ? (
        <textarea ref={manual} className="quote-checklist__manual" readOnly value={text} aria-label={t('results.checklist.title')} rows={8} />
      ) : null}
      <div className="quote-checklist__providers">
        {byProvider.map((p) => (
          <div key={p.index} className="quote-checklist__provider" data-quote={p.index}>
            <h5>{p.provider}</h5>
            {p.questions.length === 0 ? (
              <p className="muted">{t('results.checklist.nothing')}</p>
            ) : (
              <ol>
                {p.questions.map((q) => (
                  <li key={q.id} data-question={q.id}>
                    {q.question[lang]}
                  </li>
                ))}
              </ol>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
