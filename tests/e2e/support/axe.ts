import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set every page is checked against. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's accessibility violations as readable lines ('color-contrast: #id'), prefixed with
 * `where` when given, so a test asserts `expect(await axeViolations(page)).toEqual([])`.
 */
export async function axeViolations(page: Page, where?: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) => `${where ? `${where} ` : ''}${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`,
  );
}
