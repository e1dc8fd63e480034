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
  /** A charge on a purchase, in percent of the value (two decimals at most). */
  chargePercent: { min: 0, max: 20 },
  /** A home loan's yearly rate, in percent (the EMI calculator's bounds too). */
  loanRatePercent: { min: 1, max: 30 },
  /** Characters of the buying costs' source. */
  source: 200,
} as const;

/**
 * What buying costs in Andhra Pradesh when no admin has changed it: stamp duty 5 %, transfer
 * duty 1.5 % and registration fee 1 % of the value, as the Registration and Stamps Department
 * publishes them (issue 28), and a home loan rate to start the EMI calculator from.
 */
export const BUYING_COST_DEFAULTS = {
  stampDutyPercent: 5,
  transferDutyPercent: 1.5,
  registrationFeePercent: 1,
  buyingCostsSource: 'Registration and Stamps Department, Government of Andhra Pradesh',
  buyingCostsSourceUrl: 'https://registration.ap.gov.in/',
  homeLoanRatePercent: 8.5,
} as const;
