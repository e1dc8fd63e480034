import { Icon } from '../ui/icon.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { type SiteSettings } from '../../lib/site-settings.ts';

const ICONS = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z',
} as const;

export function SocialLinks({ social }: { social: SiteSettings['social'] }) {
  const t = useT();
  const links = [
    { href: social.facebook, label: t('social.facebook'), icon: ICONS.facebook },
    { href: social.youtube, label: t('social.youtube'), icon: ICONS.youtube },
    { href: social.instagram, label: t('social.instagram'), icon: ICONS.instagram },
  ];
  return (
    <ul className="flex items-center gap-1" aria-label={t('header.social')}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex rounded p-2 hover:bg-white/10"
          >
            <Icon d={link.icon} viewBox="0 0 24 24" className="size-4" />
            <span className="sr-only">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
