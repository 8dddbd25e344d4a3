// The areas of the app. The workspace shows the open scenario; catalogue and settings pages are
// still announcements (they say so).
export const VIEWS = ['overview', 'scenarios', 'workspace', 'compare', 'catalogue', 'settings'] as const;
export type ViewId = (typeof VIEWS)[number];
