// How a numeric field is typed and shown (src/editor/unit-input.ts parses it): part of a field's
// definition, so it lives beside field-defs.ts in the presentation layer.

export type PowerUnit = 'W' | 'kW' | 'MW';

export type FieldFormat =
  | { kind: 'number'; integer?: boolean; allowNegative?: boolean }
  | { kind: 'percent'; allowNegative?: boolean }
  | { kind: 'power'; unit: PowerUnit };
