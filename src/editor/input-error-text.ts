import type { EditorMessages } from '../present/messages';
import { fill } from '../present/messages';
import type { InputError } from './unit-input';

/** The inline message for text a field could not take. */
export function inputErrorText(m: EditorMessages, error: InputError): string {
  const e = m.inputErrors;
  switch (error.code) {
    case 'empty':
      return e.empty;
    case 'not-a-number':
      return e.notANumber;
    case 'not-finite':
      return e.notFinite;
    case 'negative':
      return e.negative;
    case 'not-integer':
      return e.notInteger;
    case 'unknown-unit':
      return fill(e.unknownUnit, { unit: error.unit ?? '' });
    case 'wrong-unit':
      return fill(e.wrongUnit, { unit: error.unit ?? '' });
  }
}
