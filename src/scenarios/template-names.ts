import { catalogueText } from '../../models/glossary';
import type { Language } from '../i18n/languages';
import { CNY_PER_USD } from './templates-fleet';
import { getIn, isPlainObject, setIn } from '../store/path';

/**
 * The names the templates give their quotes' providers and their fleets' delivery batches, the
 * quotes' own words (termination terms, failure replacement, billing granularity) and the display
 * rate's source, as a zh-CN reader reads them. A template's document is written in English;
 * without this a zh-CN user starting from "Serve a 70B model" read "最优报价 1-year reservation".
 * Once instantiated, these are the user's own data (kept as typed, in files and reports alike);
 * a text not listed here (a GPU model, "B200 Q1") reads the same in both languages.
 */
const ZH_CN: Readonly<Record<string, string>> = {
  'On-demand cloud': '按需云',
  '1-year reservation': '1 年预留',
  'Provider A': '供应商 A',
  'Provider B': '供应商 B',
  'Provider C': '供应商 C',
  'Neocloud A': '新兴云厂商 A',
  'Neocloud B': '新兴云厂商 B',
  'Cloud C': '云厂商 C',
  'H200 batch 1': 'H200 第 1 批',
  'H200 batch 2': 'H200 第 2 批',
  'hot spare node within 4 hours': '4 小时内提供热备节点',
  'no early termination; the committed 50 % is owed for the full year': '不可提前终止；承诺的 50% 需按全年支付',
  'terminable after 6 months with 3 months’ fees': '6 个月后可终止，需支付 3 个月的费用',
  'cancel any time': '可随时取消',
  [`Planning rate ${CNY_PER_USD} CNY per USD, typed in`]: `规划汇率：1 美元 = ${CNY_PER_USD} 元人民币，手动输入`,
};

/** `text` in zh-CN: the table above, else the catalogue's own words as the glossary has them ("per second"), else as it is. */
function zhOf(text: string): string {
  return Object.hasOwn(ZH_CN, text) ? ZH_CN[text] : catalogueText(text, 'zh-CN');
}

/** A quote's fields that hold the template's own words. */
const QUOTE_WORDS = ['provider', 'terminationTerms', 'failureReplacement', 'billingGranularity'] as const;

/** `rows` at `path` with each row's `keys` in zh-CN where the table above has them. */
function renamed(doc: Record<string, unknown>, path: string, keys: readonly string[]): Record<string, unknown> {
  const rows = getIn(doc, path);
  if (!Array.isArray(rows)) return doc;
  const named = rows.map((row) => {
    if (!isPlainObject(row)) return row;
    let out = row;
    for (const key of keys) {
      const text = row[key];
      if (typeof text !== 'string') continue;
      const zh = zhOf(text);
      if (zh !== text) out = { ...out, [key]: zh };
    }
    return out;
  });
  return setIn(doc, path, named);
}

/** A template's document with its quotes' providers and words and its batches in `language`. */
export function localizeTemplateNames(doc: Record<string, unknown>, language: Language): Record<string, unknown> {
  if (language !== 'zh-CN') return doc;
  const source = getIn(doc, 'display.source');
  const withSource = typeof source === 'string' && zhOf(source) !== source ? setIn(doc, 'display.source', zhOf(source)) : doc;
  return renamed(renamed(withSource, 'quotes', QUOTE_WORDS), 'investment.tranches', ['name']);
}
