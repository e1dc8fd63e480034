// The allowed values of every enumerated field, with no database code, so browser code can
// import them without pulling in Drizzle. enums.ts turns them into PostgreSQL enums.
// Values are the words used in URLs and forms; labels shown to people live in the message
// catalogue (app/i18n). The spec's own spellings (proprtyState, procession…) stay out of code.
// prettier-ignore
export const PROPERTY_TYPES = [
  'apartment', 'flat', 'independent-house', 'villa', 'plot', 'agricultural-land',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const LISTING_TYPES = ['sell', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const CATEGORIES = ['residential', 'commercial'] as const;
export type Category = (typeof CATEGORIES)[number];

// Aligned with RESO StandardStatus; `expired` is the availability heartbeat's state.
// prettier-ignore
export const LISTING_STATUSES = [
  'pending', 'active', 'sold', 'rented', 'withdrawn', 'rejected', 'expired',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const BHK_OPTIONS = ['1rk', '1bhk', '2bhk', '3bhk', '3plus-bhk'] as const;
export type Bhk = (typeof BHK_OPTIONS)[number];

export const BATHROOM_OPTIONS = ['1', '2', '3', '3plus'] as const;
export type Bathrooms = (typeof BATHROOM_OPTIONS)[number];

export const FURNISHING_OPTIONS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHING_OPTIONS)[number];

// prettier-ignore
export const FACING_OPTIONS = [
  'east', 'west', 'south', 'north', 'north-east', 'south-east', 'north-west', 'south-west',
  'east-west', 'north-south',
] as const;
export type Facing = (typeof FACING_OPTIONS)[number];

// 'ready to move' / 'Under Construction' for built types and rent; 'Immediate' / 'In Future' for land.
// prettier-ignore
export const POSSESSION_STATUSES = [
  'ready-to-move', 'under-construction', 'immediate', 'in-future',
] as const;
export type PossessionStatus = (typeof POSSESSION_STATUSES)[number];

// prettier-ignore
export const APPROVAL_AUTHORITIES = [
  'apcrda', 'dtcp', 'vgtmuda', 'municipal', 'panchayat', 'none',
] as const;
export type ApprovalAuthority = (typeof APPROVAL_AUTHORITIES)[number];

// Building area units (spec 9) and plot units; both normalise to square feet.
export const AREA_UNITS = ['sqft', 'sqm', 'sqyd', 'sqin', 'acres', 'hectares', 'guntha'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const LENGTH_UNITS = ['ft', 'm', 'yd'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const USER_ROLES = ['user', 'agent', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * What a visitor's message is (inquiries.kind): the form it came through. 'visit' is the mail
 * copy of a site-visit booking (see bookSiteVisits in app/features/visits/visits.server.ts).
 */
// prettier-ignore
export const INQUIRY_KINDS = [
  'property', 'contact', 'quote', 'blog', 'agent', 'newsletter', 'visit',
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** A site-visit request's states; the flow between them is app/features/visits/visit-status.ts. */
export const VISIT_STATUSES = ['requested', 'confirmed', 'completed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** How often a saved search alerts its user (issue 28). */
/**
 * What a listing offers besides its rooms (issue 28's comparison): the lister ticks them; a
 * lift is its own field (getting in without steps), parking its own counts.
 */
// prettier-ignore
export const AMENITIES = [
  'power-backup', 'security', 'cctv', 'gated-community', 'water-supply', 'borewell',
  'gym', 'swimming-pool', 'clubhouse', 'park', 'play-area', 'rainwater-harvesting',
  'intercom', 'visitor-parking',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
