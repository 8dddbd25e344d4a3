// The catalogue page's tables: GPUs, providers, site defaults and the numbered sources. Every value
// carries a footnote number; numbers are handed out in order of first use while the rows are built
// (GPUs, then providers, then site), so the rows are built by plain functions called in that order
// and the sources list reads the footnotes they filled.

import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue, Sourced } from '../../models/catalogue';
import { catalogueText, CLUSTER_MAX_TIER, COOLING, enumText, PROVIDER_CATEGORY } from '../../models/glossary';
import type { Language } from '../i18n/languages';

const SITE_KEYS = ['pue', 'overheadFraction', 'powerPricePerKWh', 'coloPerKWMonth', 'capexPerGPU', 'depreciationYears', 'regionPremium', 'contractDiscount'] as const;
const PERCENT_KEYS = new Set<string>(['overheadFraction', 'regionPremium', 'contractDiscount']);

export type NumberText = (value: number, percent?: boolean) => string;

/** Numbered sources in order of first use (one number per source and date). */
export class Footnotes {
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

type Cell = (s: Sourced<unknown>, format?: (v: unknown) => string) => ReactNode;

/** One value with its "yours" badge and footnote link; numbering through `notes`. */
function cellMaker(notes: Footnotes, t: TFunction): Cell {
  return (s, format = (v) => String(v)) => {
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
}

export interface CatalogueRows {
  gpuRows: ReactNode[];
  providerRows: ReactNode[];
  siteRows: ReactNode[];
  notes: Footnotes;
}

/** Builds every row in footnote order (GPUs, providers, site). */
export function catalogueRows(catalogue: Catalogue, numberText: NumberText, lang: Language, t: TFunction): CatalogueRows {
  const notes = new Footnotes();
  const cell = cellMaker(notes, t);
  const num = (v: unknown) => (typeof v === 'number' ? numberText(v) : String(v));
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
      <td className="cat-num">{cell(g.prices.onDemand, num)}</td>
      <td className="cat-num">{cell(g.prices.spot, num)}</td>
      <td className="cat-num">{cell(g.prices.contract1y, num)}</td>
      <td className="cat-num">{cell(g.prices.contract3y, num)}</td>
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
  return { gpuRows, providerRows, siteRows, notes };
}

const GPU_COLUMNS = ['colModel', 'colTdp', 'colGpusPerNode', 'colNodeKW', 'colCooling', 'colMemory', 'colOnDemand', 'colSpot', 'col1y', 'col3y', 'colCapex'] as const;
const PROVIDER_COLUMNS = ['colProvider', 'colCategory', 'colTier', 'colBilling', 'colNetworking', 'colRegions'] as const;
/** A long header that may wrap (the capex column's). */
const WRAPPED_COLUMNS = new Set<string>(['colCapex']);

interface CatalogueTableProps {
  id: 'cat-gpus' | 'cat-providers';
  title: string;
  note?: string;
  columns: readonly (typeof GPU_COLUMNS | typeof PROVIDER_COLUMNS)[number][];
  rows: ReactNode[];
}

function CatalogueTable({ id, title, note, columns, rows }: CatalogueTableProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note ? <p className="muted">{note}</p> : null}
      <div className="cat-scroll">
        <table className="cat-table">
          <thead>
            <tr>
              {columns.map((col) => (
                <th key={col} scope="col" className={WRAPPED_COLUMNS.has(col) ? 'cat-th--wrap' : undefined}>
                  {t(`catalogue.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
    </section>
  );
}

export function GpuTable({ rows }: { rows: ReactNode[] }) {
  const { t } = useTranslation();
  return <CatalogueTable id="cat-gpus" title={t('catalogue.gpusTitle')} note={t('catalogue.pricesNote')} columns={GPU_COLUMNS} rows={rows} />;
}

export function ProviderTable({ rows }: { rows: ReactNode[] }) {
  const { t } = useTranslation();
  return <CatalogueTable id="cat-providers" title={t('catalogue.providersTitle')} columns={PROVIDER_COLUMNS} rows={rows} />;
}

export function SiteDefaults({ rows }: { rows: ReactNode[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cat-site">
      <h2 id="cat-site">{t('catalogue.siteTitle')}</h2>
      <dl className="cat-site">{rows}</dl>
    </section>
  );
}

export function SourcesList({ notes }: { notes: Footnotes }) {
  const { t } = useTranslation();
  return (
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
  );
}
