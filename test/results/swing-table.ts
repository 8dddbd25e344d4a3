// Opens or closes "Swing per input" in a rendered <SensitivityBlock> (its rows are drawn only while
// it is open), as a click on its summary would.
import { act } from '@testing-library/react';

export function toggleSwings(open: boolean): void {
  const details = document.querySelector<HTMLDetailsElement>('.sensitivity__details')!;
  act(() => {
    details.open = open;
    details.dispatchEvent(new Event('toggle'));
  });
}
