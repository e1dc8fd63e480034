// The Settings page's shapes, shared by its server module and its components.

export const PHONE_FIELDS = ['phone1', 'phone2', 'phone3'] as const;

/** The Settings form as typed: text fields and the moderation box. */
export type SettingsFormValues = {
  agencyName: string;
  email: string;
  phone1: string;
  phone2: string;
  phone3: string;
  address: string;
  socialFacebook: string;
  socialYoutube: string;
  socialInstagram: string;
  counterListings: string;
  counterCities: string;
  counterAgents: string;
  counterYears: string;
  moderation: boolean;
  heartbeatDays: string;
  dailyListingLimit: string;
};

/** The message next to each field, by field name. */
export type SettingsErrors = Partial<Record<string, string>>;

export type DeliveryStatus = {
  mail: { adapter: 'outbox' | 'smtp'; host: string | null };
  sms: { adapter: 'outbox' | 'http'; host: string | null };
  agencyEmail: string;
};

/** What the settings action answers when it does not redirect. */
export type SettingsActionData = {
  intent: 'save' | 'test-mail' | 'test-sms';
  errors: SettingsErrors;
  values?: SettingsFormValues;
  testEmail?: string;
  testPhone?: string;
};
