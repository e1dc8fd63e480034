import type { AdminNotice } from '../notice.server.ts';

/** The confirmation after an action, announced politely to screen readers. */
export function Notice({ notice }: { notice: AdminNotice | null | undefined }) {
  if (!notice) return null;
  return (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-md border px-4 py-3 text-sm font-medium ${
        notice.tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-brand-200 bg-brand-50 text-brand-900'
      }`}
    >
      {notice.text}
    </p>
  );
}
