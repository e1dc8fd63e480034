import type { ApprovalAuthority } from '../../db/schema/values.ts';
import type { MessageKey } from '../../i18n/translate.ts';

// A buyer's due-diligence pack (issue 28): what to check before buying, where (Andhra
// Pradesh's official sites), and with which of the listing's numbers. Nothing here claims a
// check was made: the numbers are the lister's, and the page says so. Safe on client and server.

/** The page of a listing's checks. */
export const checksPath = (id: number) => `/product-details/${id}/checks`;

/** The official sites the checks are made on. */
export const OFFICIAL_SITES = {
  igrs: { name: 'IGRS Andhra Pradesh', url: 'https://registration.ap.gov.in/' },
  meebhoomi: { name: 'Meebhoomi', url: 'https://meebhoomi.ap.gov.in/' },
  rera: { name: 'AP RERA', url: 'https://rera.ap.gov.in/' },
  apcrda: { name: 'APCRDA', url: 'https://crda.ap.gov.in/' },
  dtcp: { name: 'DTCP Andhra Pradesh', url: 'https://dtcp.ap.gov.in/' },
} as const;

type Site = (typeof OFFICIAL_SITES)[keyof typeof OFFICIAL_SITES];

export type CheckId = 'ec' | 'adangal' | 'rera' | 'layout' | 'prohibited';

export type Check = {
  id: CheckId;
  site: Site;
  /** The listing's numbers to enter there, each with its label. */
  given: { label: MessageKey; value: string }[];
  /** What the listing does not give, and what to ask the seller for. */
  missing: MessageKey | null;
};

export type ChecksListing = {
  surveyNumber: string | null;
  reraNumber: string | null;
  layoutPermitNumber: string | null;
  approvalAuthority: ApprovalAuthority | null;
  areaName: string;
  cityName: string;
};

/** Who approves the layout the lister named: APCRDA in the capital region, else DTCP. */
function layoutSite(authority: ApprovalAuthority | null): Site {
  return authority === 'apcrda' || authority === 'vgtmuda'
    ? OFFICIAL_SITES.apcrda
    : OFFICIAL_SITES.dtcp;
}

const filled = (value: string | null) => (value?.trim() ? value.trim() : null);

/** The checks for a sale listing, in the order a buyer makes them. */
export function checksFor(listing: ChecksListing): Check[] {
  const survey = filled(listing.surveyNumber);
  const rera = filled(listing.reraNumber);
  const permit = filled(listing.layoutPermitNumber);
  const place = {
    label: 'checks.place' as const,
    value: `${listing.areaName}, ${listing.cityName}`,
  };
  const surveyGiven = survey ? [{ label: 'details.trust.survey' as const, value: survey }] : [];
  return [
    {
      id: 'ec',
      site: OFFICIAL_SITES.igrs,
      given: [...surveyGiven, place],
      missing: survey ? null : 'checks.missing.survey',
    },
    {
      id: 'adangal',
      site: OFFICIAL_SITES.meebhoomi,
      given: [...surveyGiven, place],
      missing: survey ? null : 'checks.missing.survey',
    },
    {
      id: 'rera',
      site: OFFICIAL_SITES.rera,
      given: rera ? [{ label: 'details.trust.rera', value: rera }] : [],
      missing: rera ? null : 'checks.missing.rera',
    },
    {
      id: 'layout',
      site: layoutSite(listing.approvalAuthority),
      given: permit ? [{ label: 'details.trust.layoutPermit', value: permit }] : [],
      missing: permit ? null : 'checks.missing.layout',
    },
    {
      id: 'prohibited',
      site: OFFICIAL_SITES.igrs,
      given: [...surveyGiven, place],
      missing: survey ? null : 'checks.missing.survey',
    },
  ];
}
