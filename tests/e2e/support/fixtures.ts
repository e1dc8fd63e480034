import { test as base, type Page } from '@playwright/test';
import type { Account } from './accounts.ts';
import { signInAsAdmin } from './admin.ts';

// Signed-in pages as Playwright fixtures (the Epic Stack's `login()` fixture does the same):
// specs that start signed in import `test` from here instead of '@playwright/test'. Both sign
// in the test's own page, so it keeps the project's screen size.

type SignedIn = {
  /** The test's page, signed in as the demo admin through the /login form. */
  asAdmin: Page;
  /** Signs the test's page in as `account` (its session cookie) and answers the page. */
  signInAs: (account: Account) => Promise<Page>;
};

export const test = base.extend<SignedIn>({
  asAdmin: async ({ page }, provide) => {
    await signInAsAdmin(page);
    await provide(page);
  },
  signInAs: async ({ page }, provide) => {
    await provide(async (account) => {
      await page.context().addCookies(account.cookies);
      return page;
    });
  },
});

export { expect } from '@playwright/test';
