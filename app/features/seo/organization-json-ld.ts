import type { SiteSettings } from '../../lib/site-settings.ts';

/**
 * schema.org RealEstateAgent for the agency, on every page: its name, address and how to
 * reach it, from the site settings (so search engines show the same details as the footer).
 */
export function organizationJsonLd(settings: SiteSettings): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${settings.siteUrl}/#agency`,
    name: settings.agencyName,
    url: `${settings.siteUrl}/`,
    logo: `${settings.siteUrl}/favicon.svg`,
    email: settings.email,
    telephone: settings.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IN' },
    areaServed: ['Guntur', 'Amaravati', 'Vijayawada'].map((name) => ({ '@type': 'City', name })),
    sameAs: Object.values(settings.social),
  };
}
