import type { AdminMessageKey } from '../../../i18n/admin/admin-en.ts';
import type { MessageParams } from '../../../i18n/translate.ts';
import { SETTING_LIMITS } from '../../settings/settings-limits.ts';

// The Settings form, field by field: each setting's label, kind and hint written once, in the
// groups the page shows. The page draws these, the server reads the same names back, and
// the limits come from features/settings/settings-limits.ts. Safe on client and server. The
// texts are keys of the back office's catalogue (i18n/admin/en/places.ts), a hint's
// parameters beside it; the page words them in its language.

type TextSetting<Name extends string> = {
  name: Name;
  label: AdminMessageKey;
  type?: 'email' | 'tel' | 'url';
  /** A whole number: the phone keyboard shows digits. */
  numeric?: true;
  /** A number with decimals (a percentage): the phone keyboard shows digits and a point. */
  decimal?: true;
  required?: true;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: AdminMessageKey;
  hint?: AdminMessageKey;
  /** The parameters of `hint` (a limit's bounds). */
  hintParams?: MessageParams;
  /** Spans both columns of the group's grid. */
  wide?: true;
};

/** One panel of the form; `Name` is the union of the form's field names. */
export type SettingsGroup<Name extends string = string> = {
  id: string;
  title: AdminMessageKey;
  /** A line above the fields. */
  intro?: AdminMessageKey;
  /** A box above the fields (the one setting that is on or off). */
  toggle?: { name: 'moderation'; label: AdminMessageKey; hint: AdminMessageKey };
  fields: readonly TextSetting<Name>[];
  /** A line below the fields. */
  note?: AdminMessageKey;
};

const counter = <Name extends string>(name: Name, label: AdminMessageKey) =>
  ({
    name,
    label,
    numeric: true,
    placeholder: 'admin.places.settings.counters.placeholder',
  }) as const;

const { heartbeatDays, dailyListingLimit, smsDailyBudget, chargePercent, loanRatePercent } =
  SETTING_LIMITS;

/** A percentage field: the phone shows a keyboard with a decimal point. */
const percent = <Name extends string>(name: Name, label: AdminMessageKey) =>
  ({
    name,
    label,
    decimal: true,
    required: true,
    hint: 'admin.places.settings.percentHint',
    hintParams: chargePercent,
  }) as const;

export const SETTINGS_GROUPS = [
  {
    id: 'settings-agency',
    title: 'admin.places.settings.agency.title',
    fields: [
      {
        name: 'agencyName',
        label: 'admin.places.settings.agencyName',
        required: true,
        maxLength: SETTING_LIMITS.agencyName,
        autoComplete: 'organization',
      },
      {
        name: 'email',
        label: 'admin.places.settings.email',
        type: 'email',
        required: true,
        hint: 'admin.places.settings.emailHint',
      },
      {
        name: 'phone1',
        label: 'admin.places.settings.phone1',
        type: 'tel',
        required: true,
        hint: 'admin.places.settings.phone1Hint',
      },
      { name: 'phone2', label: 'admin.places.settings.phone2', type: 'tel' },
      { name: 'phone3', label: 'admin.places.settings.phone3', type: 'tel' },
      {
        name: 'address',
        label: 'admin.places.settings.address',
        required: true,
        maxLength: SETTING_LIMITS.address,
        wide: true,
      },
    ],
  },
  {
    id: 'settings-social',
    title: 'admin.places.settings.social.title',
    fields: [
      {
        name: 'socialFacebook',
        label: 'admin.places.settings.socialFacebook',
        type: 'url',
        required: true,
      },
      {
        name: 'socialYoutube',
        label: 'admin.places.settings.socialYoutube',
        type: 'url',
        required: true,
      },
      {
        name: 'socialInstagram',
        label: 'admin.places.settings.socialInstagram',
        type: 'url',
        required: true,
      },
    ],
    note: 'admin.places.settings.social.note',
  },
  {
    id: 'settings-counters',
    title: 'admin.places.settings.counters.title',
    intro: 'admin.places.settings.counters.intro',
    fields: [
      counter('counterListings', 'admin.places.settings.counterListings'),
      counter('counterCities', 'admin.places.settings.counterCities'),
      counter('counterAgents', 'admin.places.settings.counterAgents'),
      counter('counterYears', 'admin.places.settings.counterYears'),
    ],
  },
  {
    id: 'settings-listings',
    title: 'admin.places.settings.listings.title',
    toggle: {
      name: 'moderation',
      label: 'admin.places.settings.moderation',
      hint: 'admin.places.settings.moderationHint',
    },
    fields: [
      {
        name: 'heartbeatDays',
        label: 'admin.places.settings.heartbeatDays',
        numeric: true,
        required: true,
        hint: 'admin.places.settings.heartbeatDaysHint',
        hintParams: heartbeatDays,
      },
      {
        name: 'dailyListingLimit',
        label: 'admin.places.settings.dailyListingLimit',
        numeric: true,
        required: true,
        hint: 'admin.places.settings.dailyListingLimitHint',
        hintParams: dailyListingLimit,
      },
    ],
  },
  {
    id: 'settings-sms',
    title: 'admin.places.settings.sms.title',
    fields: [
      {
        name: 'smsDailyBudget',
        label: 'admin.places.settings.smsDailyBudget',
        numeric: true,
        required: true,
        hint: 'admin.places.settings.smsDailyBudgetHint',
        hintParams: {
          min: smsDailyBudget.min,
          max: smsDailyBudget.max.toLocaleString('en-IN'),
        },
      },
    ],
  },
  {
    id: 'settings-buying',
    title: 'admin.places.settings.buying.title',
    intro: 'admin.places.settings.buying.intro',
    fields: [
      percent('stampDutyPercent', 'admin.places.settings.stampDutyPercent'),
      percent('transferDutyPercent', 'admin.places.settings.transferDutyPercent'),
      percent('registrationFeePercent', 'admin.places.settings.registrationFeePercent'),
      {
        name: 'homeLoanRatePercent',
        label: 'admin.places.settings.homeLoanRatePercent',
        decimal: true,
        required: true,
        hint: 'admin.places.settings.homeLoanRateHint',
        hintParams: loanRatePercent,
      },
      {
        name: 'buyingCostsSource',
        label: 'admin.places.settings.buyingCostsSource',
        required: true,
        maxLength: SETTING_LIMITS.source,
        wide: true,
      },
      {
        name: 'buyingCostsSourceUrl',
        label: 'admin.places.settings.buyingCostsSourceUrl',
        type: 'url',
        required: true,
        wide: true,
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
