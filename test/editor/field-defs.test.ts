import { describe, expect, it } from 'vitest';
import {
  DEMAND_STEP_FIELDS,
  GENERATION_FIELDS,
  INVESTMENT_FIELDS,
  NODE_FIELDS,
  OFFER_FIELDS,
  PARITY_FIELDS,
  PORTFOLIO_FIELDS,
  PROFILE_BLOCK_FIELDS,
  QUOTE_FIELDS,
  RENT_VS_BUY_FIELDS,
  SITE_FIELDS,
  SIZING_FIELDS,
  WORKLOAD_FIELDS,
} from '../../models/scenario/field-specs';
import { FIELDS, OFFER_PARTS, QUOTE_TERMS, fieldPath, fieldText, isOptionalField, numberFormat, specOf } from '../../src/present/field-defs';
import type { FieldGroup } from '../../src/present/field-defs';
import { editorMessages } from '../../src/present/messages';
import { unitText } from '../../src/present/units';

const groups = Object.keys(FIELDS) as FieldGroup[];

describe('field definitions', () => {
  it('name only fields the engine knows, and show every field of the engine’s sections', () => {
    for (const group of groups) {
      for (const def of FIELDS[group]) expect(specOf(group, def.key), `${group}.${def.key}`).toBeDefined();
    }
    const shown = (defs: readonly { key: string }[]) => defs.map((d) => d.key).sort();
    expect(shown(FIELDS.site)).toEqual(Object.keys(SITE_FIELDS).sort());
    expect(shown(FIELDS.node)).toEqual(Object.keys(NODE_FIELDS).sort());
    expect(shown(FIELDS.generation)).toEqual(Object.keys(GENERATION_FIELDS).sort());
    expect(shown(FIELDS.parity)).toEqual(Object.keys(PARITY_FIELDS).sort());
    expect(shown(FIELDS.investment)).toEqual(Object.keys(INVESTMENT_FIELDS).sort());
    expect(shown(FIELDS.rentVsBuy)).toEqual(Object.keys(RENT_VS_BUY_FIELDS).sort());
    expect(shown(FIELDS.workload)).toEqual(Object.keys(WORKLOAD_FIELDS).sort());
    expect(shown(FIELDS.sizing)).toEqual(Object.keys(SIZING_FIELDS).sort());
    expect(shown([...FIELDS.quote, ...QUOTE_TERMS])).toEqual(Object.keys(QUOTE_FIELDS).sort());
    expect(shown(FIELDS.portfolio)).toEqual(Object.keys(PORTFOLIO_FIELDS).sort());
    expect(shown(FIELDS.demandStep)).toEqual(Object.keys(DEMAND_STEP_FIELDS).sort());
    expect(shown(FIELDS.profileBlock)).toEqual(Object.keys(PROFILE_BLOCK_FIELDS).sort());
    expect(shown(FIELDS.offer)).toEqual(Object.keys(OFFER_FIELDS).sort());
    // Each offer field belongs to every offer or to one kind only.
    const parts = Object.values(OFFER_PARTS).flat() as string[];
    expect([...parts].sort()).toEqual(Object.keys(OFFER_FIELDS).sort());
  });

  it('have a label and a help text in both languages for every field', () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const m = editorMessages(lang);
      for (const group of groups) {
        for (const def of [...FIELDS[group], ...(group === 'quote' ? QUOTE_TERMS : [])]) {
          const { label, help } = fieldText(m, group, def.key);
          expect(label, `${lang} ${group}.${def.key}`).not.toBe(def.key === 'id' ? '' : def.key);
          expect(help.length, `${lang} ${group}.${def.key} help`).toBeGreaterThan(5);
        }
      }
    }
  });

  it('show every fraction field as percent (0..1 in the file)', () => {
    for (const group of groups) {
      for (const def of FIELDS[group]) {
        const spec = specOf(group, def.key);
        if (def.kind !== 'number' || spec?.kind !== 'number' || group === 'distribution') continue;
        const fraction = (spec.max === 1 || spec.lt === 1) && (spec.min === 0 || spec.gt === 0);
        if (fraction) expect(def.percent, `${group}.${def.key}`).toBe(true);
      }
    }
    expect(numberFormat('investment', { kind: 'number', key: 'discountRate', percent: true })).toEqual({ kind: 'percent', allowNegative: true });
    expect(numberFormat('investment', { kind: 'number', key: 'utilization', percent: true })).toEqual({ kind: 'percent', allowNegative: false });
    expect(numberFormat('quote', { kind: 'number', key: 'gpus' })).toEqual({ kind: 'number', integer: true, allowNegative: false });
    expect(numberFormat('site', { kind: 'number', key: 'contractedMW', power: 'MW' })).toEqual({ kind: 'power', unit: 'MW' });
  });

  it('know which fields may be left empty', () => {
    expect(isOptionalField('site', 'contractedMW')).toBe(false);
    expect(isOptionalField('site', 'rackKW')).toBe(true);
    expect(isOptionalField('investment', 'idlePowerFraction')).toBe(true); // default 0.3
    expect(isOptionalField('quote', 'provider')).toBe(false);
  });

  it('build document paths', () => {
    expect(fieldPath('top', 'name')).toBe('name');
    expect(fieldPath('site', 'pue')).toBe('site.pue');
    expect(fieldPath('generation', 'price', 1)).toBe('market.generations[1].price');
    expect(fieldPath('parity', 'relativeCost', 0)).toBe('market.parity[0].relativeCost');
    expect(fieldPath('quote', 'taxRate', 2)).toBe('quotes[2].taxRate');
    expect(fieldPath('portfolio', 'months')).toBe('portfolio.months');
    expect(fieldPath('demandStep', 'gpus', 1)).toBe('portfolio.demand[1].gpus');
    expect(fieldPath('profileBlock', 'share', 0)).toBe('portfolio.profile[0].share');
    expect(fieldPath('offer', 'termMonths', 3)).toBe('portfolio.offers[3].termMonths');
  });

  it('write units with the scenario currency in both languages', () => {
    expect(unitText('currencyPerGPUHour', editorMessages('en'), 'EUR')).toBe('EUR/GPU-h');
    expect(unitText('currencyPerGPUHour', editorMessages('zh-CN'), 'CNY')).toBe('CNY/GPU·小时');
    expect(unitText('kW', editorMessages('zh-CN'), 'USD')).toBe('kW');
    expect(unitText('months', editorMessages('zh-CN'), 'USD')).toBe('个月');
  });
});
