// The areas of the app (the sidebar's order). The workspace shows the open scenario.
export const VIEWS = ['overview', 'scenarios', 'workspace', 'compare', 'catalogue', 'settings'] as const;
export type ViewId = (typeof VIEWS)[number];
