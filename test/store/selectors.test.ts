import { describe, expect, it } from 'vitest';
import type { EditorData } from '../../src/store/editor-store';
import {
  selectCanRedo,
  selectCanUndo,
  selectCurrency,
  selectField,
  selectGenerationCount,
  selectGenerationIdsKey,
  selectHasSection,
  selectHorizonMonths,
  selectIsDirty,
  selectName,
  selectQuoteCount,
  selectQuotes,
  selectUncertaintyKeysKey,
  splitKey,
} from '../../src/store/selectors';
import { sampleDoc } from './fixtures';

function state(doc: Record<string, unknown> | null, savedDoc: Record<string, unknown> | null = doc): EditorData {
  return { scenarioId: 'x', doc, savedDoc, baseUpdatedAt: 1, saveState: 'saved', restoredFromJournalAt: null, rejectedInputs: {} };
}

describe('selectors', () => {
  it('read fields by path, tolerating bad paths and no document', () => {
    const s = state(sampleDoc());
    expect(selectField(s, 'site.pue')).toBe(1.35);
    expect(selectField(s, 'quotes[1].provider')).toBe('B');
    expect(selectField(s, 'quotes[9].provider')).toBeUndefined();
    expect(selectField(s, '__proto__')).toBeUndefined();
    expect(selectField(state(null), 'site.pue')).toBeUndefined();
  });

  it('give name, currency and horizon with safe fallbacks', () => {
    expect(selectName(state(sampleDoc()))).toBe('512× H100');
    expect(selectCurrency(state(sampleDoc()))).toBe('EUR');
    expect(selectCurrency(state({ currency: 'euro' }))).toBe('USD');
    expect(selectCurrency(state(null))).toBe('USD');
    expect(selectHorizonMonths(state(sampleDoc()))).toBe(60);
    expect(selectHorizonMonths(state({ horizonMonths: '60' }))).toBeNull();
    expect(selectName(state({ name: 3 }))).toBe('');
  });

  it('count list items and list generation ids as one string', () => {
    const s = state(sampleDoc());
    expect(selectQuoteCount(s)).toBe(2);
    expect(selectGenerationCount(s)).toBe(2);
    expect(splitKey(selectGenerationIdsKey(s))).toEqual(['hopper', 'blackwell']);
    expect(splitKey(selectGenerationIdsKey(state({})))).toEqual([]);
  });

  it('return the same empty list every time (no re-render loop in zustand 5)', () => {
    const empty = state({ name: 'x' });
    expect(selectQuotes(empty)).toBe(selectQuotes(empty));
    expect(selectQuotes(empty)).toHaveLength(0);
    const s = state(sampleDoc());
    expect(selectQuotes(s)).toBe((s.doc as { quotes: unknown[] }).quotes);
  });

  it('tell which optional sections exist', () => {
    const s = state(sampleDoc());
    expect(selectHasSection(s, 'market')).toBe(true);
    expect(selectHasSection(s, 'quotes')).toBe(true);
    expect(selectHasSection(s, 'rentVsBuy')).toBe(false);
    expect(selectHasSection(s, 'uncertainty')).toBe(false);
    expect(selectHasSection(state({ investment: null }), 'investment')).toBe(false);
  });

  it('list uncertainty input keys', () => {
    const s = state({ uncertainty: { inputs: { 'site.pue': {}, 'quotes[0].pricePerGPUHour': {} } } });
    expect(splitKey(selectUncertaintyKeysKey(s))).toEqual(['site.pue', 'quotes[0].pricePerGPUHour']);
  });

  it('report dirtiness by identity with the stored doc', () => {
    const doc = sampleDoc();
    expect(selectIsDirty(state(doc, doc))).toBe(false);
    expect(selectIsDirty(state({ ...doc }, doc))).toBe(true);
    expect(selectIsDirty(state(null, null))).toBe(false);
  });

  it('tell whether undo and redo are possible', () => {
    expect(selectCanUndo({ pastStates: [] })).toBe(false);
    expect(selectCanUndo({ pastStates: [{ doc: null }] })).toBe(true);
    expect(selectCanRedo({ futureStates: [] })).toBe(false);
    expect(selectCanRedo({ futureStates: [{ doc: {} }] })).toBe(true);
  });
});
