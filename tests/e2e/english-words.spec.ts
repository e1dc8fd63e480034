import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { englishWordsIn } from '../../app/i18n/untranslated.ts';
import { ONCE } from './support/once.ts';
import { PUBLIC_PATHS } from './support/public-paths.ts';

// Issue 26: every public page in Telugu and in Hindi says everything in its language. The test
// reads each page's main content (its text, and the alt, label and placeholder texts people
// hear) and fails on English words, except:
// - the allowed names and marks (app/i18n/untranslated.ts: Nivasa, BHK, RERA, codes, links);
// - what is marked as not in the page's language: content still without a translation
//   (lang="en", which also tells a screen reader to switch voice), the words a lister wrote
//   (marked with their own language), and people's names (translate="no"); a sentence of the
//   page that quotes such a text (“Save Spacious 2 BHK flat…”) is read without the quote.

/** The page's main texts, and the texts of its elements marked as another language or a name. */
async function mainTexts(page: Page): Promise<{ texts: string[]; quoted: string[] }> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return { texts: [], quoted: [] };
    const pageLang = document.documentElement.lang;
    const marked = (el: Element) => {
      const other = el.closest('[lang], [translate="no"]');
      return (
        other !== null &&
        other !== document.documentElement &&
        (other.getAttribute('translate') === 'no' || other.getAttribute('lang') !== pageLang)
      );
    };
    const hidden = (el: Element) => el.closest('script, style, noscript, template') !== null;
    const texts: string[] = [];
    const quoted: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || hidden(parent)) continue;
      (marked(parent) ? quoted : texts).push(text);
    }
    for (const el of main.querySelectorAll('[alt], [aria-label], [placeholder]')) {
      for (const name of ['alt', 'aria-label', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) (marked(el) ? quoted : texts).push(value);
      }
    }
    return { texts, quoted };
  });
}

/** The English words of `text` once the marked texts it quotes are taken out. */
function englishLeft(text: string, quoted: readonly string[]): string[] {
  let rest = text;
  for (const quote of quoted) if (quote.length > 1) rest = rest.split(quote).join(' ');
  return englishWordsIn(rest);
}

for (const language of ['te', 'hi'] as const) {
  test(
    `every public page in ${language} says its words in the language`,
    ONCE,
    async ({ page }) => {
      test.setTimeout(300_000);
      // A details page of a home and of a plot, an agent's, a post's and a closed sale's.
      const found: string[] = [];
      for (const [list, prefix] of [
        ['/shop?type=apartment', '/product-details/'],
        ['/shop?type=plot', '/product-details/'],
        ['/team', '/team-details/'],
        ['/blog', '/blog-details/'],
        ['/portfolio', '/portfolio-details/'],
      ] as const) {
        await page.goto(`/${language}${list}`);
        const href = await page.locator(`main a[href*="${prefix}"]`).first().getAttribute('href');
        expect(href, `a page under ${prefix}`).toBeTruthy();
        found.push(href!.replace(/^\/(te|hi)/, ''));
      }
      // A sale listing's EMI and buying costs, and its checks (issue 28).
      await page.goto(`/${language}/shop?listing=sell`);
      const sale = await page
        .locator('main a[href*="/product-details/"]')
        .first()
        .getAttribute('href');
      expect(sale, 'a sale listing').toBeTruthy();
      const saleTail = sale!.replace(/^\/(te|hi)/, '');
      found.push(`${saleTail}/emi`, `${saleTail}/checks`);
      // A home and a plot side by side (issue 28).
      const compared = found.slice(0, 2).map((path) => path.split('/').pop());
      found.push(`/compare?ids=${compared.join(',')}`);
      const paths = [...PUBLIC_PATHS, ...found];
      expect(paths.length).toBeGreaterThan(35);

      const problems: string[] = [];
      let read = 0;
      for (const path of paths) {
        await page.goto(`/${language}${path === '/' ? '' : path}`);
        const { texts, quoted } = await mainTexts(page);
        read += texts.length;
        for (const text of texts) {
          const words = englishLeft(text, quoted);
          if (words.length > 0)
            problems.push(`${path}: ${words.join(' ')} (in “${text.slice(0, 80)}”)`);
        }
      }
      // The pages were read, not empty.
      expect(read).toBeGreaterThan(paths.length * 5);
      expect(problems).toEqual([]);
    },
  );
}
