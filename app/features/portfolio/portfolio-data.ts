import type { InLanguage } from '../content/in-language.ts';
import type { ListingDetails, ListingPhoto } from '../listing-details/listing-details-data.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';

// What the portfolio pages show. Safe on client and server.

/** Closed listings: the portfolio's only statuses. */
export const PORTFOLIO_STATUSES = ['sold', 'rented'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

export const PORTFOLIO_PAGE_SIZE = 12;

export type PortfolioItem = Pick<
  ListingCardData,
  'id' | 'title' | 'description' | 'propertyType' | 'cityName' | 'areaName' | 'cover'
> & { status: PortfolioStatus };

/**
 * Where a closed listing is exactly: people live there now, so the portfolio never sends it
 * (nor its survey and permit numbers), only the area and city.
 */
export const PRIVATE_AFTER_CLOSING = [
  'address',
  'landmark',
  'pincode',
  'latitude',
  'longitude',
  'mapUrl',
  'surveyNumber',
  'layoutPermitNumber',
] as const;

/** One closed listing for /portfolio-details/:id: no lister, no contact, no exact place. */
type PortfolioListing = Omit<
  ListingDetails,
  'lister' | 'status' | (typeof PRIVATE_AFTER_CLOSING)[number]
> & {
  status: PortfolioStatus;
};

export type PortfolioDetails = {
  listing: PortfolioListing;
  photos: ListingPhoto[];
  services: (InLanguage & { slug: string; name: string })[];
};

export function portfolioPath(id: number): string {
  return `/portfolio-details/${id}`;
}
