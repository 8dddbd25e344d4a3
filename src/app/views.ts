// The areas of the app. Only the overview has content today; the rest say honestly what comes.
export const VIEWS = ['overview', 'scenarios', 'compare', 'catalogue', 'settings'] as const;
export type ViewId = (typeof VIEWS)[number];
