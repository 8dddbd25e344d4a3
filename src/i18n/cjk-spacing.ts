// Chinese text with a Latin word or a number in it puts a space between them ("Helix Compute 是最便宜
//的报价", "共 3 个"); a Chinese name needs none ("阿里云是…"). A translation cannot know which one a
// placeholder will hold, so the space is decided where the value meets the text: between a Latin
// letter or digit and a Chinese character, in either order. Both fillers apply it — `fill` (report,
// editor, CLI) directly, i18next through marked placeholders and a post-processor.

const HAN = /\p{Script=Han}/u;
const CJK_ANY = /[\u2E80-\u9FFF\uF900-\uFAFF]/;
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{Nd}%)\]]/u;
const LATIN_OR_DIGIT_START = /[\p{Script=Latin}\p{Nd}(\[$€£¥]/u;

function needsSpace(left: string | undefined, right: string | undefined, rightIsValue: boolean): boolean {
  if (!left || !right) return false;
  if (rightIsValue) return HAN.test(left) && LATIN_OR_DIGIT_START.test(right);
  return LATIN_OR_DIGIT.test(left) && HAN.test(right);
}

/** `value` as placed between `before` and `after` in a sentence: a space added where scripts meet. */
export function spacedValue(before: string, value: string, after: string): string {
  if (value === '') return value;
  const lead = needsSpace(before.at(-1), value[0], true) ? ' ' : '';
  const trail = needsSpace(value.at(-1), after[0], false) ? ' ' : '';
  return `${lead}${value}${trail}`;
}

/** Fills `{{name}}` placeholders, spacing a value from Chinese text around it (see above). */
export function fillSpaced(template: string, values: Record<string, string | number>): string {
  // Fast path (every English text, on every keystroke's render): no CJK, nothing to space.
  if (!CJK_ANY.test(template)) return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string, offset: number) => {
    if (!Object.hasOwn(values, name)) return whole;
    return spacedValue(template[offset - 1] ?? '', String(values[name]), template[offset + whole.length] ?? '');
  });
}

// i18next: placeholders next to a Chinese character are marked in the zh-CN resources
// (`markPlaceholders`), and `CJK_SPACING` turns each marker into a space or nothing once the value
// is in.
const MARK = '\uE000';

function markString(text: string): string {
  return text
    .replace(/(\p{Script=Han})(\{\{)/gu, `$1${MARK}$2`)
    .replace(/(\}\})(\p{Script=Han})/gu, `$1${MARK}$2`);
}

/** A copy of a resource tree with the placeholders next to Chinese characters marked. */
export function markPlaceholders<T>(tree: T): T {
  if (typeof tree === 'string') return markString(tree) as T;
  if (Array.isArray(tree)) return tree.map((item) => markPlaceholders(item)) as T;
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, markPlaceholders(v)])) as T;
  }
  return tree;
}

/** Resolves the markers of a translated string: a space where a Latin word or number meets Chinese. */
export function resolveMarks(text: string): string {
  if (!text.includes(MARK)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== MARK) {
      out += c;
      continue;
    }
    const left = out.at(-1);
    const right = text[i + 1];
    if ((left && right && HAN.test(left) && LATIN_OR_DIGIT_START.test(right)) || (left && right && LATIN_OR_DIGIT.test(left) && HAN.test(right))) out += ' ';
  }
  return out;
}

/** The i18next post-processor (`postProcess: CJK_SPACING.name`). */
export const CJK_SPACING = {
  type: 'postProcessor' as const,
  name: 'cjkSpacing',
  process: (value: string) => resolveMarks(value),
};
