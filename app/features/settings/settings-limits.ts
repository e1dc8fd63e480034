// The limits of the site settings, written once: the schemas that check a saved value
// (site-settings.server.ts) and the back office's Settings form (its maxLength and hints)
// both read them. Safe on client and server.

export const SETTING_LIMITS = {
  agencyName: 80,
  email: 254,
  /** Characters of one phone number as typed. */
  phone: 30,
  address: 300,
  /** Characters of a social link. */
  link: 300,
  counter: 1_000_000_000,
  heartbeatDays: { min: 1, max: 365 },
  dailyListingLimit: { min: 1, max: 1000 },
  smsDailyBudget: { min: 1, max: 1_000_000 },
} as const;
