import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';

// Spec §9: toasts and success dialogs close after 3000 ms.
export const MESSAGE_CLOSE_MS = 3000;

/**
 * A titled message over the page ('Signed in', 'Sign-in failed'…): shown by the server, so it
 * works without JavaScript; with JavaScript it can be closed and closes itself after
 * `autoCloseMs`. Errors are announced assertively, successes politely.
 */
export function MessageDialog({
  title,
  text,
  tone,
  autoCloseMs,
  onClose,
}: {
  title: string;
  text: string;
  tone: 'success' | 'error';
  autoCloseMs?: number | undefined;
  onClose?: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setOpen(true);
    if (!autoCloseMs) return;
    const timer = setTimeout(() => {
      setOpen(false);
      onClose?.();
    }, autoCloseMs);
    return () => clearTimeout(timer);
  }, [title, text, autoCloseMs, onClose]);
  if (!open) return null;
  return (
    <div
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      aria-modal="false"
      aria-labelledby="message-dialog-title"
      aria-describedby="message-dialog-text"
      className="fixed inset-x-0 top-4 z-50 mx-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border bg-white p-5 shadow-2xl"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white ${
            tone === 'error' ? 'bg-red-600' : 'bg-brand-600'
          }`}
        >
          {tone === 'error' ? '!' : '✓'}
        </span>
        <div className="min-w-0 flex-1" role={tone === 'error' ? 'alert' : 'status'}>
          <h2 id="message-dialog-title" className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <p id="message-dialog-text" className="mt-1 text-slate-700">
            {text}
          </p>
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
          className="rounded p-1 text-slate-600 hover:bg-slate-100"
        >
          <span aria-hidden="true">✕</span>
          <span className="sr-only">{t('dialog.close')}</span>
        </button>
      </div>
    </div>
  );
}
