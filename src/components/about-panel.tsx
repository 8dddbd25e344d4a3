import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../platform/platform-context';
import type { AppInfo } from '../platform/types';

type InfoState = { status: 'loading' } | { status: 'ready'; info: AppInfo } | { status: 'failed' };

export function AboutPanel() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [state, setState] = useState<InfoState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    platform.getAppInfo().then(
      (info) => live && setState({ status: 'ready', info }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [platform]);

  const value = (pick: (info: AppInfo) => string) => {
    if (state.status === 'loading') return t('about.loading');
    if (state.status === 'failed') return t('about.unavailable');
    return pick(state.info) || t('about.unavailable');
  };

  return (
    <section className="panel" aria-labelledby="about-title">
      <h2 id="about-title" className="panel__title">
        {t('about.title')}
      </h2>
      <dl className="facts" data-testid="about-facts">
        <dt>{t('about.version')}</dt>
        <dd data-testid="app-version">{value((info) => info.version)}</dd>
        <dt>{t('about.platform')}</dt>
        <dd>{value((info) => info.platform)}</dd>
        <dt>{t('about.runtime')}</dt>
        <dd>
          {value((info) =>
            info.electron ? t('about.runtimeElectron', { version: info.electron }) : t('about.runtimeBrowser'),
          )}
        </dd>
      </dl>
    </section>
  );
}
