// Safe price expressions of the month `m` (e.g. "2.1*0.8^(m/12)") with mathjs 15.
//
// Two fences, as the mathjs "Security" docs advise:
// 1. a private mathjs instance whose dangerous functions (import, createUnit, evaluate, parse,
//    compile, simplify, derivative, resolve, reviver, ...) throw when reached from an expression;
// 2. an allow-list walk of the parsed tree before anything is compiled: number constants, the
//    symbols m / pi / e, arithmetic operators, comparisons, ?: and a short list of functions.
//    Accessors, assignments, function definitions, strings, matrices, objects, ranges, units and
//    blocks are rejected with a message that names the offending part.
// Sources longer than 500 characters are refused. Every evaluation must give a finite real number:
// a complex result (sqrt(-1)), a boolean, Infinity or NaN is an error, never a value.
// Evaluation time: the allow-list has no loops, ranges, matrices or recursion, so one evaluation
// visits each part of the tree once (O(size), size ≤ ~750 parts for 500 characters); callers that
// evaluate many months bound the total (the loader: LIMITS.maxExpressionParts over all generations).

import { all, create } from 'mathjs';
import type { MathNode } from 'mathjs';

export interface ExpressionError {
  en: string;
  'zh-CN': string;
}

export type EvalResult = { ok: true; value: number } | { ok: false; error: ExpressionError };

export interface CompiledMonthExpression {
  ok: true;
  /**
   * Parts of the parsed expression (numbers, names, operators, calls, parentheses). One evaluation
   * costs about 0.1 µs per part: callers bound their total work with it (LIMITS.maxExpressionParts).
   */
  size: number;
  /** The value at month m; throws an Error (English message) when it is not a finite real number. */
  fn: (m: number) => number;
  /** The same without throwing. */
  evaluate: (m: number) => EvalResult;
}

export type CompileResult = CompiledMonthExpression | { ok: false; error: ExpressionError };

export const MAX_EXPRESSION_CHARS = 500;

export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  'abs', 'min', 'max', 'exp', 'log', 'log10', 'sqrt', 'pow', 'floor', 'ceil', 'round', 'sin', 'cos',
]);
const ALLOWED_SYMBOLS: ReadonlySet<string> = new Set(['m', 'pi', 'e']);
const ALLOWED_OPERATORS: ReadonlySet<string> = new Set([
  'add', 'subtract', 'multiply', 'divide', 'pow', 'mod', 'unaryMinus', 'unaryPlus',
  'smaller', 'smallerEq', 'larger', 'largerEq', 'equal', 'unequal',
]);

function disabled(name: string): () => never {
  return () => {
    throw new Error(`Function ${name} is disabled`);
  };
}

let parser: ((src: string) => MathNode) | null = null;

/**
 * The private mathjs instance's parser, made on first use: most scenarios have no price expression,
 * and building the instance (and disabling its dangerous functions) costs ~150 ms at start-up.
 */
function parseExpression(src: string): MathNode {
  if (!parser) {
    const math = create(all, { number: 'number' });
    // Taken before `parse` itself is disabled for expressions below.
    const parse = math.parse;
    math.import(
      Object.fromEntries(
        ['import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'simplifyConstant', 'simplifyCore',
          'derivative', 'resolve', 'reviver', 'replacer', 'rationalize', 'parser', 'chain', 'help',
        ].map((name) => [name, disabled(name)]),
      ),
      { override: true },
    );
    parser = parse;
  }
  return parser(src);
}

function fail(en: string, zh: string): { ok: false; error: ExpressionError } {
  return { ok: false, error: { en, 'zh-CN': zh } };
}

/** Null when every node is allowed, else the reason. Recursion depth is bounded by the source length. */
function checkNode(node: MathNode): ExpressionError | null {
  switch (node.type) {
    case 'ConstantNode': {
      const value: unknown = (node as MathNode & { value: unknown }).value;
      if (typeof value === 'number' && Number.isFinite(value)) return null;
      const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
      return {
        en: `only finite numbers are allowed as constants (found ${shown})`,
        'zh-CN': `常量只能是有限数字（发现 ${shown}）`,
      };
    }
    case 'SymbolNode': {
      const name = (node as MathNode & { name: string }).name;
      if (ALLOWED_SYMBOLS.has(name)) return null;
      return {
        en: `unknown name "${name}" (use m for the month, pi or e)`,
        'zh-CN': `未知名称 "${name}"（月份请用 m，常数可用 pi 或 e）`,
      };
    }
    case 'ParenthesisNode':
      return checkNode((node as MathNode & { content: MathNode }).content);
    case 'OperatorNode': {
      const op = node as MathNode & { fn: string; op: string; args: MathNode[] };
      if (!ALLOWED_OPERATORS.has(op.fn)) {
        return { en: `operator "${op.op}" is not allowed`, 'zh-CN': `不允许使用运算符 "${op.op}"` };
      }
      return firstProblem(op.args);
    }
    case 'ConditionalNode': {
      const c = node as MathNode & { condition: MathNode; trueExpr: MathNode; falseExpr: MathNode };
      return firstProblem([c.condition, c.trueExpr, c.falseExpr]);
    }
    case 'FunctionNode': {
      const f = node as MathNode & { fn: MathNode; args: MathNode[] };
      const name = f.fn.type === 'SymbolNode' ? (f.fn as MathNode & { name: string }).name : null;
      if (name === null || !ALLOWED_FUNCTIONS.has(name)) {
        const shown = name ?? f.fn.toString();
        return {
          en: `function "${shown}" is not allowed (allowed: ${[...ALLOWED_FUNCTIONS].join(', ')})`,
          'zh-CN': `不允许调用函数 "${shown}"（允许：${[...ALLOWED_FUNCTIONS].join('、')}）`,
        };
      }
      return firstProblem(f.args);
    }
    default:
      return {
        en: `a price expression cannot contain ${describeNode(node.type)}`,
        'zh-CN': `价格表达式中不能包含${describeNodeZh(node.type)}`,
      };
  }
}

function firstProblem(nodes: MathNode[]): ExpressionError | null {
  for (const n of nodes) {
    const p = checkNode(n);
    if (p) return p;
  }
  return null;
}

const NODE_NAMES: Record<string, [string, string]> = {
  AccessorNode: ['property or index access', '属性或下标访问'],
  ArrayNode: ['a matrix or list', '矩阵或列表'],
  AssignmentNode: ['assignment', '赋值'],
  BlockNode: ['several statements', '多条语句'],
  FunctionAssignmentNode: ['defining a function', '定义函数'],
  IndexNode: ['indexing', '下标'],
  ObjectNode: ['an object', '对象'],
  RangeNode: ['a range', '区间'],
  RelationalNode: ['a chained comparison', '连续比较'],
};

function describeNode(type: string): string {
  return NODE_NAMES[type]?.[0] ?? type;
}
function describeNodeZh(type: string): string {
  return NODE_NAMES[type]?.[1] ?? type;
}

/** Compile a price expression of the month `m` once; evaluate it many times. */
export function compileMonthExpression(src: string): CompileResult {
  if (typeof src !== 'string' || src.trim() === '') return fail('the expression is empty', '表达式为空');
  if (src.length > MAX_EXPRESSION_CHARS) {
    return fail(
      `the expression is longer than ${MAX_EXPRESSION_CHARS} characters (got ${src.length})`,
      `表达式超过 ${MAX_EXPRESSION_CHARS} 个字符（实际为 ${src.length}）`,
    );
  }
  let tree: MathNode;
  try {
    tree = parseExpression(src);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return fail(`cannot read the expression: ${reason}`, `无法解析表达式：${reason}`);
  }
  const problem = checkNode(tree);
  if (problem) return { ok: false, error: problem };
  let size = 0;
  tree.traverse(() => {
    size++;
  });
  const code = tree.compile();
  const evaluate = (m: number): EvalResult => {
    let value: unknown;
    try {
      value = code.evaluate({ m });
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      return fail(`evaluation failed at m = ${m}: ${reason}`, `在 m = ${m} 处求值失败：${reason}`);
    }
    if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value };
    const shown = typeof value === 'number' ? String(value) : typeof value === 'boolean' ? String(value) : 'a non-real value';
    const shownZh = typeof value === 'number' || typeof value === 'boolean' ? String(value) : '非实数';
    return fail(
      `the expression must give a finite real number (at m = ${m} it gave ${shown})`,
      `表达式必须得到有限实数（在 m = ${m} 处得到 ${shownZh}）`,
    );
  };
  const fn = (m: number): number => {
    const r = evaluate(m);
    if (!r.ok) throw new Error(r.error.en);
    return r.value;
  };
  return { ok: true, size, fn, evaluate };
}
