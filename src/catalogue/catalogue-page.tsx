// The catalogue as the editor uses it (built-in values with the user's overrides merged), every
// value with a numbered source and its date, and the overrides file: import (checked in full,
// refused with every problem and its path, else replacing the stored overrides), export, remove
// all; the last change can be undone while the page is open.

import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages';
import type { Platform } from '../platform/types';
import { useActiveCatalogue } from '../store/active-catalogue';
import { catalogueRows, GpuTable, ProviderTable, SiteDefaults, SourcesList } from './catalogue-tables';
import { OverridesToolbar } from './overrides-toolbar';
import { useOverridesFile } from './use-overrides-file';
import './catalogue.css';

export interface CataloguePageProps {
  platform: Platform;
  lang: Language;
}

export function CataloguePage({ platform, lang }: CataloguePageProps) {
  const { t } = useTranslation();
  const catalogue = useActiveCatalogue((s) => s.catalogue);
  const overrideCount = useActiveCatalogue((s) => s.overrideCount);
  const numberText = useCallback(
    (value: number, percent = false) =>
      percent ? new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value) : new Intl.NumberFormat(lang, { maximumFractionDigits: 4 }).format(value),
    [lang],
  );
  const file = useOverridesFile(platform, numberText);
  const rows = useMemo(() => catalogueRows(catalogue, numberText, lang, t), [catalogue, numberText, lang, t]);

  return (
    <div className="page catalogue-page">
      <header className="page__header">
        <h1 className="page__title">{t('catalogue.title')}</h1>
        <p className="muted">{t('catalogue.intro')}</p>
      </header>
      <OverridesToolbar file={file} overrideCount={overrideCount} numberText={numberText} lang={lang} />
      <GpuTable rows={rows.gpuRows} />
      <ProviderTable rows={rows.providerRows} />
      <SiteDefaults rows={rows.siteRows} />
      <SourcesList notes={rows.notes} />
    </div>
  );
}
