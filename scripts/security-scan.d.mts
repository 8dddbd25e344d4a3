// Types for scripts/security-scan.mjs (its pure parts are unit-tested).
export interface ReviewedFinding {
  id: string;
  file: string;
  sample: RegExp;
  reason: string;
}
export const REVIEWED: ReviewedFinding[];
export function parseCsv(text: string): Array<Record<string, string>>;
export function isReviewed(finding: Record<string, string>): boolean;
