import { z } from 'zod';

const NEWSLETTER_EMAIL_MAX = 254;

export const NewsletterSchema = z.object({
  email: z
    .string({ error: 'newsletter.required' })
    .trim()
    .min(1, 'newsletter.required')
    .max(NEWSLETTER_EMAIL_MAX, 'newsletter.invalidEmail')
    .pipe(z.email('newsletter.invalidEmail')),
  source: z.enum(['footer', 'coming-soon']).default('footer'),
});
