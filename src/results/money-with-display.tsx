// A money cell with its display-currency figure beside it (docs/model.md › Display currency), for the fact tables:
// the same text as `withDisplay` ("-$15,221,452 ≈ -CN¥109,594,457"), but each part kept on one line
// so a narrow column wraps between the two amounts, never inside one (after a minus sign).
import type { Language } from '../i18n/languages';
import { approxDisplay, type DisplayKind, type DisplayRate } from '../format/display-money';

export function MoneyWithDisplay({ own, value, lang, display, kind = 'money' }: { own: string; value: number | null | undefined; lang: Language; display: DisplayRate | null | undefined; kind?: DisplayKind }) {
  const also = approxDisplay(value, lang, display ?? null, kind);
  if (!also) return <>{own}</>;
  return (
    <>
      <span className="money-own">{own}</span> <span className="money-display" data-display-currency={display?.currency}>{also}</span>
    </>
  );
}
