// Shared by the storage tests: a valid scenario document, a fresh database, full table dumps.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DBCore, Middleware } from 'dexie';
import { db } from '../../src/storage/db';

/**
 * A version-1 document as format version 2 reads it (docs/model.md › Quotes › Terms): `committed` becomes
 * `committedShare` (true 1, false 0), everything else unchanged. Written out here, apart from the
 * engine's migration, so the tests check that migration against the contract.
 */
export function asVersion2(doc: Record<string, unknown>): Record<string, unknown> {
  const quotes = Array.isArray(doc.quotes)
    ? doc.quotes.map((q: Record<string, unknown>) => {
        if (!('committed' in q)) return q;
        const { committed, ...rest } = q;
        return { ...rest, committedShare: committed === true ? 1 : 0 };
      })
    : undefined;
  return { ...doc, version: 2, ...(quotes ? { quotes } : {}) };
}

/**
 * A version-1, -2 or -3 document as the current format (4) reads it (docs/model.md › Scenario file format › Versions and migration): as
 * version 2, then `deliveryMonth` 0 on quotes without one, `autoscaledUtilization` = the
 * rent-vs-buy `tokenUtilization` (1 without one), `workload.gpus`/`utilization` dropped; 3 → 4 changes nothing.
 */
export function asCurrent(doc: Record<string, unknown>): Record<string, unknown> {
  const v2 = doc.version === 1 ? asVersion2(doc) : doc;
  const out: Record<string, unknown> = { ...v2, version: 4 };
  if (Array.isArray(v2.quotes)) out.quotes = v2.quotes.map((q: Record<string, unknown>) => ('deliveryMonth' in q ? q : { ...q, deliveryMonth: 0 }));
  const r = v2.rentVsBuy as Record<string, unknown> | undefined;
  if (r && !('autoscaledUtilization' in r)) out.rentVsBuy = { ...r, autoscaledUtilization: r.tokenUtilization ?? 1 };
  const w = v2.workload as Record<string, unknown> | undefined;
  if (w && ('gpus' in w || 'utilization' in w)) {
    const { gpus: _g, utilization: _u, ...rest } = w;
    out.workload = rest;
  }
  return out;
}

// Resolved from the project root (vitest's cwd): under happy-dom, import.meta.url is not a file URL.
export function workedExample(): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/h100-512-colo.gpuplan.json'), 'utf8')) as Record<string, unknown>;
}

export function minimalDoc(name = 'Minimal'): Record<string, unknown> {
  return {
    format: 'gpuplan/scenario',
    version: 1,
    name,
    horizonMonths: 12,
    site: { contractedMW: 1, powerBasis: 'it', pue: 1.3, cooling: 'air' },
    node: { gpuModel: 'H100-SXM', gpusPerNode: 8, nodeKW: 10.2 },
  };
}

/** Deletes and reopens the app database: every test starts empty. */
export async function freshDb(): Promise<void> {
  db.close();
  await db.delete();
  await db.open();
}

/** Every row of every table, in primary-key order. */
export async function dumpAll(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of db.tables) out[table.name] = await table.toArray();
  return out;
}

// A middleware that makes puts and adds on the chosen tables fail the way a full disk does.
function fullDisk(tables: string[]): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'full-disk',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req) =>
            tables.includes(name) && (req.type === 'put' || req.type === 'add')
              ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
              : table.mutate(req),
        };
      },
    }),
  };
}

export async function withFullDisk(tables: string[]): Promise<void> {
  db.close();
  db.use(fullDisk(tables));
  await db.open();
}

export async function withoutFullDisk(): Promise<void> {
  db.close();
  db.unuse({ stack: 'dbcore', name: 'full-disk' });
  await db.open();
}
