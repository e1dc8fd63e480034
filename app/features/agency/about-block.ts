// The 'about' content block (content_blocks.value, jsonb): the About page's copy, its three
// 'Our Primary Emphasis' items and the 'Why Choose Us' points. Checked on the way out by
// about-block.server.ts (zod stays on the server).

import type { InLanguage } from '../content/in-language.ts';

export type TitledItem = InLanguage & { title: string; text: string };

export type AboutBlock = InLanguage & {
  heading: string;
  paragraphs: string[];
  emphasis: TitledItem[];
  whyChooseUs: TitledItem[];
};

/** Where each emphasis leads: buying searches sales, renting searches rentals, selling lists. */
const EMPHASIS_LINKS = [
  { match: /\bbuy/i, href: '/shop?listing=sell' },
  { match: /\brent/i, href: '/shop?listing=rent' },
  { match: /\bsell/i, href: '/add-listing' },
] as const;

/**
 * The link of an emphasis item: by the word in its title (Buy / Rent / Sell a Property), or,
 * for a title an editor reworded, by its place in the spec's order Buy, Rent, Sell.
 */
export function emphasisHref(title: string, index: number): string {
  const byWord = EMPHASIS_LINKS.find((link) => link.match.test(title));
  return (byWord ?? EMPHASIS_LINKS[index % EMPHASIS_LINKS.length] ?? EMPHASIS_LINKS[0]).href;
}
