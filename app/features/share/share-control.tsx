import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';

type ShareIcon = { d: string; strokeLinejoin?: 'round' };

const COPY_ICON: ShareIcon = {
  d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};
const SHARE_ICON: ShareIcon = {
  d: 'M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6',
  strokeLinejoin: 'round',
};

/** A button that needs scripts (copy, the share sheet): its name shows from small screens up. */
function ShareButton({
  onClick,
  icon,
  label,
}: {
  onClick: () => void;
  icon: ShareIcon;
  label: string;
}) {
  return (
    <button type="button" onClick={onClick} className={BUTTON}>
      <Icon
        d={icon.d}
        viewBox="0 0 24 24"
        stroke="2"
        strokeLinecap="round"
        strokeLinejoin={icon.strokeLinejoin}
      />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

/** The text a shared link carries: 'Title – ₹ 45 L https://…/product-details/12'. */
function whatsappShareUrl(title: string, price: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} – ${price} ${url}`)}`;
}

/**
 * Sharing a listing: a WhatsApp link (a plain link, so it works without JavaScript), 'Copy
 * link' (announced when done) and the device's own share sheet where the browser has one.
 */
export function ShareControl({ title, price, url }: { title: string; price: string; url: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [canShare, setCanShare] = useState(false);
  const [notice, setNotice] = useState<'share.copied' | 'share.copyFailed' | null>(null);

  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setNotice('share.copied');
    } catch {
      setNotice('share.copyFailed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, text: `${title} – ${price}`, url });
    } catch {
      // Closing the share sheet rejects: nothing to tell.
    }
  }

  return (
    // On phones the group has its own line and the two buttons that appear once scripts run
    // show only their icons (their names stay for screen readers), so their arrival moves
    // nothing on the page (Lighthouse measured a 0.13 layout shift here).
    <div
      role="group"
      aria-label={t('share.label')}
      className="flex w-full flex-wrap items-center gap-2 sm:w-auto"
    >
      <a
        href={whatsappShareUrl(title, price, url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('share.whatsappName')}
        className={BUTTON}
      >
        <Icon
          viewBox="0 0 24 24"
          className="size-5 text-[#128c4b]"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
        />
        {t('share.whatsapp')}
      </a>
      {hydrated ? <ShareButton onClick={copy} icon={COPY_ICON} label={t('share.copy')} /> : null}
      {canShare ? (
        <ShareButton onClick={share} icon={SHARE_ICON} label={t('share.native')} />
      ) : null}
      {/* Only while there is something to say: the page's one standing status line is the
          message form's. */}
      {notice ? (
        <span role="status" className="text-sm font-medium text-brand-800">
          {t(notice)}
        </span>
      ) : null}
    </div>
  );
}
