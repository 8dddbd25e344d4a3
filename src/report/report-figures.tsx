// The report's key figures as a definition list: the figures come from the presentation layer
// (src/present/key-figures.ts), the same the app's headline and the CLI's --table show; here they
// are only drawn (value, display currency, note, and the tone as a colour). Pure: drawn in Node too.
import type { Figure } from '../present/figure';

export function ReportFigures({ figures, className = '' }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={['report-figures', className].filter(Boolean).join(' ')}>
      {figures.map((f) => (
        <div key={f.key} className={f.tone ? `report-figure report-figure--${f.tone}` : 'report-figure'} data-figure={f.key} data-tone={f.tone ?? 'none'}>
          <dt>{f.label}</dt>
          <dd>
            {f.value}
            {f.display ? <span className="report-figure__display"> {f.display}</span> : null}
          </dd>
          {f.note ? <dd className="report-figure__note">{f.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
