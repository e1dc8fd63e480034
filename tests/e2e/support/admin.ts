import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../../app/routes.ts';
import { signIn } from './accounts.ts';

// The demo admin the test server seeds (playwright.config.ts sets its password).
export const ADMIN_PHONE = '9000000001';
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';

/** The back office's confirmation after an action (the footer has a status line too). */
export const notice = (page: Page) => page.locator('main').getByRole('status').first();

/** Signs in as the demo admin on `page`. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, ADMIN_PHONE, ADMIN_PASSWORD);
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
}

/** Every route path of app/routes.ts (children joined to their parents), in order. */
export function allRoutePaths(entries: RouteConfigEntry[] = routes, prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix : [prefix, entry.path ?? ''].filter(Boolean).join('/');
    return [
      ...(entry.index || entry.path ? [own] : []),
      ...allRoutePaths(entry.children ?? [], own),
    ];
  });
}

/** A browser context signed in as the admin (the caller closes it); e2e specs use `asAdmin`. */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signInAsAdmin(await context.newPage());
  return context;
}

/** Opens the back office's page of the account with `phone`, found on the People list. */
export async function openPerson(admin: Page, phone: string) {
  await admin.goto(`/admin/people?q=${phone}`);
  await admin
    .getByRole('table', { name: 'People' })
    .locator('tbody')
    .getByRole('link')
    .first()
    .click();
  await expect(admin).toHaveURL(/\/admin\/people\/\d+$/);
  await expect(admin.getByText(phone).first()).toBeVisible();
}

/** Gives the account with `phone` a role, through the back office's People page. */
export async function setRole(admin: Page, phone: string, role: 'user' | 'agent' | 'admin') {
  await openPerson(admin, phone);
  await admin.getByLabel('Role', { exact: true }).selectOption(role);
  await admin.getByRole('button', { name: 'Save role' }).click();
  await expect(notice(admin)).toBeVisible();
}
