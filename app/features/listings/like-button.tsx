import { Link, useLocation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { authHref } from '../accounts/auth-links.ts';
import { PropertyToggle } from './property-toggle.tsx';

/**
 * The heart on cards and the details page. Signed out, it leads to sign-in (or registration)
 * and back, carrying the like, which is saved once signed in (spec §5).
 * Signed in, it toggles at once (optimistic, spec §4) and saves; without JavaScript it is a
 * form post that comes back to the same page.
 */
export function LikeButton({
  propertyId,
  title,
  className = '',
}: {
  propertyId: number;
  title: string;
  className?: string;
}) {
  const t = useT();
  const root = useRootData();
  const location = useLocation();
  const here = location.pathname + location.search;
  const base = `inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow hover:bg-white ${className}`;
  const heart = (filled: boolean) => (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.5 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.5 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
      />
    </svg>
  );
  if (!root?.user) {
    return (
      <Link to={authHref('/login', { redirectTo: here, like: propertyId })} className={base}>
        {heart(false)}
        <span className="sr-only">{t('listing.like', { title })}</span>
      </Link>
    );
  }
  return (
    <PropertyToggle
      action="/like"
      propertyId={propertyId}
      saved={root.likedPropertyIds.includes(propertyId)}
      intents={['like', 'unlike']}
      buttonClassName={() => base}
      pressed
    >
      {(liked) => (
        <>
          {heart(liked)}
          <span className="sr-only">{t('listing.like', { title })}</span>
        </>
      )}
    </PropertyToggle>
  );
}
