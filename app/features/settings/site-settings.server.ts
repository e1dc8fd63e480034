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
