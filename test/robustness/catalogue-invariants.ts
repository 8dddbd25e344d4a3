// What every merged catalogue must satisfy, checked independently of models/catalogue: the values
// the app prefills scenarios with are in range, typed, finite and dated.
import type { Catalogue } from '../../models/catalogue';
import { nonFinitePaths } from './support';

const COOLING = ['air', 'liquid'];
const UNITS = ['node', 'rack'];

function isDate(s: unknown): boolean {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().startsWith(s);
}

function sourced(path: string, leaf: unknown, valueOk: (v: unknown) => boolean, problems: string[]): void {
  const l = leaf as { value?: unknown; source?: unknown; asOf?: unknown } | null;
  if (!l || typeof l !== 'object') problems.push(`${path} is not a sourced value`);
  else if (typeof l.source !== 'string' || !isDate(l.asOf)) problems.push(`${path} lacks a source or a valid asOf (${JSON.stringify(l.asOf)})`);
  else if (!valueOk(l.value)) problems.push(`${path} holds ${JSON.stringify(l.value)?.slice(0, 80)}`);
}

const num = (lo: number, hi: number, integer = false) => (v: unknown): boolean =>
  typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi && (!integer || Number.isInteger(v));
const orNull = (ok: (v: unknown) => boolean) => (v: unknown): boolean => v === null || ok(v);
const text = (v: unknown): boolean => typeof v === 'string' && v.length <= 2000;
const texts = (v: unknown): boolean => Array.isArray(v) && v.length <= 1000 && v.every(text);

/** Problems of a catalogue (empty when it is valid). */
export function catalogueProblems(c: Catalogue): string[] {
  const problems: string[] = [];
  for (const [id, g] of Object.entries(c.gpus)) {
    const at = `gpus.${id}`;
    if (g.id !== id) problems.push(`${at}.id is ${JSON.stringify(g.id)}`);
    if (!text(g.label) || g.label.trim() === '') problems.push(`${at}.label is not a short text`);
    if (!UNITS.includes(g.unit)) problems.push(`${at}.unit is ${JSON.stringify(g.unit)}`);
    sourced(`${at}.tdpW`, g.tdpW, (v) => num(0, 10_000)(v) && (v as number) > 0, problems);
    sourced(`${at}.gpusPerNode`, g.gpusPerNode, num(1, 1024, true), problems);
    sourced(`${at}.nodeKW`, g.nodeKW, num(0.001, 10_000), problems);
    sourced(`${at}.cooling`, g.cooling, (v) => COOLING.includes(v as string), problems);
    for (const k of ['onDemand', 'spot', 'contract1y', 'contract3y'] as const) sourced(`${at}.prices.${k}`, g.prices[k], orNull(num(0, 1e6)), problems);
    sourced(`${at}.capexPerGPU`, g.capexPerGPU, orNull(num(0, 1e9)), problems);
    if (g.parity !== undefined) {
      sourced(`${at}.parity`, g.parity, orNull((v) => {
        const p = v as { olderModel?: unknown; trainingSaving?: unknown; inferenceSaving?: unknown };
        return typeof p === 'object' && text(p.olderModel) && num(0, 1)(p.trainingSaving) && num(0, 1)(p.inferenceSaving) && (p.trainingSaving as number) < 1 && (p.inferenceSaving as number) < 1;
      }), problems);
    }
    if (!Array.isArray(g.facts)) problems.push(`${at}.facts is not a list`);
    else g.facts.forEach((f, i) => sourced(`${at}.facts[${i}]`, f, text, problems));
  }
  for (const [id, p] of Object.entries(c.providers)) {
    const at = `providers.${id}`;
    if (p.id !== id) problems.push(`${at}.id is ${JSON.stringify(p.id)}`);
    if (!text(p.name) || p.name.trim() === '') problems.push(`${at}.name is not a short text`);
    for (const k of ['category', 'clusterMaxTier', 'billingGranularity', 'storagePolicy', 'egressPolicy', 'networking', 'contractedPower'] as const) {
      sourced(`${at}.${k}`, p[k], orNull(text), problems);
    }
    sourced(`${at}.regions`, p.regions, orNull(texts), problems);
  }
  const s = c.site;
  const site: [string, unknown, (v: unknown) => boolean][] = [
    ['pue', s.pue, num(1, 3)], ['overheadFraction', s.overheadFraction, num(0, 2)], ['powerPricePerKWh', s.powerPricePerKWh, num(0, 100)],
    ['coloPerKWMonth', s.coloPerKWMonth, num(0, 1e5)], ['capexPerGPU', s.capexPerGPU, num(0, 1e8)], ['depreciationYears', s.depreciationYears, num(0.1, 50)],
    ['regionPremium', s.regionPremium, num(0, 1)], ['contractDiscount', s.contractDiscount, num(0, 1)],
  ];
  for (const [k, leaf, ok] of site) sourced(`site.${k}`, leaf, ok, problems);
  problems.push(...nonFinitePaths(c).map((p) => `non-finite ${p}`));
  return problems;
}
