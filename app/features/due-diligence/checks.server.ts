import { properties } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { getPublicSaleListing } from '../listings/listings.server.ts';
import { checksFor, type Check } from './checks.ts';

/** What the due-diligence page shows. */
export type ChecksPageData = {
  listing: {
    id: number;
    title: string;
    price: number;
    approvalAuthority: string | null;
    cityName: string;
    areaName: string;
  };
  checks: Check[];
};

/** A public sale listing's checks (/product-details/{id}/checks), or null for any other. */
export async function getChecksPage(id: number, locale: Locale): Promise<ChecksPageData | null> {
  const row = await getPublicSaleListing(id, locale, {
    surveyNumber: properties.surveyNumber,
    reraNumber: properties.reraNumber,
    layoutPermitNumber: properties.layoutPermitNumber,
    approvalAuthority: properties.approvalAuthority,
  });
  if (!row) return null;
  const { surveyNumber: _s, reraNumber: _r, layoutPermitNumber: _l, ...listing } = row;
  return { listing, checks: checksFor(row) };
}
