// The English message catalogue: every text shown to people, one file per part of the site
// under en/. Telugu and Hindi translate every key, part by part (te/, hi/; te.ts, hi.ts).
// `{name}` marks a parameter. How a text is added in three languages: docs/decisions/020.
import { accounts } from './en/accounts.ts';
import { details } from './en/details.ts';
import { emi } from './en/emi.ts';
import { checks } from './en/checks.ts';
import { compare } from './en/compare.ts';
import { savedSearches } from './en/saved-searches.ts';
import { home } from './en/home.ts';
import { agencyPages } from './en/agency-pages.ts';
import { blogPages } from './en/blog-pages.ts';
import { legal } from './en/legal.ts';
import { teamPages } from './en/team-pages.ts';
import { visitPages } from './en/visit-pages.ts';
import { listing } from './en/listing.ts';
import { listingForm } from './en/listing-form.ts';
import { messagesOut } from './en/messages-out.ts';
import { myAccount } from './en/my-account.ts';
import { reset } from './en/reset.ts';
import { search } from './en/search.ts';
import { shell } from './en/shell.ts';

export const en = {
  ...shell,
  ...home,
  ...listing,
  ...search,
  ...details,
  ...emi,
  ...checks,
  ...compare,
  ...savedSearches,
  ...accounts,
  ...reset,
  ...myAccount,
  ...listingForm,
  ...legal,
  ...agencyPages,
  ...teamPages,
  ...blogPages,
  ...visitPages,
  ...messagesOut,
} as const;

export type MessageKey = keyof typeof en;
