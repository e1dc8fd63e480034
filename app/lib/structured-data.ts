// schema.org structured data pages share: questions and answers (FAQPage: the FAQ and city
// pages) and the breadcrumb trail (BreadcrumbList: every page with the breadcrumb header).
// Render with <JsonLd>. Safe on client and server.

type JsonLd = { [key: string]: unknown };

export function buildFaqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
): JsonLd | null {
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

/** The trail as the breadcrumb shows it, each step an absolute URL on `siteUrl`. */
export function buildBreadcrumbJsonLd(
  siteUrl: string,
  trail: readonly { name: string; path: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  };
}
