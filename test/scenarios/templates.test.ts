import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../models/evaluate';
import { CATALOGUE } from '../../models/catalogue';
import { loadScenario } from '../../models/scenario';
import { findTemplate, instantiateTemplate, TEMPLATES } from '../../src/scenarios/templates';
import { switchPlanToModel } from '../../src/editor/model-change';

describe('templates', () => {
  it('buy H100 with the catalogue’s 2026 figures: all-in capex, useful life, short contracts, tax and a ramp', () => {
    const site = CATALOGUE.site;
    for (const id of ['100mw-campus', 'h100-vs-b200'] as const) {
      const loaded = loadScenario(findTemplate(id)!.doc);
      if (!loaded.ok) throw new Error(id);
      const inv = loaded.scenario.investment!;
      expect(inv.capexPerGPU, id).toBe(site.capexPerGPU.value);
      expect(inv.depreciationMonths, id).toBe(site.depreciationYears.value * 12);
      expect(inv.contractMonths, id).toBeLessThanOrEqual(12); // seed 003: 1-year terms are the norm
      expect(inv.contractPrice, id).toBeCloseTo(2.99 * (1 - site.contractDiscount.value), 2); // $2.093, quoted in cents
      expect(inv.rampMonths, id).toBe(3);
      expect(inv.taxRate, id).toBeGreaterThan(0);
      expect(inv.takeOrPay, id).toBe(true);
      expect(inv.residualMode, id).toBe('market');
    }
  });

  it('are the four the issue names, issue 11’s negotiation, the sizing one and the demand plan, each with a name and description in both languages', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual(['100mw-campus', '512-gpu-rental', 'h100-vs-b200', 'three-quotes', 'negotiating-1024', 'serve-70b', 'serving-mix', 'two-batches-h200-cny', 'b200-quarterly']);
    for (const t of TEMPLATES) {
      expect(t.name.en).not.toBe(t.name['zh-CN']);
      expect(t.description.en.length).toBeGreaterThan(40);
      expect(t.description['zh-CN'].length).toBeGreaterThan(20);
      expect(t.doc.name).toBe(t.name.en);
    }
    expect(findTemplate('three-quotes')?.name.en).toBe('Three quotes');
    expect(findTemplate('nope')).toBeUndefined();
  });

  it('load without issues in both languages and evaluate without warnings', () => {
    for (const t of TEMPLATES) {
      for (const lang of ['en', 'zh-CN'] as const) {
        const doc = instantiateTemplate(t, lang);
        const loaded = loadScenario(doc);
        if (!loaded.ok) throw new Error(`${t.id}/${lang}: ${loaded.issues.map((i) => i.message.en).join('; ')}`);
        expect(loaded.scenario.name).toBe(t.name[lang]);
        expect(loaded.scenario.notes).toBe(t.description[lang]);
        const result = evaluateScenario(loaded.scenario, { skipUncertainty: true });
        // "Three quotes" commits 512 GPUs (373,760 GPU-hours a month) to a 300,000 GPU-hour workload: the
        // two committed quotes pay 19.7 % of their cost for idle hours, which is what the warning is for.
        const expected = t.id === 'three-quotes' ? ['quote-idle-committed', 'quote-idle-committed'] : [];
        expect(result.warnings.map((w) => w.code), t.id).toEqual(expected);
      }
    }
  });

  it('name their quotes\' providers and their batches in zh-CN, and keep the English names in en', () => {
    const providers = (id: string, lang: 'en' | 'zh-CN') => (instantiateTemplate(findTemplate(id)!, lang).quotes as { provider: string }[]).map((q) => q.provider);
    const batches = (id: string, lang: 'en' | 'zh-CN') => ((instantiateTemplate(findTemplate(id)!, lang).investment as { tranches: { name: string }[] }).tranches).map((b) => b.name);
    expect(providers('three-quotes', 'en')).toEqual(['Provider A', 'Provider B', 'Provider C']);
    expect(providers('three-quotes', 'zh-CN')).toEqual(['供应商 A', '供应商 B', '供应商 C']);
    expect(providers('serve-70b', 'zh-CN')).toEqual(['按需云', '1 年预留']);
    expect(batches('two-batches-h200-cny', 'zh-CN')).toEqual(['H200 第 1 批', 'H200 第 2 批']);
    expect(batches('b200-quarterly', 'zh-CN')).toEqual(['B200 Q1', 'B200 Q2', 'B200 Q3', 'B200 Q4']);
    const negotiating = instantiateTemplate(findTemplate('negotiating-1024')!, 'zh-CN').quotes as Record<string, string>[];
    expect(negotiating.map((q) => q.terminationTerms)).toEqual(['不可提前终止；承诺的 50% 需按全年支付', '6 个月后可终止，需支付 3 个月的费用', '可随时取消']);
    expect((instantiateTemplate(findTemplate('two-batches-h200-cny')!, 'zh-CN').display as { source: string }).source).toBe('规划汇率：1 美元 = 7.1 元人民币，手动输入');
    expect((instantiateTemplate(findTemplate('two-batches-h200-cny')!, 'en').display as { source: string }).source).toBe('Planning rate 7.1 CNY per USD, typed in');
    // The catalogue's words as the glossary has them.
    expect((instantiateTemplate(findTemplate('512-gpu-rental')!, 'zh-CN').quotes as Record<string, string>[])[0].billingGranularity).toBe('按秒计费');
    // No English word left in a zh-CN template's names and quote words (GPU models and "Q1" are not words).
    for (const t of TEMPLATES) {
      const doc = instantiateTemplate(t, 'zh-CN') as { quotes?: Record<string, unknown>[]; investment?: { tranches?: { name: string }[] } };
      const words = (q: Record<string, unknown>) => ['provider', 'terminationTerms', 'failureReplacement', 'billingGranularity'].map((k) => (typeof q[k] === 'string' ? (q[k] as string) : ''));
      const names = [...(doc.quotes ?? []).flatMap(words), ...(doc.investment?.tranches ?? []).map((b) => b.name)];
      for (const name of names) expect(name, t.id).not.toMatch(/[A-Za-z]{3,}/);
    }
    // The template itself keeps its English names.
    expect((findTemplate('three-quotes')!.doc.quotes as { provider: string }[])[0].provider).toBe('Provider A');
  });

  it('give fresh copies: editing one instance leaves the template unchanged', () => {
    const t = TEMPLATES[0];
    const doc = instantiateTemplate(t, 'en') as { site: { contractedMW: number } };
    doc.site.contractedMW = 1;
    expect((t.doc.site as { contractedMW: number }).contractedMW).toBe(100);
  });

  it('use the catalogue H100 node and answer what each one promises', () => {
    const h100 = CATALOGUE.gpus['H100-SXM'];
    // The fleet templates buy H200 and B200 (template-fleet.test.ts checks them).
    const fleet = new Set(['two-batches-h200-cny', 'b200-quarterly']);
    const results = Object.fromEntries(
      TEMPLATES.filter((t) => !fleet.has(t.id)).map((t) => {
        const loaded = loadScenario(t.doc);
        if (!loaded.ok) throw new Error(t.id);
        const node = loaded.scenario.node;
        expect(node.nodeKW).toBe(h100.nodeKW.value);
        expect(node.gpuTDPW).toBe(h100.tdpW.value);
        expect(node.gpusPerNode).toBe(h100.gpusPerNode.value);
        return [t.id, evaluateScenario(loaded.scenario, { skipUncertainty: true })];
      }),
    );
    // 100 MW facility / PUE 1.35 × 95 % = 70,370 kW usable; / (10.2 kW × 1.075) → 6,417 nodes → 51,336 GPUs.
    const itKW = (100_000 / 1.35) * 0.95;
    expect(results['100mw-campus'].capacity!.gpus).toBe(Math.floor(itKW / (10.2 * 1.075) + 1e-9) * 8);
    expect(results['100mw-campus'].capacity!.gpus).toBe(51_336);
    // Realistic 2026 inputs (catalogue capex, 1-year contracts, Blackwell capping Hopper): buying
    // does not pay here, before or after debt — the seed's point. Both IRRs exist.
    for (const id of ['100mw-campus', 'h100-vs-b200']) {
      const inv = results[id].investment!;
      expect(inv.projectIrrAnnual, id).not.toBeNull();
      expect(inv.irrAnnual, id).not.toBeNull();
      expect(inv.projectNpv, id).toBeLessThan(0);
    }
    // The 512-GPU investment template's site delivers at least 512 GPUs.
    expect(results['h100-vs-b200'].capacity!.gpus).toBeGreaterThanOrEqual(512);
    // The 512-GPU rental has no site (docs/model.md › Rent vs buy › Without a site and per token): buying is compared from its own kW per GPU and
    // PUE. With spot serving 80 % of the hours (the rest on demand) the seed's rule of thumb falls out:
    // spot up to 8,760 × 1.50 / (0.8 × 1.1 × 1.50 + 0.2 × 2.99) = 6,851 h, then the 3-year reservation.
    expect(findTemplate('512-gpu-rental')!.doc.site).toBeUndefined();
    expect(results['512-gpu-rental'].capacity).toBeUndefined();
    const rental = results['512-gpu-rental'].rentVsBuy!;
    expect(rental.modes).toContain('buy');
    expect(rental.cheapestBands.map((b) => b.mode)).toEqual(['spot', 'reserved3y']);
    expect(rental.cheapestBands[0].toHours).toBeCloseTo((8760 * 1.5) / (0.8 * 1.1 * 1.5 + 0.2 * 2.99), 9);
    // The pure rental comparison has no site (docs/model.md › Capacity › Plans without a site): no capacity results.
    expect(findTemplate('three-quotes')!.doc.site).toBeUndefined();
    expect(results['three-quotes'].capacity).toBeUndefined();
    expect(results['512-gpu-rental'].rentVsBuy?.annualCost).toBeDefined();
    expect(results['three-quotes'].quotes?.quotes).toHaveLength(3);
    expect(results['h100-vs-b200'].investment?.cashflows).toHaveLength(61);
  });

  it('issue 26: H100 vs B200 compares the two with the catalogue\'s figures, B200 one switch away', () => {
    const t = findTemplate('h100-vs-b200')!;
    const b200 = CATALOGUE.gpus.B200;
    const market = t.doc.market as { generations: { id: string; price: number; availableMonth?: number }[] };
    // Both generations at the catalogue's 1-year contract price; B200 on the market from the start.
    expect(market.generations.map((g) => g.id)).toEqual(['hopper', 'blackwell']);
    expect(market.generations[0].price).toBeCloseTo(CATALOGUE.gpus['H100-SXM'].prices.contract1y.value!, 2);
    expect(market.generations[1].price).toBe(b200.prices.contract1y.value);
    expect(market.generations[1].availableMonth).toBe(0);
    // The description's figures are the catalogue's.
    expect(t.description.en).toContain(`$${b200.capexPerGPU.value!.toLocaleString('en-US')}`);
    expect(t.description.en).toContain(`$${b200.prices.contract1y.value}`);
    expect(t.description['zh-CN']).toContain(b200.capexPerGPU.value!.toLocaleString('en-US'));
    const run = (doc: Record<string, unknown>) => {
      const loaded = loadScenario({ ...doc, uncertainty: undefined });
      if (!loaded.ok) throw new Error(loaded.issues.map((i) => i.message.en).join('; '));
      return { scenario: loaded.scenario, result: evaluateScenario(loaded.scenario, { skipUncertainty: true }) };
    };
    const doc = instantiateTemplate(t, 'en');
    const h100 = run(doc);
    const switched = switchPlanToModel(doc, b200, 'H100-SXM');
    expect(switched.left).toEqual([]);
    const b = run(switched.doc);
    // The same 1.5 MW site takes 512 of either: 752 H100 or 536 B200, no warning.
    expect(h100.result.capacity!.gpus).toBe(752);
    expect(b.result.capacity!.gpus).toBe(536);
    expect(b.result.warnings).toEqual([]);
    expect(b.scenario.investment).toMatchObject({ gpus: 512, capexPerGPU: 66_667, contractPrice: 3.675, generation: 'blackwell' });
    expect(b.scenario.site!.cooling).toBe('liquid');
    // Capex: 512 × $50,000 against 512 × $66,667.
    expect(h100.result.investment!.capex).toBe(25_600_000);
    expect(b.result.investment!.capex).toBe(512 * 66_667);
    // Neither pays over five years with Hopper capped at 0.44 × B200 from month 12 (the seed's
    // parity); B200, earning B200 rents, loses far less. Equity IRR ≈ −60 % against ≈ −14 %.
    expect(h100.result.investment!.irrAnnual!).toBeCloseTo(-0.5989, 3);
    expect(b.result.investment!.irrAnnual!).toBeCloseTo(-0.1386, 3);
    expect(b.result.investment!.npv).toBeGreaterThan(h100.result.investment!.npv);
  });
});
