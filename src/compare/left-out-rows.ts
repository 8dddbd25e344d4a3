// The input differences Compare leaves out when a compared plan is evaluated in part (models/run.ts ›
// partial): a section left out of one plan is absent there, not "not set", so its inputs are not
// compared at all (the plan's note names the section and why it is left out).
import type { InputDifference } from '../../models/compare';

const topSection = (path: string): string => /^[^.[]*/.exec(path)?.[0] ?? '';

/** `differences` without those in `sections` (none left out: the same list). */
export function withoutLeftOutSections(differences: InputDifference[], sections: readonly string[] | undefined): InputDifference[] {
  if (!sections || sections.length === 0) return differences;
  const out = new Set(sections);
  return differences.filter((d) => !out.has(topSection(d.path)));
}
