import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { testListing } from '../../../tests/factories/listing-details.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { ListingCard } from '../listings/listing-card.tsx';
import type { ListingDetails } from './listing-details-data.ts';
import { ListingDetailsPage } from './listing-details-page.tsx';
import { listingDisplay } from './listing-display.ts';

// A listing's title and description are in the language their owner wrote: where that is not
// the page's, the element showing them says which (lang), for screen readers (issue 26).

function render(locale: Locale, children: ReactNode): string {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <I18nProvider locale={locale}>{children}</I18nProvider> },
  ]);
  return renderToString(<Stub initialEntries={['/product-details/42']} />);
}

/** The opening tag of the `element` whose text (inside any inner tags) starts with `text`. */
function tagAround(html: string, element: string, text: string): string {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(<${element}\\b[^>]*>)(?:<[^>]+>)*${escaped}`).exec(html);
  expect(found, `<${element}> with ${text}`).not.toBeNull();
  return found![1]!;
}

const ENGLISH = { title: '2 BHK apartment near Brodipet', description: 'A bright flat.' };
const TELUGU = { title: 'బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్', description: 'వెలుతురు బాగా వచ్చే ఫ్లాట్.' };

function card(locale: Locale, words: Pick<ListingDetails, 'title' | 'description'>) {
  return render(
    locale,
    <ListingCard listing={{ ...testListing(words), cover: null }} phone={undefined} />,
  );
}

function details(locale: Locale, words: Pick<ListingDetails, 'title' | 'description'>) {
  const listing = testListing(words);
  return render(
    locale,
    <ListingDetailsPage
      page={{
        listing,
        photos: [],
        related: [],
        preview: false,
        map: { kind: 'none' },
        display: listingDisplay(listing, locale),
      }}
      phone={undefined}
      siteUrl="http://localhost"
      agencyName="Nivasa"
      jsonLd={{}}
    />,
  );
}

test('a card marks an English title and description on a Telugu or Hindi page, not on an English one', () => {
  for (const locale of ['te', 'hi'] as const) {
    const html = card(locale, ENGLISH);
    expect(tagAround(html, 'h3', ENGLISH.title)).toContain('lang="en"');
    expect(tagAround(html, 'p', ENGLISH.description)).toContain('lang="en"');
  }
  const html = card('en', ENGLISH);
  expect(tagAround(html, 'h3', ENGLISH.title)).not.toContain('lang=');
  expect(tagAround(html, 'p', ENGLISH.description)).not.toContain('lang=');
});

test('a card shows Telugu words unmarked on a Telugu page, marked te elsewhere', () => {
  const te = card('te', TELUGU);
  expect(tagAround(te, 'h3', TELUGU.title)).not.toContain('lang=');
  expect(tagAround(te, 'p', TELUGU.description)).not.toContain('lang=');
  for (const locale of ['en', 'hi'] as const) {
    expect(tagAround(card(locale, TELUGU), 'h3', TELUGU.title)).toContain('lang="te"');
  }
});

test('the details page marks its h1 and description the same way', () => {
  const te = details('te', { title: TELUGU.title, description: ENGLISH.description });
  expect(tagAround(te, 'h1', TELUGU.title)).not.toContain('lang=');
  expect(tagAround(te, 'p', ENGLISH.description)).toContain('lang="en"');
  const hi = details('hi', ENGLISH);
  expect(tagAround(hi, 'h1', ENGLISH.title)).toContain('lang="en"');
  const en = details('en', ENGLISH);
  expect(tagAround(en, 'h1', ENGLISH.title)).not.toContain('lang=');
  expect(tagAround(en, 'p', ENGLISH.description)).not.toContain('lang=');
});
