// Prototype-pollution guard: keys that could reach Object.prototype when a document is merged or
// copied are refused anywhere in the file (unknown fields included), as is absurd nesting.
// The walk is iterative and bounded by LIMITS.maxDepth; nothing here assigns through such keys.

import type { ScenarioIssue } from './types';
import { formatPath, issueAt } from './messages';
import { LIMITS } from './limits';

export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Issues for every forbidden key and for nesting deeper than LIMITS.maxDepth. */
export function findUnsafeKeys(data: unknown): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= LIMITS.maxDepth) {
      issues.push(
        issueAt(formatPath(path), {
          en: `is nested more than ${LIMITS.maxDepth} levels deep`,
          'zh-CN': `嵌套层级超过 ${LIMITS.maxDepth} 层`,
        }),
      );
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (FORBIDDEN_KEYS.has(key)) {
        issues.push(
          issueAt(formatPath([...path, key]), {
            en: `the key "${key}" is not allowed (it could alter JavaScript object prototypes)`,
            'zh-CN': `不允许使用键名 "${key}"（可能篡改 JavaScript 对象原型）`,
          }),
        );
        continue;
      }
      stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return issues;
}

/** A copy without forbidden keys (for validating the rest of a refused file). Depth-bounded. */
export function withoutUnsafeKeys(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth >= LIMITS.maxDepth) return value;
  if (Array.isArray(value)) return value.map((v) => withoutUnsafeKeys(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!FORBIDDEN_KEYS.has(key)) out[key] = withoutUnsafeKeys((value as Record<string, unknown>)[key], depth + 1);
  }
  return out;
}
