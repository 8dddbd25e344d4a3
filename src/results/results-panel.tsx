// <ResultsPanel result scenario lang monteCarlo? />: headline figures, warnings and one section per
// scenario section present (capacity, market, investment, rent vs buy, quotes, uncertainty).
//
// Mount (the lead's workspace page):
//   const evaluation = useEvaluation(doc);  const monteCarlo = useMonteCarlo(doc);
//   {evaluation.result && evaluation.scenario
//     ? <ResultsPanel result={evaluation.result} scenario={evaluation.scenario} lang={lang}
//         monteCarlo={monteCarlo} pending={evaluation.pending} ms={evaluation.ms} error={evaluation.error} />
//     : <ResultsIssues issues={evaluation.issues} lang={lang} />}
import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioResult } from '../../models/evaluate';
import type { Scenario } from '../../models/scenario';
import { CapacityWaterfall as CapacityWaterfallChart } from '../charts/capacity-waterfall';
import { CashFlowChart as CashFlowChartView } from '../charts/cash-flow-chart';
import { PriceProjectionChart as PriceProjectionChartView } from '../charts/price-projection-chart';
import { QuotesTable as QuotesTableView } from '../charts/quotes-table';
import { NegotiationBrief as NegotiationBriefView } from './negotiation-brief';
import { RentVsBuyChart as RentVsBuyChartView } from '../charts/rent-vs-buy-chart';
import { Responsive } from '../charts/responsive';
import { useOnScreen } from '../charts/use-on-screen';
import type { MonteCarloHandle } from '../engine/use-monte-carlo';
import { inLanguage, type Language } from '../i18n/languages';
import { formatNumber } from '../format/format';
import { activeDisplay } from '../format/display-money';
import { HeadlineFigures as HeadlineFiguresView } from './headline-figures';
import { MonteCarloBlock } from './monte-carlo-block';
import { inputLabeler } from '../present/input-label';
import { SensitivityBlock } from './sensitivity-block';
import { RentVsBuyFacts as RentVsBuyFactsView } from './rent-vs-buy-facts';
import { workloadHoursFor } from '../store/doc-edits';
import { ModeBands as ModeBandsView, ModeThresholds as ModeThresholdsView } from './mode-bands';
import { PerTokenTable as PerTokenTableView } from './per-token-table';
import { SizingFacts as SizingFactsView } from './sizing-facts';
import { InvestmentFacts as InvestmentFactsView } from './investment-facts';
import { ReturnsTable as ReturnsTableView } from './returns-table';
import { CoverageChart as CoverageChartView } from '../charts/coverage-chart';
import { LenderBlock as LenderBlockView, covenantOf } from './lender-block';
import { FleetBlock } from './fleet-block';
import { WarningsList as WarningsListView } from './warnings-list';
import { useIdleValue } from './use-idle-value';
import { StickyFigures } from './sticky-figures';
import { PortfolioPanel, type PlanStatus } from './portfolio-view';
import { FleetPlanView, type FleetPlanStatus } from './fleet-plan-view';
import type { FleetTranche } from '../../models/fleet-plan/tranches';
import { fleetPlanMessages } from '../i18n/areas/fleet-plan';
import './results.css';

// The parts a section draws, memoized: the engine client keeps the parts of a new result that
// equal the shown one as the same objects (src/engine/keep-equal.ts), so a part whose inputs an
// edit did not change is not redrawn (a capacity edit leaves the price chart alone). Their props
// are parts of the result and scenario, strings and numbers, or memoized.
const CapacityWaterfall = memo(CapacityWaterfallChart);
const CashFlowChart = memo(CashFlowChartView);
const PriceProjectionChart = memo(PriceProjectionChartView);
const QuotesTable = memo(QuotesTableView);
const NegotiationBrief = memo(NegotiationBriefView);
const RentVsBuyChart = memo(RentVsBuyChartView);
const RentVsBuyFacts = memo(RentVsBuyFactsView);
const ModeBands = memo(ModeBandsView);
const ModeThresholds = memo(ModeThresholdsView);
const PerTokenTable = memo(PerTokenTableView);
const SizingFacts = memo(SizingFactsView);
const InvestmentFacts = memo(InvestmentFactsView);
const ReturnsTable = memo(ReturnsTableView);
const CoverageChart = memo(CoverageChartView);
const LenderBlock = memo(LenderBlockView);
const WarningsList = memo(WarningsListView);
// Drawn with the edit's result; the off-screen sections that follow in idle time (useIdleValue) leave it alone.
const HeadlineFigures = memo(HeadlineFiguresView);

export interface ResultsPanelProps {
  result: ScenarioResult;
  scenario: Scenario;
  lang: Language;
  /** Defaults to result.currency (the scenario's). */
  currency?: string;
  /** From useMonteCarlo(doc): enables Run / progress / Cancel in the uncertainty section. */
  monteCarlo?: MonteCarloHandle;
  /** A newer edit is being evaluated (the figures shown are one edit behind). */
  pending?: boolean;
  /** Engine time of the shown result, ms. */
  ms?: number;
  /** Engine failure to show above the (last good) results. */
  error?: string | null;
  /** Labels of fields whose typed text was refused: the figures do not reflect it (dimmed, with the reason). */
  staleFields?: readonly string[];
  /** The document as written: "What moves my IRR" swings only the inputs it states (default: all present). */
  raw?: unknown;
  /** The file's format version when the loader migrated it (a version-1 file): explains what changed. */
  migratedFrom?: number | null;
  /** Carries the sizing's GPU count into the capacity target and the quotes (the editor's setFields). */
  onUseSizing?: (gpus: number) => void;
  /**
   * The demand plan's solve (the workspace's usePortfolio): `result.portfolio` is then the plan of
   * this scenario, or of earlier inputs while a newer one is solved (`stale`).
   */
  plan?: PlanStatus;
  /** The fleet plan's solve (the workspace's useFleetPlan): `result.fleetPlan` is its plan, stale while newer inputs are solved. */
  fleet?: FleetPlanStatus;
  /** "Use this plan": the fleet plan's purchases as investment.tranches (the editor's one-step edit). */
  onUseFleetPlan?: (tranches: FleetTranche[]) => void;
}

function Section({
  id,
  title,
  children,
  sectionRef,
  offscreen = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  sectionRef?: (element: HTMLElement | null) => void;
  /** Off screen: the browser may skip its layout and paint (results.css). */
  offscreen?: boolean;
}) {
  return (
    <section ref={sectionRef} className={offscreen ? 'results-section results-section--offscreen' : 'results-section'} aria-labelledby={`results-${id}-title`} data-section={id}>
      <h3 id={`results-${id}-title`} className="results-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ResultsPanel({
  result,
  scenario,
  lang,
  currency: currencyProp,
  monteCarlo,
  pending = false,
  ms,
  error,
  staleFields = [],
  raw,
  migratedFrom,
  onUseSizing,
  plan,
  fleet,
  onUseFleetPlan,
}: ResultsPanelProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  return (
    <div className="results" aria-busy={pending}>
      <div className="results__status" aria-live="polite">
        {/* One span whose text and class change (each edit toggles it twice), not two that swap. */}
        {pending || ms !== undefined ? (
          <span className={pending ? 'results__pending' : 'muted'}>{pending ? t('results.pending') : t('results.computedIn', { ms: formatNumber(ms ?? 0, lang, 1) })}</span>
        ) : null}
      </div>
      {error ? (
        <p className="results__error error" role="alert">
          {t('results.engineError', { message: error })}
        </p>
      ) : null}
      {staleFields.length > 0 ? (
        <p className="results__stale" role="status">
          <strong>{t('results.staleShort')}</strong> {t('results.stale', { fields: staleFields.map((f) => `“${f}”`).join(', ') })}
        </p>
      ) : null}
      <ResultsBody
        result={result}
        scenario={scenario}
        lang={lang}
        currency={currencyProp ?? result.currency}
        monteCarlo={monteCarlo}
        stale={staleFields.length > 0}
        raw={raw}
        migratedFrom={migratedFrom}
        onUseSizing={onUseSizing}
        plan={plan}
        fleet={fleet}
        onUseFleetPlan={onUseFleetPlan}
      />
    </div>
  );
}

interface ResultsBodyProps {
  result: ScenarioResult;
  scenario: Scenario;
  lang: Language;
  currency: string;
  monteCarlo?: MonteCarloHandle;
  stale: boolean;
  raw?: unknown;
  migratedFrom?: number | null;
  onUseSizing?: (gpus: number) => void;
  plan?: PlanStatus;
  fleet?: FleetPlanStatus;
  onUseFleetPlan?: (tranches: FleetTranche[]) => void;
}

/** What a section draws: one evaluated document (a new object for each new result). */
interface Shown {
  result: ScenarioResult;
  scenario: Scenario;
  raw: unknown;
}

/** Props every section gets; all stable between results except `d`. */
interface SectionProps {
  d: Shown;
  sectionRef: (element: HTMLElement | null) => void;
  offscreen: boolean;
  /** The panel's currency override (ResultsPanel's `currency`), else the result's. */
  currency: string | undefined;
  lang: Language;
}

/**
 * A new result reaches a section at once when the section is on screen; off screen it follows when
 * the window is idle and has room for it (useIdleValue), one section at a time, and is laid out in
 * that idle time too, so the frame after an edit starts on time. Sections are memoized, so each
 * pass draws only what changed.
 */
function OnScreen({ now, children }: { now: Shown; children: (d: Shown, sectionRef: (element: HTMLElement | null) => void, offscreen: boolean) => ReactNode }) {
  const [observe, visible] = useOnScreen<HTMLElement>();
  const element = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      observe(node);
    },
    [observe],
  );
  const d = useIdleValue(now, visible, () => element.current?.getBoundingClientRect());
  return <>{children(d, ref, !visible)}</>;
}

/**
 * The figures, charts and sections: memoized, so an edit that has not been evaluated yet (only
 * `pending` changed) renders the status line alone; a new result redraws the headline and the
 * sections on screen first (see OnScreen).
 */
const ResultsBody = memo(function ResultsBody({ result, scenario, lang, currency, monteCarlo, stale, raw, migratedFrom, onUseSizing, plan, fleet, onUseFleetPlan }: ResultsBodyProps) {
  const now = useMemo<Shown>(() => ({ result, scenario, raw }), [result, scenario, raw]);
  const override = currency === result.currency ? undefined : currency;
  return (
    <>
      <StickyFigures stale={stale}>
        <HeadlineFigures result={result} scenario={scenario} currency={currency} lang={lang} planStale={plan?.stale ?? false} />
      </StickyFigures>
      <WarningsList warnings={result.warnings} lang={lang} scenario={scenario} />
      {/* Whether a section is there goes by the current result, as for every section: an off-screen
          section's deferred result must not keep one the plan no longer has (a removed site). */}
      {scenario.site && result.capacity ? <OnScreen now={now}>{(d, ref, off) => <CapacitySection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} />}</OnScreen> : null}
      {result.prices && scenario.market ? <OnScreen now={now}>{(d, ref, off) => <MarketSection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} />}</OnScreen> : null}
      {result.investment ? <OnScreen now={now}>{(d, ref, off) => <InvestmentSection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} />}</OnScreen> : null}
      {result.investment && scenario.investment ? (
        <OnScreen now={now}>{(d, ref, off) => <SensitivitySection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} />}</OnScreen>
      ) : null}
      {result.rentVsBuy ? (
        <OnScreen now={now}>{(d, ref, off) => <RentVsBuySection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} migratedFrom={migratedFrom} />}</OnScreen>
      ) : null}
      {scenario.portfolio ? <OnScreen now={now}>{(d, ref, off) => <PortfolioSection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} plan={plan} />}</OnScreen> : null}
      {scenario.fleetPlan ? <OnScreen now={now}>{(d, ref, off) => <FleetPlanSection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} fleet={fleet} onUsePlan={onUseFleetPlan} />}</OnScreen> : null}
      {result.sizing ? <OnScreen now={now}>{(d, ref, off) => <SizingSection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} onUseSizing={onUseSizing} />}</OnScreen> : null}
      {result.quotes ? <OnScreen now={now}>{(d, ref, off) => <QuotesSection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} />}</OnScreen> : null}
      {scenario.uncertainty && scenario.investment ? (
        <OnScreen now={now}>{(d, ref, off) => <UncertaintySection d={d} sectionRef={ref} offscreen={off} currency={override} lang={lang} monteCarlo={monteCarlo} />}</OnScreen>
      ) : null}
    </>
  );
});

const CapacitySection = memo(function CapacitySection({ d: { result, scenario }, sectionRef, offscreen, lang }: SectionProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  // A plan without a site (docs/model.md › Capacity › Plans without a site) has no capacity to show.
  const site = scenario.site;
  const capacity = result.capacity;
  if (!site || !capacity) return null;
  return (
    <Section id="capacity" title={t('results.sections.capacity')} sectionRef={sectionRef} offscreen={offscreen}>
      <Responsive>
        {(w) => <CapacityWaterfall contractedMW={site.contractedMW} powerBasis={site.powerBasis} overheadFraction={site.overheadFraction} capacity={capacity} investmentGPUs={result.investment?.gpus} lang={lang} width={w} />}
      </Responsive>
    </Section>
  );
});

const MarketSection = memo(function MarketSection({ d: { result, scenario }, sectionRef, offscreen, currency: override, lang }: SectionProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const currency = override ?? result.currency;
  if (!result.prices || !scenario.market) return null;
  const prices = result.prices;
  const market = scenario.market;
  return (
    <Section id="market" title={t('results.sections.market')} sectionRef={sectionRef} offscreen={offscreen}>
      <Responsive>{(w) => <PriceProjectionChart prices={prices} market={market} currency={currency} display={activeDisplay(scenario.display, currency)} lang={lang} width={w} />}</Responsive>
    </Section>
  );
});

const InvestmentSection = memo(function InvestmentSection({ d: { result, scenario }, sectionRef, offscreen, currency: override, lang }: SectionProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const currency = override ?? result.currency;
  const investment = result.investment;
  const projectCashflows = investment?.projectCashflows;
  const projectPaybackMonth = investment?.projectPaybackMonth;
  const project = useMemo(() => (projectCashflows ? { cashflows: projectCashflows, paybackMonth: projectPaybackMonth ?? null } : undefined), [projectCashflows, projectPaybackMonth]);
  if (!investment) return null;
  const display = activeDisplay(scenario.display, currency);
  return (
    <Section id="investment" title={t('results.sections.investment')} sectionRef={sectionRef} offscreen={offscreen}>
      <Responsive>
        {(w) => (
          <CashFlowChart
            cashflows={investment.cashflows}
            paybackMonth={investment.paybackMonth}
            project={project}
            currency={currency}
            lang={lang}
            width={w}
            display={display}
          />
        )}
      </Responsive>
      <ReturnsTable investment={investment} currency={currency} display={display} lang={lang} startDate={scenario.investment?.startDate} />
      <LenderBlock investment={investment} input={scenario.investment} currency={currency} lang={lang} />
      <FleetBlock investment={investment} currency={currency} lang={lang} usableKW={result.capacity?.usableKW} input={scenario.investment} kwPerGPU={result.capacity?.kwPerGPU} horizonMonths={scenario.horizonMonths} />
      <Responsive>{(w) => <CoverageChart investment={investment} currency={currency} display={display} lang={lang} width={w} />}</Responsive>
      <InvestmentFacts investment={investment} currency={currency} display={display} lang={lang} />
    </Section>
  );
});

const SensitivitySection = memo(function SensitivitySection({ d: { result, scenario, raw }, sectionRef, offscreen, currency: override, lang }: SectionProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  if (!result.investment || !scenario.investment) return null;
  return (
    <Section id="sensitivity" title={t('results.sections.sensitivity')} sectionRef={sectionRef} offscreen={offscreen}>
      <SensitivityBlock scenario={scenario} raw={raw} baseIrr={result.investment.irrAnnual} currency={override ?? result.currency} lang={lang} />
    </Section>
  );
});

const RentVsBuySection = memo(function RentVsBuySection({ d: { result, scenario }, sectionRef, offscreen, currency: override, lang, migratedFrom }: SectionProps & { migratedFrom?: number | null }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const rentVsBuy = result.rentVsBuy;
  if (!rentVsBuy) return null;
  const display = activeDisplay(scenario.display, override ?? result.currency);
  return (
    <Section id="rentVsBuy" title={t('results.sections.rentVsBuy')} sectionRef={sectionRef} offscreen={offscreen}>
      <Responsive>{(w) => <RentVsBuyChart rentVsBuy={rentVsBuy} currency={override ?? result.currency} display={display} lang={lang} width={w} />}</Responsive>
      <ModeBands rentVsBuy={rentVsBuy} lang={lang} />
      <ModeThresholds rentVsBuy={rentVsBuy} lang={lang} />
      <RentVsBuyFacts rentVsBuy={rentVsBuy} currency={override ?? result.currency} display={display} lang={lang} />
      {scenario.rentVsBuy ? <PerTokenTable rentVsBuy={rentVsBuy} input={scenario.rentVsBuy} currency={override ?? result.currency} display={display} lang={lang} interruptibleShare={scenario.portfolio?.interruptibleShare} /> : null}
      {migratedFrom !== undefined && migratedFrom !== null && migratedFrom < 2 ? (
        <div className="results-notice" role="note" data-testid="migrated-notice">
          <strong>{t('results.rentVsBuy.migratedTitle')}</strong>
          {t('results.rentVsBuy.migrated')}
        </div>
      ) : null}
    </Section>
  );
});

const FleetPlanSection = memo(function FleetPlanSection({ d: { result, scenario }, sectionRef, offscreen, currency: override, lang, fleet, onUsePlan }: SectionProps & { fleet?: FleetPlanStatus; onUsePlan?: (tranches: FleetTranche[]) => void }) {
  if (!scenario.fleetPlan) return null;
  return (
    <Section id="fleetPlan" title={fleetPlanMessages(lang).title} sectionRef={sectionRef} offscreen={offscreen}>
      <FleetPlanView fleetPlan={result.fleetPlan} scenario={scenario} currency={override ?? result.currency} lang={lang} solving={fleet?.solving ?? false} stale={fleet?.stale ?? false} onUsePlan={onUsePlan} />
    </Section>
  );
});

const PortfolioSection = memo(function PortfolioSection({ d: { result, scenario }, sectionRef, offscreen, currency: override, lang, plan }: SectionProps & { plan?: PlanStatus }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  if (!scenario.portfolio) return null;
  const currency = override ?? result.currency;
  return (
    <Section id="portfolio" title={t('portfolio.title')} sectionRef={sectionRef} offscreen={offscreen}>
      <PortfolioPanel portfolio={result.portfolio} scenario={scenario} warnings={result.warnings} plan={plan} currency={currency} display={activeDisplay(scenario.display, currency)} lang={lang} />
    </Section>
  );
});

const SizingSection = memo(function SizingSection({ d: { result, scenario }, sectionRef, offscreen, lang, onUseSizing }: SectionProps & { onUseSizing?: (gpus: number) => void }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const sizing = result.sizing;
  if (!sizing) return null;
  return (
    <Section id="sizing" title={t('results.sections.sizing')} sectionRef={sectionRef} offscreen={offscreen}>
      <SizingFacts
        sizing={sizing}
        deliverableGPUs={result.capacity?.gpus ?? null}
        lang={lang}
        onUse={onUseSizing}
        alreadyUsed={(scenario.site === undefined || scenario.site.targetGPUs === sizing.gpusNeeded) && (scenario.quotes ?? []).every((q) => q.gpus === sizing.gpusNeeded)}
        workloadHours={workloadHoursFor({ workload: scenario.workload, quotes: scenario.quotes }, sizing.gpusNeeded)}
      />
    </Section>
  );
});

const QuotesSection = memo(function QuotesSection({ d: { result, scenario }, sectionRef, offscreen, currency: override, lang }: SectionProps) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const quotes = result.quotes;
  if (!quotes) return null;
  return (
    <Section id="quotes" title={t('results.sections.quotes')} sectionRef={sectionRef} offscreen={offscreen}>
      <QuotesTable quotes={quotes} inputs={scenario.quotes} currency={override ?? result.currency} display={activeDisplay(scenario.display, override ?? result.currency)} lang={lang} />
      <NegotiationBrief brief={quotes.brief} currency={override ?? result.currency} display={activeDisplay(scenario.display, override ?? result.currency)} scenarioName={result.name} lang={lang} />
    </Section>
  );
});

const UncertaintySection = memo(function UncertaintySection({ d: { result, scenario }, sectionRef, offscreen, currency: override, lang, monteCarlo }: SectionProps & { monteCarlo?: MonteCarloHandle }) {
  const { t } = useTranslation(undefined, inLanguage(lang));
  const labelOf = useMemo(() => inputLabeler(scenario, lang), [scenario, lang]);
  if (!scenario.uncertainty || !scenario.investment) return null;
  return (
    <Section id="uncertainty" title={t('results.sections.uncertainty')} sectionRef={sectionRef} offscreen={offscreen}>
      <MonteCarloBlock monteCarlo={monteCarlo} fallback={result.uncertainty} trials={scenario.uncertainty.trials} currency={override ?? result.currency} display={activeDisplay(scenario.display, override ?? result.currency)} lang={lang} labelOf={labelOf} covenant={covenantOf(scenario)} />
    </Section>
  );
});
