// The editor's one list-edit helper (src/store/list-edit.ts): unique names by one rule, copies
// right after their row, indexes outside the list change nothing, the input is never changed, and
// an edit through the store is one undo step.
import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../../src/store/editor-store';
import { addRow, duplicateRow, removeRow, rowNames, uniqueName } from '../../src/store/list-edit';
import { sampleRecord } from './fixtures';
import { memoryStorage } from './memory-storage';

type Doc = Record<string, unknown>;
const PATH = 'investment.tranches';
const names = (doc: Doc) => rowNames(doc, PATH);

function withRows(...rowsNames: (string | undefined)[]): Doc {
  return { investment: { tranches: rowsNames.map((name, i) => (name === undefined ? { gpus: i + 1 } : { name, gpus: i + 1 })) } };
}

describe('list edit: unique names', () => {
  it('a free name stays; a taken one gets the first free counter "(n)"; non-strings are not names', () => {
    expect(uniqueName('Batch', [])).toBe('Batch');
    expect(uniqueName('Batch', ['Batch'])).toBe('Batch (2)');
    expect(uniqueName('Batch', ['Batch', 'Batch (2)', 'Batch (4)'])).toBe('Batch (3)');
    expect(uniqueName('Batch', [undefined, 3, null, 'Batch (2)'])).toBe('Batch');
  });

  it('adds at the end under a name no row has; a list not there yet is created', () => {
    const doc = withRows('Batch 1', 'Batch 2');
    expect(names(addRow(doc, PATH, { name: 'Batch 2', gpus: 9 }))).toEqual(['Batch 1', 'Batch 2', 'Batch 2 (2)']);
    expect(names(addRow(doc, PATH, { name: 'Batch 3' }))).toEqual(['Batch 1', 'Batch 2', 'Batch 3']);
    expect(addRow({}, 'portfolio.offers', { name: 'Spot', kind: 'spot' })).toEqual({ portfolio: { offers: [{ name: 'Spot', kind: 'spot' }] } });
    // A row without a name is added as it is.
    expect((addRow(doc, PATH, { gpus: 4 }).investment as Doc).tranches).toHaveLength(3);
  });

  it('a copy sits right after its row and counts on from the name without its counter', () => {
    const doc = withRows('A', 'B', 'B (2)');
    const once = duplicateRow(doc, PATH, 1);
    expect(names(once)).toEqual(['A', 'B', 'B (3)', 'B (2)']);
    // "B (2)" copies as "B (4)" here ("B (3)" is taken), never as "B (2) (2)".
    expect(names(duplicateRow(once, PATH, 3))).toEqual(['A', 'B', 'B (3)', 'B (2)', 'B (4)']);
    // The copy is deep: editing it leaves the original alone.
    const rows = ((once.investment as Doc).tranches as Doc[]);
    expect(rows[2]).toEqual({ name: 'B (3)', gpus: 2 });
    expect(rows[2]).not.toBe(rows[1]);
  });

  it('an unnamed row copies unnamed, or under the fallback made unique', () => {
    const doc = withRows('Batch', undefined);
    expect(((duplicateRow(doc, PATH, 1).investment as Doc).tranches as Doc[])[2]).toEqual({ gpus: 2 });
    expect(names(duplicateRow(doc, PATH, 1, 'Batch'))).toEqual(['Batch', 'Batch (2)']);
  });
});

describe('list edit: index bounds and the input', () => {
  it('an index outside the list, not whole, or at a non-row changes nothing (the same document back)', () => {
    const doc = withRows('A', 'B');
    for (const index of [-1, 2, 1.5, Number.NaN]) {
      expect(duplicateRow(doc, PATH, index)).toBe(doc);
      expect(removeRow(doc, PATH, index)).toBe(doc);
    }
    const odd = { list: ['text', { name: 'x' }] };
    expect(duplicateRow(odd, 'list', 0)).toBe(odd);
    expect(removeRow({}, PATH, 0)).toEqual({});
  });

  it('removes exactly the row asked for; keepLast keeps a one-row list; dropEmpty removes an emptied list', () => {
    const doc = withRows('A', 'B', 'C');
    expect(names(removeRow(doc, PATH, 0))).toEqual(['B', 'C']);
    expect(names(removeRow(doc, PATH, 2))).toEqual(['A', 'B']);
    const one = withRows('A');
    expect(removeRow(one, PATH, 0, { keepLast: true })).toBe(one);
    expect((removeRow(one, PATH, 0).investment as Doc).tranches).toEqual([]);
    expect(Object.hasOwn(removeRow(one, PATH, 0, { dropEmpty: true }).investment as Doc, 'tranches')).toBe(false);
  });

  it('never changes the document it is given', () => {
    const doc = withRows('A', 'B');
    const before = structuredClone(doc);
    addRow(doc, PATH, { name: 'A' });
    duplicateRow(doc, PATH, 0);
    removeRow(doc, PATH, 1, { dropEmpty: true });
    expect(doc).toEqual(before);
  });
});

describe('list edit: through the editor store', () => {
  it('add, duplicate and remove are one undo step each, and redo brings each back', () => {
    const store = createEditorStore({ journal: memoryStorage(), now: () => 1, tabId: 'tab-1' });
    store.getState().open(sampleRecord());
    const quotes = () => ((store.getState().doc as Doc).quotes as Doc[]).map((q) => q.provider);
    const past = () => store.temporal.getState().pastStates.length;
    expect(quotes()).toEqual(['A', 'B']);

    store.getState().applyEdit((d) => duplicateRow(d, 'quotes', 0));
    expect(quotes()).toEqual(['A', 'A', 'B']);
    expect(past()).toBe(1);
    store.getState().applyEdit((d) => removeRow(d, 'quotes', 2));
    expect(quotes()).toEqual(['A', 'A']);
    expect(past()).toBe(2);
    store.getState().applyEdit((d) => addRow(d, 'fleetPlan.existing', { name: 'Owned' }));
    expect(past()).toBe(3);

    store.getState().undo();
    expect((store.getState().doc as Doc).fleetPlan).toBeUndefined();
    store.getState().undo();
    expect(quotes()).toEqual(['A', 'A', 'B']);
    store.getState().undo();
    expect(quotes()).toEqual(['A', 'B']);
    store.getState().redo();
    expect(quotes()).toEqual(['A', 'A', 'B']);
  });
});
