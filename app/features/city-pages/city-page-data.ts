import type { CityPageFaq, CityPageSection } from '../../db/schema/content.ts';
import type { InLanguage } from '../content/in-language.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';

// What a city page shows (one of the eight in app/routes.ts). Safe on client and server.

/** Newest live listings of the city shown on its page. */
export const CITY_PAGE_LISTINGS = 6;

export type CityPageLocality = {
  name: string;
  /** The results for that area, when it is one of ours; else the name is plain text. */
  href: string | null;
};

/** The page's words in its language, or in English marked `lang: 'en'` without a whole translation. */
export type CityPageData = InLanguage & {
  slug: string;
  title: string;
  subheader: string;
  metaDescription: string;
  intro: string[];
  sections: CityPageSection[];
  faqs: CityPageFaq[];
  city: { name: string; slug: string };
  localities: CityPageLocality[];
  services: (InLanguage & { slug: string; name: string })[];
  listings: ListingCardData[];
  /** /shop for the whole city. */
  allListingsHref: string;
};
