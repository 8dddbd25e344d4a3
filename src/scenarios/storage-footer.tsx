// The footer of the list: space used (of the quota the browser grants) and whether the data is
// kept persistently, with a button to ask for persistence when it is not.

import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPersistence, storageEstimate } from '../storage/persistence';
import type { StorageEstimate } from '../storage/types';
import { formatStorageSize } from './format-size';

let askedThisSession = false;

interface StorageFooterProps {
  /** Changes when the stored data changes (e.g. the number of scenarios), to refresh the estimate. */
  revision: number;
}

export function StorageFooter({ revision }: StorageFooterProps) {
  const { t, i18n } = useTranslation();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);

  const refresh = useCallback(() => {
    let live = true;
    storageEstimate().then((e) => live && setEstimate(e), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  // Ask once per session (Electron and Chromium answer without a prompt), then show the outcome.
  useEffect(() => {
    if (askedThisSession) return refresh();
    askedThisSession = true;
    let cancel = () => {};
    requestPersistence().finally(() => {
      cancel = refresh();
    });
    return () => cancel();
  }, [refresh]);

  useEffect(() => refresh(), [refresh, revision]);

  const ask = () => {
    requestPersistence().finally(refresh);
  };

  const locale = i18n.language;
  const used =
    estimate?.usage == null
      ? t('scenarios.storageUnknown')
      : estimate.quota == null
        ? t('scenarios.storageUsedOnly', { used: formatStorageSize(estimate.usage, locale) })
        : t('scenarios.storageUsed', { used: formatStorageSize(estimate.usage, locale), quota: formatStorageSize(estimate.quota, locale) });
  const persisted = estimate?.persisted;
  return (
    <footer className="storage-footer" aria-label={t('scenarios.storageLabel')}>
      <span data-testid="storage-used">{used}</span>
      <span className={persisted === false ? 'storage-footer__warn' : undefined} data-testid="storage-persisted">
        {persisted === true ? t('scenarios.persisted') : persisted === false ? t('scenarios.notPersisted') : t('scenarios.persistUnknown')}
      </span>
      {persisted === false && (
        <button type="button" className="button" onClick={ask}>
          {t('scenarios.requestPersist')}
        </button>
      )}
    </footer>
  );
}
