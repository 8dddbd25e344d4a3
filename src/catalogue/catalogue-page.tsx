// The catalogue as the editor uses it (built-in values with the user's overrides merged), every
// value with a numbered source and its date, and the overrides file: import (checked in full,
// refused with every problem and its path, else replacing the stored overrides), export, remove
// all; the last change can be undone while the page is open.

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sourced } from '../../models/catalogue';
import { pickOneJsonFile, RefusedFile, type RefusedFileInfo } from '../components/refused-file';
import type { Language } from '../i18n/languages';
import { catalogueText, CLUSTER_MAX_TIER, COOLING, enumText, PROVIDER_CATEGORY } from '../../models/glossary';
import type { Platform } from '../platform/types';
import { checkOverridesText, entryCount, overridesFileText, overridesFromRecords, readOverrides, replaceOverrides, restoreOverrideRecords } from '../storage/catalogue-overrides';
import { isQuotaError } from '../storage/quota';
import type { CatalogueOverrideRecord } from '../storage/types';
import { useActiveCatalogue } from '../store/active-catalogue';
import './catalogue.css';
import { errorMessage } from '../../models/error-message';

export interface CataloguePageProps {
  platform: Platform;
  lang: Language;
}

interface Notice {
  kind: 'info' | 'error';
  text: string;
}
type Refused = RefusedFileInfo;

const SITE_KEYS = ['pue', 'overheadFraction', 'powerPricePerKWh', 'coloPerKWMonth', 'capexPerGPU', 'depreciationYears', 'regionPremium', 'contractDiscount'] as const;
const PERCENT_KEYS = new Set<string>(['overheadFraction', 'regionPremium', 'contractDiscount']);

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Numbered sources in order of first use (one number per source and date). */
class Footnotes {
  readonly list: { key: string; source: string; asOf: string; user: boolean }[] = [];
  private readonly index = new Map<string, number>();
  ref(s: Sourced<unknown>): number {
    const key = `${s.source}\u0000${s.asOf}`;
    let n = this.index.get(key);
    if (n === undefined) {
      this.list.push({ key, source: s.source, asOf: s.asOf, user: s.source === 'user' });
      n = this.list.length;
      this.index.set(key, n);
    }
    return n;
  }
}

export function CataloguePage({ platform, lang }: CataloguePageProps) {
  const { t } = useTranslation();
  const catalogue = useActiveCatalogue((s) => s.catalogue);
  const overrideCount = useActiveCatalogue((s) => s.overrideCount);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [previous, setPrevious] = useState<CatalogueOverrideRecord[] | null>(null);

  const numberText = useCallback(
    (value: number, percent = false) =>
      percent ? new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value) : new Intl.NumberFormat(lang, { maximumFractionDigits: 4 }).format(value),
    [lang],
  );
  const failText = useCallback(
    (error: unknown) => (isQuotaError(error) ? t('scenarios.quotaFull') : t('catalogue.failed', { message: errorMessage(error) })),
    [t],
  );

  const importFile = useCallback(async () => {
    setNotice(null);
    setRefused(null);
    try {
      const file = await pickOneJsonFile(platform);
      if (file.kind === 'canceled') {
        setNotice({ kind: 'info', text: t('catalogue.canceled') });
        return;
      }
      if (file.kind === 'unread') {
        setRefused(file.refused);
        return;
      }
      setBusy(t('catalogue.importing', { file: file.name }));
      const check = checkOverridesText(file.content, todayIso());
      if (!check.ok) {
        setRefused({ file: file.name, issues: check.issues });
        return;
      }
      setPrevious(await replaceOverrides(check.overrides));
      setNotice({ kind: 'info', text: t(check.count === 1 ? 'catalogue.importedOne' : 'catalogue.imported', { count: numberText(check.count), file: file.name }) });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    } finally {
      setBusy(null);
    }
  }, [failText, numberText, platform, t]);

  const exportFile = useCallback(async () => {
    setNotice(null);
    try {
      const overrides = overridesFromRecords(await readOverrides());
      const now = new Date();
      const name = `gpuplan-catalogue-overrides-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
      const result = await platform.saveJsonFile(name, overridesFileText(overrides, now));
      if (!result.canceled) setNotice({ kind: 'info', text: t(entryCount(overrides) === 1 ? 'catalogue.exportedOne' : 'catalogue.exported', { count: numberText(entryCount(overrides)), file: result.filePath ?? name }) });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    }
  }, [failText, numberText, platform, t]);

  const removeAll = useCallback(async () => {
    setNotice(null);
    setRefused(null);
    try {
      setPrevious(await replaceOverrides({}));
      setNotice({ kind: 'info', text: t('catalogue.removed') });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    }
  }, [failText, t]);

  const undo = useCallback(async () => {
    if (!previous) return;
    try {
      await restoreOverrideRecords(previous);
      setPrevious(null);
      setNotice({ kind: 'info', text: t('catalogue.undone') });
    } catch (error) {
      setNotice({ kind: 'error', text: failText(error) });
    }
  }, [failText, previous, t]);

  const notes = new Footnotes();
  const cell = (s: Sourced<unknown>, format: (v: unknown) => string = (v) => String(v)) => {
    const n = notes.ref(s);
    const user = s.source === 'user';
    return (
      <>
        {/* A value's own caveat (how it was derived, its range) as a tooltip; the source is the footnote. */}
        <span className={user ? 'cat-value cat-value--user' : 'cat-value'} title={s.note}>
          {s.value === null || s.value === undefined ? t('catalogue.unknown') : format(s.value)}
        </span>
        {user && <span className="cat-badge">{t('catalogue.yours')}</span>}
        <sup>
          <a href={`#cat-source-${n}`} aria-label={t('catalogue.footnote', { n })}>
            {n}
          </a>
        </sup>
      </>
    );
  };
  const num = (v: unknown) => (typeof v === 'number' ? numberText(v) : String(v));
  const price = (v: unknown) => (typeof v === 'number' ? numberText(v) : String(v));

  const gpuRows = Object.values(catalogue.gpus).map((g) => (
    <tr key={g.id} data-gpu={g.id}>
      <th scope="row">{g.label}</th>
      <td className="cat-num">{cell(g.tdpW, num)}</td>
      <td className="cat-num">{cell(g.gpusPerNode, num)}</td>
      <td className="cat-num" data-field="nodeKW">
        {cell(g.nodeKW, num)}
      </td>
      <td>{cell(g.cooling, (v) => enumText(COOLING, String(v), lang))}</td>
      <td className="cat-num" data-field="memoryGB">
        {cell(g.memoryGB, num)}
      </td>
      <td className="cat-num">{cell(g.prices.onDemand, price)}</td>
      <td className="cat-num">{cell(g.prices.spot, price)}</td>
      <td className="cat-num">{cell(g.prices.contract1y, price)}</td>
      <td className="cat-num">{cell(g.prices.contract3y, price)}</td>
      <td className="cat-num" data-field="capexPerGPU">
        {cell(g.capexPerGPU, num)}
      </td>
    </tr>
  ));
  const providerRows = Object.values(catalogue.providers).map((p) => (
    <tr key={p.id} data-provider={p.id}>
      <th scope="row">{p.name}</th>
      <td>{cell(p.category, (v) => enumText(PROVIDER_CATEGORY, String(v), lang))}</td>
      <td>{cell(p.clusterMaxTier, (v) => enumText(CLUSTER_MAX_TIER, String(v), lang))}</td>
      <td>{cell(p.billingGranularity, (v) => catalogueText(String(v), lang))}</td>
      <td>{cell(p.networking, (v) => catalogueText(String(v), lang))}</td>
      <td>{cell(p.regions, (v) => (Array.isArray(v) ? v.map((r) => catalogueText(String(r), lang)).join(lang === 'zh-CN' ? '、' : ', ') : catalogueText(String(v), lang)))}</td>
    </tr>
  ));
  const siteRows = SITE_KEYS.map((key) => (
    <div key={key} className="cat-site__row" data-site={key}>
      <dt>{t(`catalogue.site.${key}`)}</dt>
      <dd>{cell(catalogue.site[key], (v) => (typeof v === 'number' ? numberText(v, PERCENT_KEYS.has(key)) : String(v)))}</dd>
    </div>
  ));

  return (
    <div className="page catalogue-page">
      <header className="page__header">
        <h1 className="page__title">{t('catalogue.title')}</h1>
        <p className="muted">{t('catalogue.intro')}</p>
      </header>
      <div className="cat-toolbar">
        <p data-testid="override-count">{overrideCount > 0 ? t(overrideCount === 1 ? 'catalogue.overrideCountOne' : 'catalogue.overrideCount', { count: numberText(overrideCount) }) : t('catalogue.noOverrides')}</p>
        <div className="cat-actions">
          <button type="button" className="button button--primary" onClick={() => void importFile()} disabled={busy !== null}>
            {t('catalogue.importOverrides')}
          </button>
          <button type="button" className="button" onClick={() => void exportFile()} disabled={busy !== null}>
            {t('catalogue.exportOverrides')}
          </button>
          {overrideCount > 0 && (
            <button type="button" className="button" onClick={() => void removeAll()} disabled={busy !== null}>
              {t('catalogue.resetOverrides')}
            </button>
          )}
          {previous && (
            <button type="button" className="button" onClick={() => void undo()}>
              {t('catalogue.undo')}
            </button>
          )}
        </div>
      </div>
      {busy && (
        <p role="status" className="cat-busy">
          {busy}
        </p>
      )}
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'cat-notice cat-notice--error' : 'cat-notice'}>
          {notice.text}
        </p>
      )}
      {refused && <RefusedFile refused={refused} lang={lang} title={t('catalogue.refusedTitle', { file: refused.file })} />}

      <section aria-labelledby="cat-gpus">
        <h2 id="cat-gpus">{t('catalogue.gpusTitle')}</h2>
        <p className="muted">{t('catalogue.pricesNote')}</p>
        <div className="cat-scroll">
          <table className="cat-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue.colModel')}</th>
                <th scope="col">{t('catalogue.colTdp')}</th>
                <th scope="col">{t('catalogue.colGpusPerNode')}</th>
                <th scope="col">{t('catalogue.colNodeKW')}</th>
                <th scope="col">{t('catalogue.colCooling')}</th>
                <th scope="col">{t('catalogue.colMemory')}</th>
                <th scope="col">{t('catalogue.colOnDemand')}</th>
                <th scope="col">{t('catalogue.colSpot')}</th>
                <th scope="col">{t('catalogue.col1y')}</th>
                <th scope="col">{t('catalogue.col3y')}</th>
                <th scope="col" className="cat-th--wrap">
                  {t('catalogue.colCapex')}
                </th>
              </tr>
            </thead>
            <tbody>{gpuRows}</tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="cat-providers">
        <h2 id="cat-providers">{t('catalogue.providersTitle')}</h2>
        <div className="cat-scroll">
          <table className="cat-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue.colProvider')}</th>
                <th scope="col">{t('catalogue.colCategory')}</th>
                <th scope="col">{t('catalogue.colTier')}</th>
                <th scope="col">{t('catalogue.colBilling')}</th>
                <th scope="col">{t('catalogue.colNetworking')}</th>
                <th scope="col">{t('catalogue.colRegions')}</th>
              </tr>
            </thead>
            <tbody>{providerRows}</tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="cat-site">
        <h2 id="cat-site">{t('catalogue.siteTitle')}</h2>
        <dl className="cat-site">{siteRows}</dl>
      </section>

      <section aria-labelledby="cat-sources">
        <h2 id="cat-sources">{t('catalogue.sourcesTitle')}</h2>
        <ol className="cat-sources">
          {notes.list.map((s, i) => (
            <li key={s.key} id={`cat-source-${i + 1}`}>
              {s.user ? t('catalogue.yours') : s.source} · {s.asOf}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
