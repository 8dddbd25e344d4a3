// Settings: the default display currency for new scenarios (CNY is offered first in zh-CN), with
// the rate per 1 USD, its date and source, all typed in (rates are never fetched).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../present/field-defs';
import type { Language } from '../i18n/languages';
import { checkDisplay, readDefaultDisplay, writeDefaultDisplay, type DisplayProblem } from './default-display';

export function DefaultDisplayForm({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const saved = readDefaultDisplay();
  const [currency, setCurrency] = useState(saved?.currency ?? (lang === 'zh-CN' ? 'CNY' : ''));
  const [rate, setRate] = useState(saved ? String(saved.rate) : '');
  const [asOf, setAsOf] = useState(saved?.asOf ?? '');
  const [source, setSource] = useState(saved?.source ?? '');
  const [problems, setProblems] = useState<DisplayProblem[]>([]);
  const [status, setStatus] = useState<string | null>(saved ? t('settings.display.current', { currency: saved.currency, rate: saved.rate }) : null);
  const id = useId();
  const listId = `${id}-currencies`;

  const save = () => {
    const next = { currency: currency.trim().toUpperCase(), rate: rate.trim(), asOf: asOf.trim() };
    const found = checkDisplay(next);
    setProblems(found);
    if (found.length > 0) return;
    const value = { currency: next.currency, rate: Number(next.rate.replace(/,/g, '')), ...(next.asOf ? { asOf: next.asOf } : {}), ...(source.trim() ? { source: source.trim() } : {}) };
    writeDefaultDisplay(value);
    setStatus(t('settings.display.saved', { currency: value.currency, rate: value.rate }));
  };
  const clear = () => {
    writeDefaultDisplay(null);
    setProblems([]);
    setRate('');
    setAsOf('');
    setSource('');
    setStatus(t('settings.display.cleared'));
  };
  const problem = (field: DisplayProblem['field']) => problems.find((p) => p.field === field)?.message[lang];

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`} data-testid="default-display">
      <h2 id={`${id}-title`}>{t('settings.display.title')}</h2>
      <p>{t('settings.display.intro')}</p>
      <div className="settings-display-grid">
        <label>
          <span>{t('settings.display.currency')}</span>
          <input value={currency} list={listId} maxLength={3} onChange={(e) => setCurrency(e.target.value)} aria-invalid={problem('currency') ? true : undefined} />
        </label>
        <label>
          <span>{t('settings.display.rate')}</span>
          <input value={rate} inputMode="decimal" onChange={(e) => setRate(e.target.value)} aria-invalid={problem('rate') ? true : undefined} />
        </label>
        <label>
          <span>{t('settings.display.asOf')}</span>
          <input value={asOf} placeholder="2026-06-30" onChange={(e) => setAsOf(e.target.value)} aria-invalid={problem('asOf') ? true : undefined} />
        </label>
        <label>
          <span>{t('settings.display.source')}</span>
          <input value={source} maxLength={500} onChange={(e) => setSource(e.target.value)} />
        </label>
      </div>
      <datalist id={listId}>
        {CURRENCIES.filter((c) => c !== 'USD').map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {problems.length > 0 ? (
        <ul className="settings-notice settings-notice--error" role="alert">
          {problems.map((p) => (
            <li key={p.field}>{p.message[lang]}</li>
          ))}
        </ul>
      ) : null}
      <div className="settings-actions">
        <button type="button" className="button button--primary" onClick={save}>
          {t('settings.display.save')}
        </button>
        <button type="button" className="button" onClick={clear}>
          {t('settings.display.clear')}
        </button>
      </div>
      {status ? (
        <p role="status" className="settings-notice">
          {status}
        </p>
      ) : null}
    </section>
  );
}
