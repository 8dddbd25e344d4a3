// Matching the loader's issues (dotted paths, e.g. "site.pue", "quotes[2].termMonths",
// `uncertainty.inputs["investment.utilization"].min`) to the places the editor shows them: a
// field shows the issues at its own path; an issue that no field shows (a whole section, a list
// item, an unknown field, format/version) is listed at its section or at the top.

import type { ScenarioIssue } from '../../models/scenario';
import type { Language } from '../i18n/languages';
import { FIELDS, QUOTE_TERMS } from '../present/field-defs';
import type { FieldDef } from '../present/field-defs';
import { issueLine } from './issue-words';

export type EditorSection = 'scenario' | 'site' | 'node' | 'market' | 'investment' | 'rentVsBuy' | 'sizing' | 'quotes' | 'portfolio' | 'uncertainty' | 'fleetPlan';

export interface IssueIndex {
  /** Issues by exact path. */
  byPath: ReadonlyMap<string, readonly ScenarioIssue[]>;
  /** Issues no field shows, by section. */
  leftovers: ReadonlyMap<EditorSection, readonly ScenarioIssue[]>;
  count: number;
}

const EMPTY: readonly ScenarioIssue[] = Object.freeze([]);

function keys(defs: readonly FieldDef[]): string[] {
  return defs.map((d) => d.key);
}

/** Path templates ([i] → [], ["key"] → [*]) of every place that shows its own issues. */
const SHOWN = new Set<string>([
  ...keys(FIELDS.top),
  ...keys(FIELDS.site).map((k) => `site.${k}`),
  ...keys(FIELDS.node).map((k) => `node.${k}`),
  ...keys(FIELDS.generation).map((k) => `market.generations[].${k}`),
  ...keys(FIELDS.parity).map((k) => `market.parity[].${k}`),
  ...keys(FIELDS.investment).map((k) => `investment.${k}`),
  ...keys(FIELDS.renewal).map((k) => `investment.renewal.${k}`),
  ...keys(FIELDS.exit).map((k) => `investment.exit.${k}`),
  // Fleet: the tranche table's cells, the resale curve's points, debt sizing, and the two lists as a whole.
  ...keys(FIELDS.tranche).map((k) => `investment.tranches[].${k}`),
  ...keys(FIELDS.resalePoint).map((k) => `investment.resaleCurve[].${k}`),
  ...keys(FIELDS.debtSizing).map((k) => `investment.debtSizing.${k}`),
  'investment.tranches',
  'investment.resaleCurve',
  ...keys(FIELDS.rentVsBuy).map((k) => `rentVsBuy.${k}`),
  ...keys(FIELDS.workload).map((k) => `workload.${k}`),
  ...keys(FIELDS.sizing).map((k) => `sizing.${k}`),
  ...[...keys(FIELDS.quote), ...keys(QUOTE_TERMS)].map((k) => `quotes[].${k}`),
  ...keys(FIELDS.portfolio).map((k) => `portfolio.${k}`),
  ...keys(FIELDS.demandStep).map((k) => `portfolio.demand[].${k}`),
  ...keys(FIELDS.profileBlock).map((k) => `portfolio.profile[].${k}`),
  ...keys(FIELDS.offer).map((k) => `portfolio.offers[].${k}`),
  // The demand plan's lists as a whole (no steps, shares not adding up to 100 %, no offers): shown
  // at the list they are about.
  'portfolio.demand',
  'portfolio.profile',
  'portfolio.offers',
  ...keys(FIELDS.fleetPlan).map((k) => `fleetPlan.${k}`),
  ...keys(FIELDS.fleetExisting).map((k) => `fleetPlan.existing[].${k}`),
  ...keys(FIELDS.fleetCandidate).map((k) => `fleetPlan.candidates[].${k}`),
  // The fleet plan's lists as a whole (too many candidates): shown at the list.
  'fleetPlan.existing',
  'fleetPlan.candidates',
  ...keys(FIELDS.growth).map((k) => `portfolio.growth.${k}`),
  ...keys(FIELDS.fixedCommitment).map((k) => `portfolio.fixed[].${k}`),
  ...keys(FIELDS.demandScenario).map((k) => `portfolio.scenarios[].${k}`),
  ...keys(FIELDS.portfolioRisk).map((k) => `portfolio.${k}`),
  'portfolio.fixed',
  'portfolio.scenarios',
  'portfolio.scenarios[]',
  ...keys(FIELDS.uncertainty).map((k) => `uncertainty.${k}`),
  'uncertainty.inputs[*]',
  ...keys(FIELDS.distribution).map((k) => `uncertainty.inputs[*].${k}`),
]);

export function pathTemplate(path: string): string {
  return path.replace(/\["(?:[^"\\]|\\.)*"\]/g, '[*]').replace(/\[\d+\]/g, '[]');
}

export function sectionOfPath(path: string): EditorSection {
  const head = /^[A-Za-z_$][\w$]*/.exec(path)?.[0] ?? '';
  switch (head) {
    case 'site':
    case 'node':
    case 'market':
    case 'investment':
    case 'rentVsBuy':
    case 'sizing':
    case 'quotes':
    case 'portfolio':
    case 'uncertainty':
    case 'fleetPlan':
      return head;
    case 'workload':
      return 'quotes';
    default:
      return 'scenario';
  }
}

function sameIssues(a: readonly ScenarioIssue[] | undefined, b: readonly ScenarioIssue[]): boolean {
  return (
    a !== undefined &&
    a.length === b.length &&
    a.every((x, i) => x.path === b[i].path && x.message.en === b[i].message.en && x.message['zh-CN'] === b[i].message['zh-CN'])
  );
}

/**
 * Indexes issues by where they are shown. With `previous`, a place whose issues did not change
 * keeps the very same array, so only the fields whose messages changed re-render.
 */
export function indexIssues(issues: readonly ScenarioIssue[] | null | undefined, previous?: IssueIndex): IssueIndex {
  const byPath = new Map<string, ScenarioIssue[]>();
  const leftovers = new Map<EditorSection, ScenarioIssue[]>();
  for (const issue of issues ?? []) {
    if (SHOWN.has(pathTemplate(issue.path))) {
      const list = byPath.get(issue.path) ?? [];
      list.push(issue);
      byPath.set(issue.path, list);
    } else {
      const section = sectionOfPath(issue.path);
      const list = leftovers.get(section) ?? [];
      list.push(issue);
      leftovers.set(section, list);
    }
  }
  if (previous) {
    for (const [path, list] of byPath) {
      const before = previous.byPath.get(path);
      if (sameIssues(before, list)) byPath.set(path, before as ScenarioIssue[]);
    }
    for (const [section, list] of leftovers) {
      const before = previous.leftovers.get(section);
      if (sameIssues(before, list)) leftovers.set(section, before as ScenarioIssue[]);
    }
  }
  return { byPath, leftovers, count: issues?.length ?? 0 };
}

/** The current index as an external store: each field subscribes to its own path only. */
export interface IssueHub {
  get: () => IssueIndex;
  set: (next: IssueIndex) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createIssueHub(initial: IssueIndex): IssueHub {
  let index = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => index,
    set: (next) => {
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function issuesAt(index: IssueIndex, path: string): readonly ScenarioIssue[] {
  return index.byPath.get(path) ?? EMPTY;
}

export function leftoverIssues(index: IssueIndex, section: EditorSection): readonly ScenarioIssue[] {
  return index.leftovers.get(section) ?? EMPTY;
}

/** All issues whose path is `prefix` or lies under it ("quotes[1]" → "quotes[1].gpus", …). */
export function issuesUnder(issues: readonly ScenarioIssue[] | null | undefined, prefix: string): ScenarioIssue[] {
  return (issues ?? []).filter(
    (i) => i.path === prefix || i.path.startsWith(`${prefix}.`) || i.path.startsWith(`${prefix}[`),
  );
}

/**
 * An issue's message in `lang` (issue-words.ts: the field's label, values in its unit, the path as
 * a hint); next to its field (`atField`) the rule alone, the label already names it. `doc` names
 * list items (a quote by its provider).
 */
export function issueText(issue: ScenarioIssue, lang: Language, atField: boolean, doc?: unknown): string {
  return issueLine(issue, lang, doc, atField);
}
