/** A confirmation line after an action, announced politely (an error assertively) to screen readers. */
export function Notice({ notice }: { notice: { tone: 'success' | 'error'; text: string } | null }) {
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
