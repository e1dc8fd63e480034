import { SETTING_LIMITS } from '../../settings/settings-limits.ts';

// The Settings form, field by field: each setting's label, kind and hint written once, in the
// groups the page shows. The page draws these, the server reads the same names back, and
// the limits come from features/settings/settings-limits.ts. Safe on client and server.

type TextSetting<Name extends string> = {
  name: Name;
  label: string;
  type?: 'email' | 'tel' | 'url';
  /** A whole number: the phone keyboard shows digits. */
  numeric?: true;
  required?: true;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  /** Spans both columns of the group's grid. */
  wide?: true;
};

/** One panel of the form; `Name` is the union of the form's field names. */
export type SettingsGroup<Name extends string = string> = {
  id: string;
  title: string;
  /** A line above the fields. */
  intro?: string;
  /** A box above the fields (the one setting that is on or off). */
  toggle?: { name: 'moderation'; label: string; hint: string };
  fields: readonly TextSetting<Name>[];
  /** A line below the fields. */
  note?: string;
};

const counter = <Name extends string>(name: Name, label: string) =>
  ({ name, label, numeric: true, placeholder: 'Counted live' }) as const;

const { heartbeatDays, dailyListingLimit, smsDailyBudget } = SETTING_LIMITS;

export const SETTINGS_GROUPS = [
  {
    id: 'settings-agency',
    title: 'Agency details',
    fields: [
      {
        name: 'agencyName',
        label: 'Agency name',
        required: true,
        maxLength: SETTING_LIMITS.agencyName,
        autoComplete: 'organization',
      },
      {
        name: 'email',
        label: 'Email',
        type: 'email',
        required: true,
        hint: 'Enquiries and other mail from the site go to this address.',
      },
      {
        name: 'phone1',
        label: 'Phone 1',
        type: 'tel',
        required: true,
        hint: 'An Indian number, e.g. +91 98480 12345 or 0863 223 4567.',
      },
      { name: 'phone2', label: 'Phone 2 (optional)', type: 'tel' },
      { name: 'phone3', label: 'Phone 3 (optional)', type: 'tel' },
      {
        name: 'address',
        label: 'Address',
        required: true,
        maxLength: SETTING_LIMITS.address,
        wide: true,
      },
    ],
  },
  {
    id: 'settings-social',
    title: 'Social links',
    fields: [
      { name: 'socialFacebook', label: 'Facebook page', type: 'url', required: true },
      { name: 'socialYoutube', label: 'YouTube channel', type: 'url', required: true },
      { name: 'socialInstagram', label: 'Instagram profile', type: 'url', required: true },
    ],
    note: 'Links must start with https://.',
  },
  {
    id: 'settings-counters',
    title: 'FAQ page counters',
    intro:
      'Leave a counter blank to count it live from the site (the default). A number typed here is shown instead.',
    fields: [
      counter('counterListings', 'Active listings'),
      counter('counterCities', 'Cities served'),
      counter('counterAgents', 'Agents'),
      counter('counterYears', 'Years in business'),
    ],
  },
  {
    id: 'settings-listings',
    title: 'Listings',
    toggle: {
      name: 'moderation',
      label: 'Review new and edited listings before they go live (moderation)',
      hint: 'Off: owners’ listings are public at once.',
    },
    fields: [
      {
        name: 'heartbeatDays',
        label: 'Heartbeat (days)',
        numeric: true,
        required: true,
        hint: `A listing its owner has not confirmed for this many days expires (${heartbeatDays.min}–${heartbeatDays.max}).`,
      },
      {
        name: 'dailyListingLimit',
        label: 'Daily listing limit for new accounts',
        numeric: true,
        required: true,
        hint: `Listings a new account may add in 24 hours (${dailyListingLimit.min}–${dailyListingLimit.max}).`,
      },
    ],
  },
  {
    id: 'settings-sms',
    title: 'SMS',
    fields: [
      {
        name: 'smsDailyBudget',
        label: 'Daily SMS budget',
        numeric: true,
        required: true,
        hint: `SMS the site may send in 24 hours (${smsDailyBudget.min}–${smsDailyBudget.max.toLocaleString('en-IN')}). Past it, notices to owners are not sent and the dashboard says so; reset codes always go out.`,
      },
    ],
  },
] as const satisfies readonly SettingsGroup[];

/** The names of the form's text fields, in the page's order. */
export type SettingsTextField = (typeof SETTINGS_GROUPS)[number]['fields'][number]['name'];

export const SETTINGS_TEXT_FIELDS: readonly SettingsTextField[] = SETTINGS_GROUPS.flatMap((group) =>
  group.fields.map((field) => field.name),
);

/** The phone fields, in order: the settings keep their numbers as one list. */
export const PHONE_FIELDS = ['phone1', 'phone2', 'phone3'] as const satisfies SettingsTextField[];

/** The Settings form as typed: text fields and the moderation box. */
export type SettingsFormValues = Record<SettingsTextField, string> & { moderation: boolean };

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
