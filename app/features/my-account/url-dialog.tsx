import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';

/**
 * A panel whose open state is the URL (`?edit=1`, `?delete=12`): the page renders it when the
 * query asks for it. Without JavaScript it is an open, in-page <dialog> (a section of the page
 * with real links and forms); with JavaScript it becomes a modal (focus kept inside, Escape
 * closes) and closing goes to `closeTo`, the same page without the query. Focus goes back to
 * what opened it.
 */
export function UrlDialog({
  labelledBy,
  describedBy,
  closeTo,
  children,
  role,
  width = 'max-w-lg',
}: {
  labelledBy: string;
  describedBy?: string;
  closeTo: string;
  children: ReactNode;
  role?: 'alertdialog';
  width?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [modal, setModal] = useState(false);
  const closing = useRef(false);
  const closeToRef = useRef(closeTo);
  closeToRef.current = closeTo;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    closing.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The server rendered it open in the page; reopen it as a modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
    setModal(true);
    const onClose = () => {
      // NOTE: the close() above fires `close` later (a queued task), when the dialog is open
      // again as a modal: only a close that leaves it closed is the person closing it.
      if (dialog.open || closing.current) return;
      // Escape (or the browser) closed it: bring the URL along.
      closing.current = true;
      void navigate(closeToRef.current, { preventScrollReset: true, replace: true });
    };
    dialog.addEventListener('close', onClose);
    return () => {
      closing.current = true;
      dialog.removeEventListener('close', onClose);
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, [navigate]);

  return (
    <dialog
      ref={ref}
      open
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={
        modal
          ? `m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${width} overflow-y-auto rounded-xl bg-white p-5 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 sm:p-6`
          : 'relative mb-6 block w-full rounded-xl border-2 border-brand-200 bg-white p-5 text-slate-900 shadow-sm sm:p-6'
      }
    >
      {children}
    </dialog>
  );
}

/** A dialog's Cancel: back to `closeTo` (replacing the dialog's history entry, scroll kept). */
export function CancelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      className={buttonClass({ variant: 'secondary', className: 'px-5' })}
    >
      {children}
    </Link>
  );
}
