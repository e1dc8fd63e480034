import { expect, test, type Page } from '@playwright/test';
import { hi } from '../../app/i18n/hi.ts';
import { te } from '../../app/i18n/te.ts';
import { axeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { ONCE } from './support/once.ts';

// The header search in Telugu and Hindi (issue 26) on the seeded demo region: a place typed in
// the page's script finds that place's listings, the cards name their places in that script,
// and a property word in the language finds what the English word finds.

const LANGUAGES = [
  { code: 'te', texts: te, typed: 'విజయవాడ', english: 'Vijayawada', word: 'ప్లాట్', same: 'plot' },
  { code: 'hi', texts: hi, typed: 'गुंटूर', english: 'Guntur', word: 'अपार्टमेंट', same: 'apartment' },
] as const;

/** Each card's 'Area, City' line: the first paragraph of the card. */
async function places(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const card of await page.getByRole('article').all())
    out.push(((await card.locator('p').first().textContent()) ?? '').trim());
  return out;
}

/** The number in the results count ('25 ప్రాపర్టీలు దొరికాయి'). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#search-results-count').textContent()) ?? '';
  return Number(/[\d,]+/.exec(text)?.[0].replaceAll(',', '') ?? NaN);
}

async function searchFromHeader(page: Page, texts: typeof te, words: string, phone: boolean) {
  await hydrated(page);
  if (phone) {
    await page.getByRole('button', { name: texts['nav.openMenu'] }).click();
    const box = page.getByRole('dialog', { name: texts['nav.mobileMenu'] }).getByRole('searchbox');
    await box.fill(words);
    await box.press('Enter');
  } else {
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill(words);
    await box.press('Enter');
  }
}

for (const { code, texts, typed, english, word, same } of LANGUAGES) {
  test(`on /${code} the header search finds a place typed as ${typed}, named so on the cards`, async ({
    page,
  }, info) => {
    await page.goto(`/${code}`);
    await searchFromHeader(page, texts, typed, info.project.name === 'phone');
    await expect(page).toHaveURL(new RegExp(`/${code}/shop\\?q=`));
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(
      page.getByText(texts['search.mentioned'].replace('{places}', typed), { exact: true }),
    ).toBeVisible();
    // Every card is in that place, its area and city written in the script.
    const found = await places(page);
    expect(found.length).toBeGreaterThan(0);
    for (const place of found) {
      expect(place).toMatch(new RegExp(`, ${typed}$`));
      expect(place, 'no English place name on the card').not.toMatch(/[A-Za-z]/);
    }
    // Every listing of the place: as many as its filter finds on the English page.
    const count = await resultCount(page);
    await page.screenshot({ path: info.outputPath(`${code}-search.png`), fullPage: false });
    expect(await axeViolations(page, `/${code} search`)).toEqual([]);
    await page.goto(`/shop?city=${english.toLowerCase()}`);
    expect(await resultCount(page)).toBe(count);
    for (const place of await places(page)) expect(place).toMatch(new RegExp(`, ${english}$`));
  });

  test(`on /${code} the word ${word} finds what '${same}' finds`, ONCE, async ({ page }) => {
    await page.goto(`/${code}/shop`);
    await searchFromHeader(page, texts, word, false);
    await expect(page).toHaveURL(new RegExp(`/${code}/shop\\?q=`));
    // The results of the search, not those of the page it was typed on.
    await expect(page.getByRole('main').getByText(`“${word}”`).first()).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    await page.goto(`/${code}/shop?q=${same}`);
    expect(await resultCount(page)).toBe(count);
  });
}
