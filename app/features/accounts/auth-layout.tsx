import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

/** The frame of the sign-in, register and reset pages. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-brand-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** Why a signed-out visitor who pressed a heart is asked to sign in or register. */
export function PendingLikeNote({ text }: { text: string }) {
  return (
    <p className="mb-4 flex items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
      <Icon
        viewBox="0 0 24 24"
        className="size-5 shrink-0 text-rose-600"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.5 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.5 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
      />
      {text}
    </p>
  );
}

/** 'No account? Create an account' under the form: the other auth page, keeping the way back. */
export function AuthSwitch({ text, linkText, to }: { text: string; linkText: string; to: string }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      {text}{' '}
      <Link to={to} className="font-semibold text-brand-700 underline">
        {linkText}
      </Link>
    </p>
  );
}
