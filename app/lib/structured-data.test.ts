import { expect, test } from 'vitest';
import { serializeJsonLd } from '../components/ui/json-ld.tsx';
import { buildBreadcrumbJsonLd, buildFaqPageJsonLd } from './structured-data.ts';

test('the FAQs are a FAQPage of questions with their answers', () => {
  expect(buildFaqPageJsonLd([{ question: 'Is Amaravati the capital?', answer: 'Yes.' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      {
        '@type': 'Question',
        name: 'Is Amaravati the capital?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
      },
    ],
  });
  expect(buildFaqPageJsonLd([])).toBeNull();
});

test('the breadcrumb trail is Home then the page, with absolute URLs', () => {
  const ld = buildBreadcrumbJsonLd('https://nivasa.example', [
    { name: 'Home', path: '/' },
    { name: 'Amaravati Real Estate', path: '/amaravati-real-estate' },
  ]);
  expect(ld.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://nivasa.example/' },
    {
      '@type': 'ListItem',
      position: 2,
      name: 'Amaravati Real Estate',
      item: 'https://nivasa.example/amaravati-real-estate',
    },
  ]);
});

test('an answer cannot close the script element it is written into', () => {
  const json = serializeJsonLd(
    buildFaqPageJsonLd([{ question: 'Q', answer: '</script><script>alert(1)</script>' }]),
  );
  expect(json).not.toMatch(/<\/script/i);
});
