// Rules that involve more than one field. They read the raw document defensively (a value of the
// wrong type is skipped here: the field check already reports it), so every problem of a file is
// reported in one pass.

import { compileMonthExpression } from '../expression';
import type { CompiledMonthExpression } from '../expression';
import type { Bilingual } from './messages';
import { formatPath, got, issueAt, ruleSiteNeededBy } from './messages';
import { nonPsdPairs } from '../uncertainty/correlation';
import { resolveNumericPath, numericFieldExists } from './numeric-paths';
import type { PathSegment } from './numeric-paths';
import { isPlainRecord } from './safety';
import type { CorrelationInput, ScenarioIssue } from './types';
import { LIMITS } from './limits';
import { BYTES_PER_PARAM, ISO_DATE_RULE } from './field-specs';
import { catalogueGpuMemoryGB, sizingCounts } from '../sizing';
import { portfolioIssues } from './portfolio-checks';
import { fleetPlanIssues } from './fleet-plan-checks';
import { rentVsBuyIssues } from './rent-vs-buy-checks';
import { statedDeliveryMonth, workloadDemandIssues } from './quote-window-checks';
import { investmentV33Issues } from './investment-checks';
import { fleetIssues } from './fleet-checks';

const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for "YYYY-MM-DD" strings naming a real day (2026-02-29 is not one). */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE_SHAPE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
}

import type { Doc } from '../path';

function records(value: unknown): [number, Doc][] {
  if (!Array.isArray(value)) return [];
  const out: [number, Doc][] = [];
  value.forEach((v, i) => {
    if (isPlainRecord(v)) out.push([i, v]);
  });
  return out;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function crossFieldIssues(doc: Doc): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const add = (path: PathSegment[], rule: Bilingual): void => {
    issues.push(issueAt(formatPath(path), rule));
  };

  // Generations: unique ids; references by id.
  const market = isPlainRecord(doc.market) ? doc.market : undefined;
  const generations = records(market?.generations);
  const firstIndexOf = new Map<string, number>();
  for (const [i, g] of generations) {
    if (!nonEmptyString(g.id)) continue;
    const first = firstIndexOf.get(g.id);
    if (first === undefined) firstIndexOf.set(g.id, i);
    else {
      add(['market', 'generations', i, 'id'], got(
        { en: `duplicates the id of market.generations[${first}]`, 'zh-CN': `与 market.generations[${first}] 的 id 重复` },
        g.id,
      ));
    }
  }
  const known = [...firstIndexOf.keys()];
  const unknownGeneration = (path: PathSegment[], id: unknown): void => {
    if (!nonEmptyString(id) || firstIndexOf.has(id)) return;
    const list = known.length > 0 ? known.map((k) => JSON.stringify(k)).join(', ') : 'none';
    add(path, got(
      { en: `must name a generation of market.generations (known: ${list})`, 'zh-CN': `必须是 market.generations 中的代际 id（已有：${list === 'none' ? '无' : list}）` },
      id,
    ));
  };
  for (const [i, rule] of records(market?.parity)) {
    unknownGeneration(['market', 'parity', i, 'older'], rule.older);
    unknownGeneration(['market', 'parity', i, 'newer'], rule.newer);
    if (nonEmptyString(rule.older) && rule.older === rule.newer) {
      add(['market', 'parity', i, 'newer'], got({ en: 'must differ from older', 'zh-CN': '不能与 older 相同' }, rule.newer));
    }
  }
  const investment = isPlainRecord(doc.investment) ? doc.investment : undefined;
  if (investment) unknownGeneration(['investment', 'generation'], investment.generation);
  if (investment) for (const [i, t] of records(investment.tranches)) unknownGeneration(['investment', 'tranches', i, 'generation'], t.generation);
  for (const [i, q] of records(doc.quotes)) unknownGeneration(['quotes', i, 'generation'], q.generation);

  priceExpressionIssues(doc, generations, add);

  // docs/model.md › Capacity › Plans without a site: a plan without a site has no PUE or power per GPU for an investment. (Rent vs buy needs
  // none since renting without a site: rent-vs-buy-checks.ts.)
  if ((doc.site === undefined || doc.site === null) && isPlainRecord(doc.investment)) add(['site'], ruleSiteNeededBy('investment'));

  // A rack must hold at least one node.
  const site = isPlainRecord(doc.site) ? doc.site : undefined;
  const node = isPlainRecord(doc.node) ? doc.node : undefined;
  if (site && node && finite(site.rackKW) && finite(node.nodeKW) && site.rackKW > 0 && node.nodeKW > 0) {
    if (Math.floor(site.rackKW / node.nodeKW + 1e-9) === 0) {
      add(['site', 'rackKW'], got(
        {
          en: `must be at least node.nodeKW (${node.nodeKW}) so that a rack holds one node`,
          'zh-CN': `不能小于 node.nodeKW（${node.nodeKW}），否则一个机柜放不下一个节点`,
        },
        site.rackKW,
      ));
    }
  }

  // Debt needs a term.
  if (investment && finite(investment.debtFraction) && investment.debtFraction > 0) {
    const term = investment.debtTermMonths;
    if (term === undefined || term === null) {
      add(['investment', 'debtTermMonths'], {
        en: 'is required when debtFraction > 0 (missing)',
        'zh-CN': '当 debtFraction > 0 时为必填项（缺失）',
      });
    } else if (finite(term) && term < 1) {
      add(['investment', 'debtTermMonths'], got(
        { en: 'must be at least 1 when debtFraction > 0', 'zh-CN': '当 debtFraction > 0 时必须不小于 1' },
        term,
      ));
    }
  }

  // docs/model.md › Investment › Debt and grace: the grace period ends before the loan does.
  if (investment) investmentV33Issues(investment, add);
  // Fleet: tranches, resale curve, debt sizing (fleet-checks.ts).
  if (investment) fleetIssues(investment, Number.isInteger(doc.horizonMonths) && (doc.horizonMonths as number) >= 1 ? (doc.horizonMonths as number) : null, add);

  // A start date must exist on the calendar (the field pattern has checked the month and day ranges).
  if (investment && typeof investment.startDate === 'string' && ISO_DATE_SHAPE.test(investment.startDate)) {
    if (!isCalendarDate(investment.startDate)) add(['investment', 'startDate'], got(ISO_DATE_RULE, investment.startDate));
  }

  // Version 2 replaced the committed flag by a share (the migration converts version-1 files).
  for (const [i, q] of records(doc.quotes)) {
    if (Object.hasOwn(q, 'committed')) {
      add(['quotes', i, 'committed'], {
        en: 'is a version-1 field: in version 2 use committedShare (0..1; 1 = all capacity billed whether used or not)',
        'zh-CN': '是第 1 版的字段：第 2 版请使用 committedShare（0..1；1 表示全部容量无论是否使用都计费）',
      });
    }
  }

  // docs/model.md › Quotes › Window: the workload's demand is stated in hours, or as GPUs busy at a utilization.
  issues.push(...workloadDemandIssues(doc));

  // A promo needs its price.
  for (const [i, q] of records(doc.quotes)) {
    if (finite(q.promoGPUHours) && q.promoGPUHours > 0 && (q.promoPrice === undefined || q.promoPrice === null)) {
      add(['quotes', i, 'promoPrice'], {
        en: 'is required when promoGPUHours > 0 (missing)',
        'zh-CN': '当 promoGPUHours > 0 时为必填项（缺失）',
      });
    }
  }

  // The quote results hold one schedule row per quote-month: bound their total.
  let quoteMonths = 0;
  for (const [, q] of records(doc.quotes)) {
    if (finite(q.termMonths) && q.termMonths > 0) quoteMonths += q.termMonths;
    // Months before delivery are schedule rows too (docs/model.md › Quotes › Window: derived from leadTimeWeeks when absent).
    const delivery = statedDeliveryMonth(q);
    if (delivery > 0) quoteMonths += delivery;
  }
  if (quoteMonths > LIMITS.maxQuoteMonths) {
    add(['quotes'], {
      en: `the quotes' terms add up to ${quoteMonths} months; at most ${LIMITS.maxQuoteMonths} in total (e.g. 10000 quotes of 12 months)`,
      'zh-CN': `各报价期限合计 ${quoteMonths} 个月；总计不能超过 ${LIMITS.maxQuoteMonths} 个月（例如 10000 份 12 个月的报价）`,
    });
  }

  displayIssues(doc, add);

  issues.push(...sizingIssues(doc, node));
  issues.push(...uncertaintyIssues(doc));
  issues.push(...portfolioIssues(doc));
  issues.push(...fleetPlanIssues(doc));
  issues.push(...rentVsBuyIssues(doc));
  return issues;
}

type Add = (path: PathSegment[], rule: Bilingual) => void;

/** Each generation's price expression: it compiles, the expressions are not too large together, and each gives a finite price at most the limit. */
function priceExpressionIssues(doc: Doc, generations: [number, Doc][], add: Add): void {
  // Price expressions: must compile and give a finite price (at most the price limit) at every
  // month the engine projects: the horizon, or the longest quote term when that is longer (quotes
  // float against the market over their own terms).
  const horizon = Number.isInteger(doc.horizonMonths) && (doc.horizonMonths as number) >= 1
    ? Math.min(doc.horizonMonths as number, LIMITS.maxHorizonMonths)
    : LIMITS.maxHorizonMonths;
  let lastMonth = horizon;
  for (const [, q] of records(doc.quotes)) {
    // docs/model.md › Quotes › Terms: a quote's months run over its delivery and its term.
    const delivery = Math.min(Math.max(statedDeliveryMonth(q), 0), LIMITS.maxDeliveryMonth);
    if (Number.isInteger(q.termMonths)) lastMonth = Math.max(lastMonth, delivery + Math.min(q.termMonths as number, LIMITS.maxTermMonths));
  }
  const expressions: [number, Doc, CompiledMonthExpression][] = [];
  let parts = 0;
  for (const [i, g] of generations) {
    if (!nonEmptyString(g.priceExpression)) continue;
    const compiled = compileMonthExpression(g.priceExpression);
    if (!compiled.ok) add(['market', 'generations', i, 'priceExpression'], compiled.error);
    else {
      expressions.push([i, g, compiled]);
      parts += compiled.size;
    }
  }
  if (parts > LIMITS.maxExpressionParts) {
    // Evaluating them all over every month would take seconds: refuse before evaluating.
    add(['market', 'generations'], {
      en: `the price expressions have ${parts} parts together (numbers, names, operators, calls); at most ${LIMITS.maxExpressionParts}`,
      'zh-CN': `各价格表达式合计 ${parts} 个组成部分（数字、名称、运算符、函数调用）；最多 ${LIMITS.maxExpressionParts} 个`,
    });
    expressions.length = 0;
  }
  for (const [i, g, compiled] of expressions) {
    const start = Number.isInteger(g.availableMonth) && (g.availableMonth as number) >= 0 ? (g.availableMonth as number) : 0;
    for (let m = start; m <= lastMonth; m++) {
      const r = compiled.evaluate(m);
      if (!r.ok) {
        add(['market', 'generations', i, 'priceExpression'], r.error);
        break;
      }
      if (r.value > LIMITS.maxPricePerGPUHour) {
        add(['market', 'generations', i, 'priceExpression'], {
          en: `must give at most ${LIMITS.maxPricePerGPUHour} per GPU-hour (at m = ${m} it gave ${r.value})`,
          'zh-CN': `每 GPU 小时的价格不能超过 ${LIMITS.maxPricePerGPUHour}（在 m = ${m} 处得到 ${r.value}）`,
        });
        break;
      }
    }
  }
}

/** A display section names both its currency and its rate. */
function displayIssues(doc: Doc, add: Add): void {
  // Display currency (docs/model.md › Display currency): a section needs both its currency and its rate; an empty one (every
  // field cleared in the editor) is no display currency.
  const display = isPlainRecord(doc.display) ? doc.display : undefined;
  if (display && ['currency', 'rate', 'asOf', 'source'].some((k) => display[k] !== undefined && display[k] !== null)) {
    const d = display;
    if (d.currency === undefined || d.currency === null) {
      add(['display', 'currency'], {
        en: 'is required in a display section (with rate, asOf or source)',
        'zh-CN': '显示币种部分必须填写（与 rate、asOf 或 source 一起）',
      });
    }
    if (d.rate === undefined || d.rate === null) {
      add(['display', 'rate'], {
        en: 'is required in a display section (with currency, asOf or source): units of the display currency per one unit of the scenario currency',
        'zh-CN': '显示币种部分必须填写（与 currency、asOf 或 source 一起）：每 1 单位方案币种折合多少显示币种',
      });
    }
  }
}

/** docs/model.md › Sizing: precision from the list, a known GPU memory, and a fleet within the GPU limit. */
function sizingIssues(doc: Doc, node: Doc | undefined): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const s = isPlainRecord(doc.sizing) ? doc.sizing : undefined;
  if (!s) return issues;
  const bytes = s.bytesPerParam;
  if (finite(bytes) && !(BYTES_PER_PARAM as readonly number[]).includes(bytes)) {
    issues.push(issueAt('sizing.bytesPerParam', got(
      { en: 'must be 2 (BF16), 1 (FP8) or 0.5 (FP4)', 'zh-CN': '必须为 2（BF16）、1（FP8）或 0.5（FP4）' },
      bytes,
    )));
  }
  const model = node && nonEmptyString(node.gpuModel) ? node.gpuModel : undefined;
  const fromCatalogue = model === undefined ? null : catalogueGpuMemoryGB(model);
  if ((s.gpuMemoryGB === undefined || s.gpuMemoryGB === null) && model !== undefined && fromCatalogue === null) {
    issues.push(issueAt('sizing.gpuMemoryGB', {
      en: `is required: the catalogue has no memory figure for node.gpuModel "${model}" (known: H100-SXM, H200-SXM, B200, GB200-NVL72, MI300X)`,
      'zh-CN': `为必填项：目录中没有 node.gpuModel "${model}" 的显存数据（已知：H100-SXM、H200-SXM、B200、GB200-NVL72、MI300X）`,
    }));
  }
  // The fleet must stay countable: bound gpusNeeded like every other GPU count.
  const memory = finite(s.gpuMemoryGB) ? s.gpuMemoryGB : fromCatalogue;
  const num = (v: unknown, d: number): number => (finite(v) ? v : d);
  if (memory !== null && memory > 0 && finite(s.tokensPerMinute) && finite(s.tokensPerSecondPerGPU) && s.tokensPerSecondPerGPU > 0 && finite(s.modelParamsB)) {
    const c = sizingCounts(
      {
        tokensPerMinute: s.tokensPerMinute,
        tokensPerSecondPerGPU: s.tokensPerSecondPerGPU,
        targetUtilization: num(s.targetUtilization, 0.7) > 0 ? num(s.targetUtilization, 0.7) : 0.7,
        modelParamsB: s.modelParamsB,
        bytesPerParam: num(s.bytesPerParam, 2),
        kvCacheGB: num(s.kvCacheGB, 0),
        memoryOverheadFraction: num(s.memoryOverheadFraction, 0.1),
      },
      memory,
    );
    if (!(c.gpusNeeded <= LIMITS.maxGPUs)) {
      // A rule of several fields: each one that drives the count is named, so the user sees it at
      // whichever of them they typed last.
      const memoryBound = !(c.gpusPerReplica <= LIMITS.maxGPUs);
      const fields = memoryBound
        ? ['modelParamsB', 'kvCacheGB', 'memoryOverheadFraction', 'gpuMemoryGB']
        : ['tokensPerMinute', 'tokensPerSecondPerGPU', 'targetUtilization'];
      const others = (f: string) => fields.filter((g) => g !== f).join(', ');
      for (const f of fields) {
        issues.push(issueAt(`sizing.${f}`, {
          en: memoryBound
            ? `with ${others(f)} makes one model replica need more than ${LIMITS.maxGPUs} GPUs; check the units`
            : `with ${others(f)} makes the throughput need more than ${LIMITS.maxGPUs} GPUs; check the units`,
          'zh-CN': memoryBound
            ? `与 ${others(f)} 一起使一个模型副本需要超过 ${LIMITS.maxGPUs} 张 GPU；请检查单位`
            : `与 ${others(f)} 一起使吞吐量需要超过 ${LIMITS.maxGPUs} 张 GPU；请检查单位`,
        }));
      }
    }
  }
  return issues;
}

function uncertaintyIssues(doc: Doc): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const u = doc.uncertainty;
  if (!isPlainRecord(u)) return issues;
  if (!isPlainRecord(doc.investment)) {
    issues.push(issueAt('uncertainty', {
      en: 'needs an investment section (its results are IRR and NPV percentiles)',
      'zh-CN': '需要 investment 部分（其结果为 IRR 与 NPV 的分位数）',
    }));
  }
  if (!isPlainRecord(u.inputs)) return issues;
  for (const [key, d] of Object.entries(u.inputs)) {
    const at = (field?: string): string => formatPath(field ? ['uncertainty', 'inputs', key, field] : ['uncertainty', 'inputs', key]);
    const r = resolveNumericPath(key);
    if (!r.ok) {
      issues.push(issueAt(at(), got(r.reason, key)));
      continue;
    }
    if (!numericFieldExists(doc, r.segments, r.spec)) {
      issues.push(issueAt(at(), got(
        { en: 'names a field that this scenario does not have', 'zh-CN': '指向本方案中不存在的字段' },
        key,
      )));
      continue;
    }
    if (!isPlainRecord(d)) continue;
    // Bounded distributions must stay inside the field's own range.
    const lo = r.spec.min ?? r.spec.gt;
    const hi = r.spec.max ?? r.spec.lt;
    const loStrict = r.spec.min === undefined && r.spec.gt !== undefined;
    const hiStrict = r.spec.max === undefined && r.spec.lt !== undefined;
    const inside = (v: number): boolean =>
      (lo === undefined || (loStrict ? v > lo : v >= lo)) && (hi === undefined || (hiStrict ? v < hi : v <= hi));
    const keys = d.dist === 'normal' ? ['mean'] : d.dist === 'discrete' ? [] : ['min', 'max'];
    const checks: [string, unknown][] = keys.map((k) => [at(k), d[k]]);
    if (d.dist === 'discrete' && Array.isArray(d.values)) {
      d.values.forEach((v, i) => checks.push([formatPath(['uncertainty', 'inputs', key, 'values', i]), v]));
    }
    for (const [where, v] of checks) {
      if (finite(v) && !inside(v)) {
        issues.push(issueAt(where, got(
          {
            en: `must lie within the range of ${key} (${lo ?? '-∞'} … ${hi ?? '∞'})`,
            'zh-CN': `必须在 ${key} 的取值范围内（${lo ?? '-∞'} … ${hi ?? '∞'}）`,
          },
          v,
        )));
      }
    }
  }
  issues.push(...correlationIssues(u));
  return issues;
}

/** docs/model.md › Uncertainty: each correlation names two different inputs, each pair once, and the matrix is PSD. */
function correlationIssues(u: Record<string, unknown>): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  if (!Array.isArray(u.correlations)) return issues;
  const inputs = isPlainRecord(u.inputs) ? u.inputs : {};
  const valid: CorrelationInput[] = [];
  const seen = new Map<string, number>();
  u.correlations.forEach((c: unknown, i: number) => {
    if (!isPlainRecord(c)) return;
    const at = (field: string): string => formatPath(['uncertainty', 'correlations', i, field]);
    const { a, b, rho } = c;
    let ok = typeof a === 'string' && typeof b === 'string' && finite(rho) && Math.abs(rho) <= 1;
    for (const [field, path] of [['a', a], ['b', b]] as const) {
      if (typeof path === 'string' && !Object.hasOwn(inputs, path)) {
        ok = false;
        issues.push(issueAt(at(field), got(
          { en: 'must name one of uncertainty.inputs', 'zh-CN': '必须是 uncertainty.inputs 中的某个输入' },
          path,
        )));
      }
    }
    if (!ok || typeof a !== 'string' || typeof b !== 'string' || !finite(rho)) return;
    if (a === b) {
      issues.push(issueAt(at('b'), got({ en: 'must differ from a (an input is always fully correlated with itself)', 'zh-CN': '必须与 a 不同（输入与自身总是完全相关）' }, b)));
      return;
    }
    const key = [a, b].sort().join('\u0000');
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push(issueAt(formatPath(['uncertainty', 'correlations', i]), {
        en: `repeats the pair ${a} ~ ${b} of correlations[${first}]`,
        'zh-CN': `与 correlations[${first}] 的输入对 ${a} ~ ${b} 重复`,
      }));
      return;
    }
    seen.set(key, i);
    valid.push({ a, b, rho });
  });
  const bad = nonPsdPairs(valid);
  if (bad.length > 0) {
    const pairs = bad.map((c) => `${c.a} ~ ${c.b} (${c.rho})`).join(', ');
    issues.push(issueAt('uncertainty.correlations', {
      en: `are not consistent (the matrix is not positive semi-definite): ${pairs}; weaken some of these correlations`,
      'zh-CN': `相互矛盾（相关矩阵不是半正定的）：${pairs}；请减弱其中一些相关系数`,
    }));
  }
  return issues;
}
