import type { MessageKey } from '../../i18n/translate.ts';

type NavLink = { to: string; label: MessageKey };

/** The main menu (spec §2, Header): the same links in the header and the mobile menu. */
export const MAIN_NAV: NavLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/service', label: 'nav.services' },
  { to: '/blog', label: 'nav.blogs' },
  { to: '/contact', label: 'nav.contact' },
];

/** The city marketing pages linked from the footer (spec §2, route table). */
export const CITY_PAGES: NavLink[] = [
  { to: '/amaravati-real-estate', label: 'city.amaravati' },
  { to: '/vijayawada-real-estate', label: 'city.vijayawada' },
  { to: '/real-estate-properties-in-Guntur', label: 'city.gunturProperties' },
  { to: '/real-estate-agents-in-Guntur', label: 'city.gunturAgents' },
  { to: '/real-estate-company-in-Guntur', label: 'city.gunturCompany' },
  { to: '/real-estate-agents-in-vijayawada', label: 'city.vijayawadaAgents' },
  { to: '/property-for-sale-in-amaravati', label: 'city.amaravatiForSale' },
  { to: '/properties-in-vijayawada', label: 'city.vijayawadaProperties' },
];

/** The footer's company links, under the about text. */
export const COMPANY_LINKS: NavLink[] = [
  { to: '/about', label: 'footer.aboutUs' },
  { to: '/privacy-policy', label: 'footer.privacy' },
];

/** The footer's Services column. */
export const SERVICE_LINKS: NavLink[] = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/contact', label: 'footer.contactUs' },
];
