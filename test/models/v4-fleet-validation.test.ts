// Bad fleet input is refused with a message naming the field (its path), in English and Chinese.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../models/scenario';

const fixture = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/v4-fleet.json'), 'utf8')) as Record<string, any>;

function issuesOf(edit: (doc: Record<string, any>) => void): { path: string; message: { en: string; 'zh-CN': string } }[] {
  const doc = structuredClone(fixture);
  edit(doc);
  const r = loadScenario(doc);
  return r.ok ? [] : r.issues;
}

function expectIssue(edit: (doc: Record<string, any>) => void, at: string, en: RegExp, zh: RegExp): void {
  const issues = issuesOf(edit);
  const hit = issues.find((i) => i.path === at);
  expect(hit, JSON.stringify(issues)).toBeDefined();
  expect(hit!.message.en).toMatch(en);
  expect(hit!.message['zh-CN']).toMatch(zh);
  expect(hit!.message.en.startsWith(`${at}: `)).toBe(true);
}

describe('fleet validation', () => {
  it('accepts the worked example (its fleetPlan section is kept, not read)', () => {
    expect(issuesOf(() => {})).toEqual([]);
  });
  it("names a fleet plan's missing sections as the editor does, not by their keys in the file", () => {
    expectIssue((d) => { delete d.investment; }, 'fleetPlan', /needs the section Investment: the GPUs earn/, /需要“投资”部分/);
    expectIssue((d) => { delete d.investment; delete d.market; }, 'fleetPlan', /needs the sections Market and Investment:/, /需要“市场”与“投资”部分/);
  });
  it('refuses duplicate tranche names', () => {
    expectIssue((d) => { d.investment.tranches[2].name = 'B200 Q1'; }, 'investment.tranches[2].name', /duplicates the name of tranche 1 in the list: each tranche needs its own name.*got "B200 Q1"/, /与列表中第 1 个批次重名/);
  });
  it('refuses a delivery outside 0..H-1', () => {
    expectIssue((d) => { d.investment.tranches[1].deliveryMonth = 60; }, 'investment.tranches[1].deliveryMonth', /must be a month 0–59.*got 60/, /第 0–59 个月/);
    expectIssue((d) => { d.investment.tranches[1].deliveryMonth = -1; }, 'investment.tranches[1].deliveryMonth', /got -1/, /实际为 -1/);
  });
  it('refuses an exit not after the delivery, or past the horizon', () => {
    expectIssue((d) => { d.investment.tranches[3].exitMonth = 9; }, 'investment.tranches[3].exitMonth', /must be after the delivery month \(9\).*got 9/, /必须晚于交付月/);
    expectIssue((d) => { d.investment.tranches[3].exitMonth = 61; }, 'investment.tranches[3].exitMonth', /at most the horizon \(month 60\)/, /不能晚于期限/);
  });
  it('refuses a resale curve not increasing in age, or a fraction outside 0..1.5', () => {
    expectIssue((d) => { d.investment.resaleCurve[3].ageMonths = 24; }, 'investment.resaleCurve[3].ageMonths', /older than the point before \(24 months\).*got 24/, /机龄须递增/);
    expectIssue((d) => { d.investment.resaleCurve[1].fraction = 1.6; }, 'investment.resaleCurve[1].fraction', /1\.6/, /1\.6/);
  });
  it('refuses a loss limit outside 0..1', () => {
    expectIssue((d) => { d.investment.taxLossLimit = 1.2; }, 'investment.taxLossLimit', /got 1\.2/, /实际为 1\.2/);
  });
  it('refuses debt sizing without a loan term', () => {
    expectIssue((d) => { d.investment.debtFraction = 0; d.investment.tranches[3].debtFraction = 0; delete d.investment.debtTermMonths; delete d.investment.debtGraceMonths; }, 'investment.debtTermMonths', /at least 1 with debtSizing/, /debtSizing/);
  });
  it('refuses more than 40 tranches and an unknown tranche generation', () => {
    expectIssue((d) => { d.investment.tranches = Array.from({ length: 41 }, (_, k) => ({ name: `T${k}`, gpus: 8, deliveryMonth: 0 })); }, 'investment.tranches', /at most 40 tranches, got 41/, /最多 40 个批次/);
    expectIssue((d) => { d.investment.tranches[0].generation = 'volta'; }, 'investment.tranches[0].generation', /must name a generation/, /代际/);
  });
});
