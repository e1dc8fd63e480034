import { pgEnum } from 'drizzle-orm/pg-core';
import {
  PROPERTY_TYPES,
  LISTING_TYPES,
  CATEGORIES,
  LISTING_STATUSES,
  BHK_OPTIONS,
  BATHROOM_OPTIONS,
  FURNISHING_OPTIONS,
  FACING_OPTIONS,
  POSSESSION_STATUSES,
  APPROVAL_AUTHORITIES,
  AREA_UNITS,
  LENGTH_UNITS,
  USER_ROLES,
  USER_STATUSES,
} from './values.ts';

export * from './values.ts';

export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const listingTypeEnum = pgEnum('listing_type', LISTING_TYPES);
export const categoryEnum = pgEnum('property_category', CATEGORIES);
export const listingStatusEnum = pgEnum('listing_status', LISTING_STATUSES);
export const bhkEnum = pgEnum('bhk', BHK_OPTIONS);
export const bathroomsEnum = pgEnum('bathrooms', BATHROOM_OPTIONS);
export const furnishingEnum = pgEnum('furnishing', FURNISHING_OPTIONS);
export const facingEnum = pgEnum('facing', FACING_OPTIONS);
export const possessionStatusEnum = pgEnum('possession_status', POSSESSION_STATUSES);
export const approvalAuthorityEnum = pgEnum('approval_authority', APPROVAL_AUTHORITIES);
export const areaUnitEnum = pgEnum('area_unit', AREA_UNITS);
export const lengthUnitEnum = pgEnum('length_unit', LENGTH_UNITS);
export const userRoleEnum = pgEnum('user_role', USER_ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
