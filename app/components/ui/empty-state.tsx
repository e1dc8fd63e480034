import { Link } from 'react-router';

/** "Nothing here yet" with the one link that helps: an empty list's whole content. */
export function EmptyState({
  text,
  to,
  linkText,
  prominent = false,
}: {
  text: string;
  to: string;
  linkText: string;
  /** The link as a button (the only way on), rather than an underlined link. */
  prominent?: boolean;
}) {
  return (
    <div className="rounded-lg bg-brand-50 p-8 text-center">
      <p className="text-lg text-slate-800">{text}</p>
      <Link
        to={to}
        className={
          prominent
            ? 'mt-4 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
            : 'mt-3 inline-block font-semibold text-brand-700 underline'
        }
      >
        {linkText}
      </Link>
    </div>
  );
}
