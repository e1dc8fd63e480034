import type { ReactNode } from 'react';

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
