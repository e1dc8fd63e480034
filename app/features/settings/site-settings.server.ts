import { getConfig, type Config } from '../../config.server.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';

// From configuration for now; an admin will edit them once the back office exists.
export function getSiteSettings(config: Config = getConfig()): SiteSettings {
  return {
    agencyName: config.AGENCY_NAME,
    email: config.AGENCY_EMAIL,
    phones: config.AGENCY_PHONES,
    address: config.AGENCY_ADDRESS,
    social: {
      facebook: config.SOCIAL_FACEBOOK_URL,
      youtube: config.SOCIAL_YOUTUBE_URL,
      instagram: config.SOCIAL_INSTAGRAM_URL,
    },
    siteUrl: config.SITE_URL.replace(/\/$/, ''),
  };
}

/** The rules listings follow; an admin changes them in the back office's Settings. */
export type ListingRules = {
  /** New, edited and relisted listings wait for review. */
  moderation: boolean;
  /** Active listings not confirmed for this many days expire (the heartbeat). */
  heartbeatDays: number;
  /** Listings a new account may create in any 24 hours. */
  dailyListingLimit: number;
};

export function getListingRules(config: Config = getConfig()): ListingRules {
  return {
    moderation: config.LISTING_MODERATION,
    heartbeatDays: config.LISTING_CONFIRM_DAYS,
    dailyListingLimit: config.NEW_ACCOUNT_LISTINGS_PER_DAY,
  };
}
