// The areas of the app. The workspace shows the open scenario; the catalogue page is still an
// announcement (it says so).
export const VIEWS = ['overview', 'scenarios', 'workspace', 'compare', 'catalogue', 'settings'] as const;
export type ViewId = (typeof VIEWS)[number];
