import { z } from 'zod';
import type { AboutBlock } from './about-block.ts';

// The 'about' block is stored as JSON, so it is checked on the way out: a malformed block
// shows nothing rather than breaking the page.

const TitledText = z.object({ title: z.string(), text: z.string() });

const AboutBlockSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  emphasis: z.array(TitledText),
  whyChooseUs: z.array(TitledText),
}) satisfies z.ZodType<AboutBlock>;

export function parseAboutBlock(value: unknown): AboutBlock | null {
  const parsed = AboutBlockSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
