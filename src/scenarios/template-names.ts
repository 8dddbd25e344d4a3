import type { Language } from '../i18n/languages';
import { getIn, isPlainObject, setIn } from '../store/path';

/**
 * The names the templates give their quotes' providers and their fleets' delivery batches, as a
 * zh-CN reader reads them. A template's document is written in English; without this a zh-CN user
 * starting from "Serve a 70B model" read "最优报价 1-year reservation". Once instantiated, the names
 * are the user's own data (kept as typed, in files and reports alike); a name not listed here
 * (a GPU model, "B200 Q1") reads the same in both languages.
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
};

/** `rows` at `path` with each row's `key` named in zh-CN where the table above has it. */
function renamed(doc: Record<string, unknown>, path: string, key: string): Record<string, unknown> {
  const rows = getIn(doc, path);
  if (!Array.isArray(rows)) return doc;
  const named = rows.map((row) => {
    const name = isPlainObject(row) ? row[key] : undefined;
    return typeof name === 'string' && ZH_CN[name] !== undefined ? { ...(row as Record<string, unknown>), [key]: ZH_CN[name] } : row;
  });
  return setIn(doc, path, named);
}

/** A template's document with its quotes' providers and its batches named in `language`. */
export function localizeTemplateNames(doc: Record<string, unknown>, language: Language): Record<string, unknown> {
  if (language !== 'zh-CN') return doc;
  return renamed(renamed(doc, 'quotes', 'provider'), 'investment.tranches', 'name');
}
