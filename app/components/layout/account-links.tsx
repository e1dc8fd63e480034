import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { Dropdown } from '../ui/dropdown.tsx';

export type HeaderUser = { firstName: string; role?: 'user' | 'agent' | 'admin' } | null;

/** Agents and admins see a link to the back office. */
export const isStaffUser = (user: HeaderUser) => user?.role === 'agent' || user?.role === 'admin';

/**
 * Signed out: Sign in, Register and Add Listing (it leads through sign-in back to the form:
 * the portals' most visible button, issue 25 #8). Signed in: My Account (Add Listing, Logout)
 * and Add Listing.
 */
export function AccountLinks({ user }: { user: HeaderUser }) {
  const t = useT();
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <SignInLinks />
        <Link
          to="/add-listing"
          className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('nav.addListing')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Dropdown summary={<span className="font-medium">{t('nav.myAccount')}</span>}>
        <ul>
          <li>
            <Link to="/my-account" className="block px-4 py-2 hover:bg-brand-50">
              {t('nav.myAccount')}
            </Link>
          </li>
          {isStaffUser(user) ? (
            <li>
              <Link to="/admin" className="block px-4 py-2 hover:bg-brand-50">
                {t('nav.backOffice')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/wishlist" className="block px-4 py-2 hover:bg-brand-50">
              {t('nav.favourites')}
            </Link>
          </li>
          <li>
            <Link to="/add-listing" className="block px-4 py-2 hover:bg-brand-50">
              {t('nav.addListing')}
            </Link>
          </li>
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className="block w-full px-4 py-2 text-left hover:bg-brand-50">
                {t('nav.logout')}
              </button>
            </Form>
          </li>
        </ul>
      </Dropdown>
      <Link
        to="/add-listing"
        className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('nav.addListing')}
      </Link>
    </div>
  );
}

/** Sign in and Register, for the header and the small-screen menu. */
export function SignInLinks() {
  const t = useT();
  return (
    <>
      <Link to="/login" className="rounded px-3 py-2 font-medium hover:bg-brand-50">
        {t('nav.login')}
      </Link>
      <Link
        to="/register"
        className="rounded-md bg-brand-700 px-3 py-2 text-center font-semibold text-white hover:bg-brand-800"
      >
        {t('nav.register')}
      </Link>
    </>
  );
}
