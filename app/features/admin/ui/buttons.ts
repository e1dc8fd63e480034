// The back office's button and link looks (visible focus comes from the global :focus-visible).
const base =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:opacity-60';

export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
export const dangerButton = `${base} bg-red-700 text-white hover:bg-red-800`;
export const linkStyle =
  'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
