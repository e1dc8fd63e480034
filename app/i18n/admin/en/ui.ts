// The back office, in English. The back office frame: its navigation, the dashboard, shared tables, filters, pagers and notices (features/admin/ui, dashboard, routes/admin/layout, dashboard).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/ui.ts, ../hi/ui.ts).
export const ui = {} as const;
