// Conversions between the stored rows and the records callers see, and the small rules every
// write follows (names mirror the document, tags are tidy, timestamps always move forward).

import type { ScenarioDocRow, ScenarioRow } from './db';
import type { ScenarioRecord, ScenarioSummary } from './types';
import { nameKey } from './upgrades';

let lastTimestamp = 0;

/**
 * Date.now(), but strictly increasing within this page: updatedAt is the optimistic-concurrency
 * token, so two saves in the same millisecond must still differ.
 */
export function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

export function docName(doc: Record<string, unknown>): string {
  return typeof doc.name === 'string' ? doc.name : '';
}

export function docNotes(doc: Record<string, unknown>): string {
  return typeof doc.notes === 'string' ? doc.notes : '';
}

export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 32;

/** Trimmed, inner whitespace collapsed, empty and repeated (case-insensitively) tags dropped. */
export function normalizeTags(tags: readonly unknown[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const clean = tag.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
    const key = clean.toLowerCase();
    if (clean === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(clean);
    if (out.length === MAX_TAGS) break;
  }
  return out;
}

export function toRow(record: ScenarioRecord): ScenarioRow {
  const { doc: _doc, ...meta } = record;
  return { ...meta, nameLower: nameKey(record.name) };
}

export function toDocRow(record: ScenarioRecord): ScenarioDocRow {
  return { id: record.id, doc: record.doc };
}

export function toRecord(row: ScenarioRow, doc: ScenarioDocRow | undefined): ScenarioRecord {
  return {
    id: row.id,
    name: row.name,
    tags: row.tags,
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    doc: doc?.doc ?? {},
  };
}

export function toSummary(row: ScenarioRow): ScenarioSummary {
  return { id: row.id, name: row.name, tags: row.tags, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** A new record for `doc`: fresh id, name and notes read from the document. */
export function newRecord(doc: Record<string, unknown>, meta: { tags?: readonly string[]; notes?: string } = {}): ScenarioRecord {
  const now = nextTimestamp();
  return {
    id: crypto.randomUUID(),
    name: docName(doc),
    tags: normalizeTags(meta.tags ?? []),
    notes: meta.notes ?? docNotes(doc),
    createdAt: now,
    updatedAt: now,
    doc,
  };
}
