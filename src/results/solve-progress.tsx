// While a plan solves in its own worker (the page stays live): the seconds it has taken against the
// solver's time limit, as a bar and in words. The fleet plan and the demand plan both show it.
import { useEffect, useState } from 'react';
import type { Language } from '../i18n/languages';
import { formatInteger } from '../format/format';
import { fill } from '../present/messages';

/** Whole seconds since `active` last became true (0 while inactive), ticking every half second. */
export function useElapsedSeconds(active: boolean, now: () => number = Date.now): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) {
      setElapsed(0);
      return;
    }
    const start = now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed(Math.floor((now() - start) / 1000)), 500);
    return () => clearInterval(timer);
  }, [active, now]);
  return elapsed;
}

export interface SolveProgressProps {
  solving: boolean;
  lang: Language;
  limitSeconds: number;
  /** The words, with {{seconds}} and {{limit}}. */
  template: string;
  testId: string;
}

export function SolveProgress({ solving, lang, limitSeconds, template, testId }: SolveProgressProps) {
  const elapsed = useElapsedSeconds(solving);
  if (!solving) return null;
  return (
    <div className="solve-progress" role="status" data-testid={testId}>
      <progress max={limitSeconds} value={Math.min(elapsed, limitSeconds)} />
      <span>{fill(template, { seconds: formatInteger(elapsed, lang), limit: formatInteger(limitSeconds, lang) })}</span>
    </div>
  );
}
