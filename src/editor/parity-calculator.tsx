// Relative cost from a training share and the newer generation's savings
// (models/market.ts relativeCostFromSavings), applied to a parity rule on request.
// Starts from the seed's GB200-vs-H100 savings (catalogue), with a 50 % training share.

import { useId, useState } from 'react';
import { CATALOGUE } from '../../models/catalogue';
import { relativeCostFromSavings } from '../../models/market';
import { selectParityCount } from '../store/selectors';
import { useEditor } from './editor-context';
import { fill } from '../present/messages';
import { formatFieldValue, parseFieldInput, toPercent } from './unit-input';

const PERCENT = { kind: 'percent' } as const;
const seedParity = CATALOGUE.gpus['GB200-NVL72']?.parity?.value ?? null;

function PercentInput({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const id = useId();
  const bad = !parseFieldInput(value, PERCENT).ok;
  return (
    <div className="ed-field">
      <label htmlFor={id} className="ed-field__label">
        {label}
      </label>
      <div className="ed-field__control">
        <input id={id} className="ed-input ed-input--number" inputMode="decimal" value={value} aria-invalid={bad || undefined} onChange={(e) => onChange(e.target.value)} />
        <span className="ed-field__unit">%</span>
      </div>
    </div>
  );
}

export function ParityCalculator() {
  const { store, m } = useEditor();
  const rules = store(selectParityCount);
  const [share, setShare] = useState('50');
  const [training, setTraining] = useState(formatFieldValue(seedParity?.trainingSaving ?? 0.56, PERCENT));
  const [inference, setInference] = useState(formatFieldValue(seedParity?.inferenceSaving ?? 0.75, PERCENT));
  const s = parseFieldInput(share, PERCENT);
  const t = parseFieldInput(training, PERCENT);
  const i = parseFieldInput(inference, PERCENT);
  const value =
    s.ok && t.ok && i.ok && s.value !== undefined && t.value !== undefined && i.value !== undefined
      ? relativeCostFromSavings(s.value, t.value, i.value)
      : null;
  const valid = value !== null && value > 0 && value <= 1;
  return (
    <div className="ed-calculator" role="group" aria-label={m.parityCalc.title}>
      <p className="ed-calculator__title">{m.parityCalc.title}</p>
      <p className="ed-muted">{m.parityCalc.intro}</p>
      <div className="ed-grid">
        <PercentInput label={m.parityCalc.trainingShare} value={share} onChange={setShare} />
        <PercentInput label={m.parityCalc.trainingSaving} value={training} onChange={setTraining} />
        <PercentInput label={m.parityCalc.inferenceSaving} value={inference} onChange={setInference} />
      </div>
      <p className="ed-calculator__result" aria-live="polite">
        {value === null ? '—' : fill(m.parityCalc.result, { value: toPercent(Number(value.toPrecision(12))) })}
      </p>
      <p className="ed-muted">{m.parityCalc.seed}</p>
      <div className="ed-actions">
        {Array.from({ length: rules }, (_, n) => (
          <button
            key={n}
            type="button"
            className="ed-button"
            disabled={!valid}
            onClick={() => store.getState().setField(`market.parity[${n}].relativeCost`, Number((value as number).toPrecision(12)))}
          >
            {fill(m.parityCalc.apply, { n: n + 1 })}
          </button>
        ))}
      </div>
    </div>
  );
}
