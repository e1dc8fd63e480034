import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useHref } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { FORGOT_PASSWORD_PATH, ForgotPasswordForm } from './forgot-password-form.tsx';

/**
 * The sign-in page's 'forgotten your password' link. It is a real link to /forgot-password,
 * so without JavaScript (or opened in a new tab) it is a page; with JavaScript it opens the
 * same two steps in a modal dialog over the sign-in page. The dialog closes when the reset
 * succeeds (the action redirects to /login, which shows 'Reset Password Successful').
 */
export function ForgotPasswordDialog({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  // Under the page's language (/te/forgot-password): a plain link, not a router one.
  const forgotHref = useHref(FORGOT_PASSWORD_PATH);
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The dialog mounts on first open (in <body>: the link sits inside the sign-in form, and
  // forms cannot nest) and stays mounted, so closing it by mistake loses nothing.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  // A new round (fresh fetcher, step 1) after success or "Use another phone number".
  const [round, setRound] = useState(0);

  const location = useLocation();
  useEffect(() => {
    setOpen(false);
    setRound((n) => n + 1);
  }, [location.key]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, mounted]);

  return (
    <>
      <a
        href={forgotHref}
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          )
            return;
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </a>
      {mounted
        ? createPortal(
            // A click on the backdrop closes it; Escape does the same through the dialog's own
            // cancel event, so the click handler needs no keyboard twin.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <dialog
              ref={dialogRef}
              aria-labelledby={titleId}
              onClose={() => setOpen(false)}
              // Keep the dialog's submits from bubbling (through the portal) to the sign-in form.
              onSubmit={(event) => event.stopPropagation()}
              onClick={(event) => {
                // A click on the backdrop (the dialog box itself, outside its panel) closes it.
                if (event.target === event.currentTarget) setOpen(false);
              }}
              className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-visible bg-transparent p-0 backdrop:bg-slate-900/60"
            >
              <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
                <div className="mb-5 flex items-start justify-between gap-4">
                  <h2 id={titleId} className="text-2xl font-bold text-slate-900">
                    {t('reset.heading')}
                  </h2>
                  <button
                    type="button"
                    onClick={() => setOpen(false)}
                    className="-m-1 rounded p-1 text-slate-600 hover:bg-slate-100"
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="sr-only">{t('reset.close')}</span>
                  </button>
                </div>
                <ForgotPasswordForm key={round} onRestart={() => setRound((n) => n + 1)} />
              </div>
            </dialog>,
            document.body,
          )
        : null}
    </>
  );
}
