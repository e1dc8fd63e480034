import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

// Issue 28: what a listing says about getting in without steps, and the search that keeps the
// homes one gets into without a step. The demo apartments say so (a lift, a ramped lobby).

test('“Step-free entrance” keeps the homes without a step, and each says how', async ({ page }) => {
  await page.goto('/shop?listing=sell');
  await hydrated(page);
  const group = page.getByRole('group', { name: 'Access' });
  if (!(await group.isVisible())) await page.locator('summary', { hasText: 'Filters' }).click();
  await group.getByRole('checkbox', { name: 'Step-free entrance' }).check();
  await expect(page).toHaveURL(/[?&]access=step-free(&|$)/);
  await expect(page.getByText('1 filter on')).toBeVisible();

  const links = page.locator('main article h3 a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href')!).slice(0, 3),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.goto(href);
    const steps = page.locator('[data-fact] dt', { hasText: /^Steps to the Entrance$/ });
    await expect(steps.locator('+ dd')).toHaveText('None (level or ramp)');
    const lift = page.locator('[data-fact] dt', { hasText: /^Lift$/ }).locator('+ dd');
    const floor = page.locator('[data-fact] dt', { hasText: /^Floor$/ }).locator('+ dd');
    // On an upper floor a lift; else the ground floor, or a house.
    if ((await lift.count()) > 0 && (await lift.textContent()) === 'Yes') continue;
    if ((await floor.count()) > 0) await expect(floor).toHaveText(/^Ground/);
  }
});

test('the filter reads in Telugu at 360 px, and the page passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/te/shop?listing=sell&access=step-free');
  const group = page.getByRole('group', { name: 'ప్రవేశం' });
  if (!(await group.isVisible())) await page.locator('summary', { hasText: 'ఫిల్టర్లు' }).click();
  await expect(group.getByRole('checkbox', { name: 'మెట్లు లేని ప్రవేశం' })).toBeChecked();
  await expect(page.getByText('1 ఫిల్టర్ ఆన్‌లో ఉంది')).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, 'te')).toEqual([]);
});
