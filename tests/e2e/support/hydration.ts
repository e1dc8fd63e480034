import { expect, type Page } from '@playwright/test';

/**
 * Waits until React runs the page (root.tsx marks <html data-hydrated>). Only for tests of
 * what needs JavaScript, such as a dialog opened by a link that is a plain link before.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
