import { z } from 'zod';

// The 'about' content block (content_blocks.value, jsonb): the About page's copy, its three
// 'Our Primary Emphasis' items and the 'Why Choose Us' points. Stored as JSON, so it is
// checked on the way out: a malformed block shows nothing rather than breaking the page.

const TitledText = z.object({ title: z.string(), text: z.string() });

const AboutBlockSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  emphasis: z.array(TitledText),
  whyChooseUs: z.array(TitledText),
});

export type AboutBlock = z.infer<typeof AboutBlockSchema>;
export type TitledItem = z.infer<typeof TitledText>;

export function parseAboutBlock(value: unknown): AboutBlock | null {
  const parsed = AboutBlockSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

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
