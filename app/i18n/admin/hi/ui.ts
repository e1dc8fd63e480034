import type { ui as english } from '../en/ui.ts';

// The back office in Hindi: the back office frame: its navigation, the dashboard, shared tables, filters, pagers and notices (features/admin/ui, dashboard, routes/admin/layout, dashboard).
export const ui: Record<keyof typeof english, string> = {};
