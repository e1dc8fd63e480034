// schema.org structured data for a city page: its FAQs (FAQPage) and its trail (BreadcrumbList).
// Render with <JsonLd>. Safe on client and server.
import type { CityPageFaq } from '../../db/schema/content.ts';

type JsonLd = { [key: string]: unknown };

export function buildFaqPageJsonLd(faqs: readonly CityPageFaq[]): JsonLd | null {
  if (faqs.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** Home › the page, with absolute URLs on `siteUrl`. */
export function buildBreadcrumbJsonLd({
  siteUrl,
  homeLabel,
  title,
  path,
}: {
  siteUrl: string;
  homeLabel: string;
  title: string;
  path: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: homeLabel, item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: title, item: `${siteUrl}${path}` },
    ],
  };
}
