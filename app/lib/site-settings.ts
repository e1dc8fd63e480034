// The agency's public details, shown in the header, footer, cards and contact pages. The
// type lives here, below every layer, so the layout can take it as a prop; the values come
// from configuration overlaid with what an admin saved (features/settings/site-settings.server.ts).
export type SiteSettings = {
  agencyName: string;
  email: string;
  phones: string[];
  address: string;
  social: { facebook: string; youtube: string; instagram: string };
  siteUrl: string;
};

/**
 * Every setting an admin edits in the back office, one `site_settings` row per key (a key
 * without a row takes the configuration's value). Only `SiteSettings` above goes to every
 * browser; the rest stays on the server.
 */
export type EditableSettings = {
  agencyName: string;
  email: string;
  /** One to three Indian numbers, as the agency writes them ('+91 98480 12345'). */
  phones: string[];
  address: string;
  socialFacebook: string;
  socialYoutube: string;
  socialInstagram: string;
  /** The FAQ page's counters: null counts live from the database. */
  counterListings: number | null;
  counterCities: number | null;
  counterAgents: number | null;
  counterYears: number | null;
  /** New, edited and relisted listings wait for review. */
  moderation: boolean;
  /** Active listings not confirmed for this many days expire (the heartbeat). */
  heartbeatDays: number;
  /** Listings a new account may create in any 24 hours. */
  dailyListingLimit: number;
  /** SMS the whole site sends in 24 hours; past it notices wait (reset codes still go). */
  smsDailyBudget: number;
  /** What buying costs in Andhra Pradesh, in percent of the value (the EMI page, issue 28). */
  stampDutyPercent: number;
  transferDutyPercent: number;
  registrationFeePercent: number;
  /** Where those rates come from, named and linked on the page. */
  buyingCostsSource: string;
  buyingCostsSourceUrl: string;
  /** The home loan rate the EMI calculator starts from, in percent a year. */
  homeLoanRatePercent: number;
};

export type SettingKey = keyof EditableSettings;

/** The FAQ counters an admin fixed; a missing one is counted live. */
export type CounterOverrides = {
  listings: number | null;
  cities: number | null;
  agents: number | null;
  years: number | null;
};
