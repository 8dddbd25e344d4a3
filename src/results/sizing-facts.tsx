import { useTranslation } from 'react-i18next';
import type { SizingResult } from '../../models/sizing';
import { inLanguage, type Language } from '../i18n/languages';
import { formatInteger, formatNumber } from '../format/format';
import type { WorkloadHours } from '../store/doc-edits';

export interface SizingFactsProps {
  sizing: SizingResult;
  /** GPUs the site can power (capacity.gpus); null for a plan without a site (docs/model.md › Capacity › Plans without a site). */
  deliverableGPUs: number | null;
  lang: Language;
  /** When given: a button that uses gpusNeeded as the capacity target and the quotes' GPU count. */
  onUse?: (gpus: number) => void;
  /** True when the target and every quote already use gpusNeeded. */
  alreadyUsed?: boolean;
  /** What the button does to the workload's GPU-hours (src/store/doc-edits.ts workloadHoursFor). */
  workloadHours?: WorkloadHours;
}

/** The workload sizing (docs/model.md › Sizing): memory fit, throughput, GPUs, nodes and MW needed. */
export function SizingFacts({ sizing: z, deliverableGPUs, lang, onUse, alreadyUsed = false, workloadHours }: SizingFactsProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  // Unit symbols read the same in both languages.
  const gb = (v: number) => `${formatNumber(v, lang, 1)} GB`;
  const rows: [string, string, string][] = [
    ['gpuMemory', t('results.sizing.gpuMemory'), t(z.gpuMemorySource === 'catalogue' ? 'results.sizing.gpuMemoryCatalogue' : 'results.sizing.gpuMemoryScenario', { gb: formatNumber(z.gpuMemoryGB, lang, 1) })],
    ['replicaGB', t('results.sizing.replicaGB'), gb(z.replicaGB)],
    ['gpusPerReplica', t('results.sizing.gpusPerReplica'), formatInteger(z.gpusPerReplica, lang)],
    ['throughputGPUs', t('results.sizing.throughputGPUs'), formatNumber(z.throughputGPUs, lang, 2)],
    ['replicas', t('results.sizing.replicas'), formatInteger(z.replicas, lang)],
    ['gpusNeeded', t('results.sizing.gpusNeeded'), formatInteger(z.gpusNeeded, lang)],
    ['nodesNeeded', t('results.sizing.nodesNeeded'), formatInteger(z.nodesNeeded, lang)],
  ];
  // Without a site there is no power to size nor a deliverable count to fit (null in the engine).
  if (z.requiredMW !== null) rows.push(['requiredMW', t('results.sizing.requiredMW'), `${formatNumber(z.requiredMW, lang, 3)} MW`]);
  if (z.fitsDeliverable !== null && deliverableGPUs !== null) {
    rows.push(['fits', t('results.sizing.fits'), t(z.fitsDeliverable ? 'results.sizing.fitsYes' : 'results.sizing.fitsNo', { gpus: formatInteger(deliverableGPUs, lang) })]);
  }
  return (
    <>
      <dl className="results-facts" aria-label={t('results.sizing.label')} data-testid="sizing-facts">
        {rows.map(([key, label, value]) => (
          <div key={key} data-key={key} className={key === 'fits' && z.fitsDeliverable === false ? 'results-facts__bad' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {onUse ? (
        alreadyUsed ? (
          <p className="muted">{t('results.sizing.used', { gpus: formatInteger(z.gpusNeeded, lang) })}</p>
        ) : (
          <p>
            <button type="button" className="button" title={t('results.sizing.useHelp')} onClick={() => onUse(z.gpusNeeded)}>
              {t('results.sizing.use', { gpus: formatInteger(z.gpusNeeded, lang) })}
            </button>
            {workloadHours?.kind === 'scaled' ? (
              <span className="muted" data-testid="hours-follow"> {t('results.sizing.hoursFollow', { hours: formatInteger(workloadHours.hours, lang), gpus: formatInteger(z.gpusNeeded, lang) })}</span>
            ) : workloadHours?.kind === 'mixed' ? (
              <span className="muted" data-testid="hours-mixed"> {t('results.sizing.hoursMixed')}</span>
            ) : null}
          </p>
        )
      ) : null}
    </>
  );
}
