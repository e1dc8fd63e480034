import type { MetaDescriptor } from 'react-router';
import type { MessageKey, MessageParams, Translate } from '../../i18n/translate.ts';
import { mediaUrl, pickWidth } from '../media/images.ts';
import type { ListingDetails, ListingPhoto } from './listing-details-data.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatPrice } from '../listings/format.ts';
import { excerpt } from './listing-display.ts';

/** The title and description keys of a listing's page, with their parameters. */
export function listingMetaKeys(
  listing: ListingDetails,
  t: Translate,
  locale: Locale = 'en',
): { title: MessageKey; description: MessageKey; params: MessageParams } {
  return {
    title: 'details.metaTitle',
    description:
      listing.listingType === 'rent'
        ? 'details.metaDescriptionRent'
        : 'details.metaDescriptionSell',
    params: {
      title: listing.title,
      place: t('details.place', { area: listing.areaName, city: listing.cityName }),
      type: t(`propertyType.${listing.propertyType}`),
      // ₹ 45 L/month in English, ₹ 45 లక్షలు/నెలకు in Telugu: the page's own words.
      price: `${formatPrice(listing.price, locale)}${listing.listingType === 'rent' ? t('listing.perMonth') : ''}`,
      excerpt: excerpt(listing.description, 110),
    },
  };
}

/** Canonical link, Open Graph and Twitter tags (with the first photo's 1280 px variant). */
export function listingSocialMeta({
  listing,
  photos,
  preview,
  siteUrl,
  url,
  t,
  locale = 'en',
}: {
  listing: ListingDetails;
  photos: ListingPhoto[];
  preview: boolean;
  siteUrl: string;
  /** The page's own address, in its language. */
  url: string;
  t: Translate;
  locale?: Locale;
}): MetaDescriptor[] {
  const keys = listingMetaKeys(listing, t, locale);
  const title = t(keys.title, keys.params);
  const description = t(keys.description, keys.params);
  const tags: MetaDescriptor[] = [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  const cover = photos[0];
  if (cover) {
    const width = pickWidth(cover.widths, 1280);
    const image = `${siteUrl}${mediaUrl(cover.storageKey, width)}`;
    const alt = cover.altText?.trim() || listing.title;
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(width) },
      {
        property: 'og:image:height',
        content: String(Math.round((cover.height / cover.width) * width)),
      },
      { property: 'og:image:alt', content: alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: alt },
    );
  } else {
    tags.push({ name: 'twitter:card', content: 'summary' });
  }
  // Previews of listings that are not public stay out of search engines.
  if (preview) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
