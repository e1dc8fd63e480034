import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { HeaderUser } from './account-links.tsx';
import { IconButton } from '../ui/icon.tsx';

// The panel is fetched when the toggle is first pointed at, focused or pressed, and shown when
// it is pressed: no page's first view carries it (issue 27), as the photo viewer does.
const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));
const preloadPanel = () => void loadPanel();

/**
 * The slide-in menu for small screens: its toggle, and the panel (mobile-menu-panel.tsx) while
 * it is open. The panel needs JavaScript (it was never shown without it), so the server sends
 * the toggle only; the footer's links are there for every visitor.
 */
export function MobileMenu({ user }: { user: HeaderUser }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation closes it, also one back to the same address (signing out on the home page).
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <IconButton
        ref={toggleRef}
        d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z"
        label={t('nav.openMenu')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preloadPanel}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(true)}
        className="inline-flex items-center rounded-md p-2 text-slate-800 hover:bg-brand-50 lg:hidden"
      />
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={panelId}
            user={user}
            toggleRef={toggleRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
