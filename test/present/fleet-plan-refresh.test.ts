// The fleet plan's refresh months as a reader says them, in one place for the app, the report,
// Compare, the CLI and the workbook: month 0 is "now", later months are "month N".
import { describe, expect, it } from 'vitest';
import { formatRefreshMonths } from '../../src/present/fleet-plan';

describe('formatRefreshMonths', () => {
  it('reads month 0 as now and lists later months by name', () => {
    expect(formatRefreshMonths([0], 'en')).toBe('now (month 0)');
    expect(formatRefreshMonths([0, 12], 'en')).toBe('now (month 0), month 12');
    expect(formatRefreshMonths([12, 1200], 'en')).toBe('month 12, month 1,200');
    expect(formatRefreshMonths([], 'en')).toBe('none');
  });

  it('speaks zh-CN', () => {
    expect(formatRefreshMonths([0], 'zh-CN')).toBe('现在（第 0 个月）');
    expect(formatRefreshMonths([0, 12], 'zh-CN')).toBe('现在（第 0 个月）、第 12 个月');
    expect(formatRefreshMonths([], 'zh-CN')).toBe('无');
  });
});
