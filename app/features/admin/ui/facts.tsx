import type { ReactNode } from 'react';

/** One fact about a record in a definition list (`<dl>`): its label, then its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-800">{label}</dt>
      <dd className="text-slate-700">{children}</dd>
    </>
  );
}
