// Prototype-pollution guard: keys that could reach Object.prototype when a document is merged or
// copied are refused anywhere in the file (unknown fields included), as is absurd nesting.
// The walk is iterative and bounded by LIMITS.maxDepth; nothing here assigns through such keys.

import type { ScenarioIssue } from './types';
import { formatPath, issueAt } from './messages';
import { LIMITS } from './limits';
import { FORBIDDEN_KEYS } from '../path';

// The keys are the one path module's (models/path.ts).
export { FORBIDDEN_KEYS };

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A container on the walk's stack; its path is rebuilt from the parent links only for an issue. */
interface Frame {
  value: object;
  parent: Frame | null;
  key: PropertyKey;
  depth: number;
}

function pathOf(frame: Frame): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let f: Frame | null = frame; f !== null && f.parent !== null; f = f.parent) path.push(f.key);
  return path.reverse();
}

/** Issues for every forbidden key and for nesting deeper than LIMITS.maxDepth. */
export function findUnsafeKeys(data: unknown): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  if (!isContainer(data)) return issues;
  // Only containers go on the stack, without path copies: a 10 MB list costs one pass.
  const stack: Frame[] = [{ value: data, parent: null, key: '', depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { value, depth } = frame;
    if (depth >= LIMITS.maxDepth) {
      issues.push(
        issueAt(formatPath(pathOf(frame)), {
          en: `is nested more than ${LIMITS.maxDepth} levels deep`,
          'zh-CN': `嵌套层级超过 ${LIMITS.maxDepth} 层`,
        }),
      );
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const child: unknown = value[i];
        if (isContainer(child)) stack.push({ value: child, parent: frame, key: i, depth: depth + 1 });
      }
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (FORBIDDEN_KEYS.has(key)) {
        issues.push(
          issueAt(formatPath([...pathOf(frame), key]), {
            en: `the key "${key}" is not allowed (it could alter JavaScript object prototypes)`,
            'zh-CN': `不允许使用键名 "${key}"（可能篡改 JavaScript 对象原型）`,
          }),
        );
        continue;
      }
      const child = (value as Record<string, unknown>)[key];
      if (isContainer(child)) stack.push({ value: child, parent: frame, key, depth: depth + 1 });
    }
  }
  return issues;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * A copy without forbidden keys (for validating the rest of a refused file). Containers nested
 * deeper than LIMITS.maxDepth (already reported) become null, so the copy is shallow enough for
 * structuredClone and every later recursive step.
 */
export function withoutUnsafeKeys(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= LIMITS.maxDepth) return null;
  if (Array.isArray(value)) return value.map((v) => withoutUnsafeKeys(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!FORBIDDEN_KEYS.has(key)) out[key] = withoutUnsafeKeys((value as Record<string, unknown>)[key], depth + 1);
  }
  return out;
}
