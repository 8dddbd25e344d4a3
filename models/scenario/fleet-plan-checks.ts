// The fleet plan's rules that involve more than one field or a list (model: Fleet plan; the resale
// curve's order is fleet-checks.ts's). Reads the raw document defensively, like cross-checks.ts:
// a value of the wrong type is left to the field check.
import type { Bilingual } from './messages';
import { formatPath, got, issueAt } from './messages';
import type { PathSegment } from './numeric-paths';
import { isPlainRecord } from './safety';
import type { ScenarioIssue } from './types';
import { LIMITS } from './limits';

import type { Doc } from '../path';

function list(value: unknown): [number, Doc][] {
  return Array.isArray(value) ? value.flatMap((v, i) => (isPlainRecord(v) ? [[i, v] as [number, Doc]] : [])) : [];
}

/** Unique names within a list (purchases and sales are reported by name). */
function uniqueNames(items: [number, Doc][], key: 'candidates' | 'existing', add: (path: PathSegment[], rule: Bilingual) => void): void {
  const seen = new Map<string, number>();
  for (const [i, x] of items) {
    if (typeof x.name !== 'string' || x.name.trim() === '') continue;
    const first = seen.get(x.name);
    if (first === undefined) seen.set(x.name, i);
    else add([key, i, 'name'], got({ en: `duplicates the name of fleetPlan.${key}[${first}]`, 'zh-CN': `与 fleetPlan.${key}[${first}] 的名称重复` }, x.name));
  }
}

export function fleetPlanIssues(doc: Doc): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const addAt = (path: PathSegment[], rule: Bilingual): void => {
    issues.push(issueAt(formatPath(path), rule));
  };
  const f = doc.fleetPlan;
  if (!isPlainRecord(f)) return issues;
  const add = (path: PathSegment[], rule: Bilingual): void => addAt(['fleetPlan', ...path], rule);

  // The sections by their names in the editor, not their keys in the file.
  const missing: Bilingual[] = [];
  if (!isPlainRecord(doc.market)) missing.push({ en: 'Market', 'zh-CN': '市场' });
  if (!isPlainRecord(doc.investment)) missing.push({ en: 'Investment', 'zh-CN': '投资' });
  if (missing.length > 0) {
    const en = missing.map((m) => m.en).join(' and ');
    addAt(['fleetPlan'], {
      en: `needs ${missing.length > 1 ? 'the sections' : 'the section'} ${en}: the GPUs earn the market's prices and run on the investment's operating costs (missing: ${en})`,
      'zh-CN': `需要“${missing.map((m) => m['zh-CN']).join('”与“')}”部分：GPU 按市场价格获得收入，并按投资部分的运营成本计算（缺失：${missing.map((m) => m['zh-CN']).join('、')}）`,
    });
  }
  const noPower = f.powerKW === undefined || f.powerKW === null;
  if (noPower && !isPlainRecord(doc.site)) {
    add(['powerKW'], {
      en: 'is required when the plan has no site: the power budget in IT kW that the fleet must fit in every month (missing)',
      'zh-CN': '方案没有站点时为必填项：机群每月必须满足的 IT 功率预算（kW）（缺失）',
    });
  }

  const known = new Set(list(isPlainRecord(doc.market) ? doc.market.generations : undefined).flatMap(([, g]) => (typeof g.id === 'string' ? [g.id] : [])));
  const shown = known.size > 0 ? [...known].map((k) => JSON.stringify(k)).join(', ') : null;
  const checkGeneration = (path: PathSegment[], id: unknown): void => {
    if (typeof id !== 'string' || id.trim() === '' || known.has(id) || !isPlainRecord(doc.market)) return;
    add(path, got({ en: `must name a generation of the market (known: ${shown ?? 'none'})`, 'zh-CN': `必须是市场中的代际 id（已有：${shown ?? '无'}）` }, id));
  };

  const candidates = list(f.candidates);
  if (Array.isArray(f.candidates) && (f.candidates.length < 1 || f.candidates.length > LIMITS.maxFleetCandidates)) {
    add(['candidates'], { en: `must list 1 to ${LIMITS.maxFleetCandidates} candidates, got ${f.candidates.length}`, 'zh-CN': `必须列出 1 到 ${LIMITS.maxFleetCandidates} 个候选机型，实际 ${f.candidates.length} 个` });
  }
  for (const [i, c] of candidates) checkGeneration(['candidates', i, 'generation'], c.generation);
  uniqueNames(candidates, 'candidates', add);

  const existing = list(f.existing);
  if (Array.isArray(f.existing) && f.existing.length > LIMITS.maxFleetExisting) {
    add(['existing'], { en: `must list at most ${LIMITS.maxFleetExisting} fleets, got ${f.existing.length}`, 'zh-CN': `最多 ${LIMITS.maxFleetExisting} 个已有机群，实际 ${f.existing.length} 个` });
  }
  for (const [i, x] of existing) {
    checkGeneration(['existing', i, 'generation'], x.generation);
    const block = x.block === undefined || x.block === null ? 8 : x.block;
    if (Number.isInteger(x.gpus) && Number.isInteger(block) && (block as number) >= 1 && (x.gpus as number) % (block as number) !== 0) {
      add(['existing', i, 'gpus'], got({
        en: `must be a whole number of blocks of ${block} GPUs (they are sold block by block)`,
        'zh-CN': `必须是每块 ${block} 张 GPU 的整数块数（按块出售）`,
      }, x.gpus));
    }
  }
  uniqueNames(existing, 'existing', add);
  return issues;
}
