import type { content as english } from '../en/content.ts';

// The back office in Hindi: content: the lists and editors of blog posts, testimonials, agents, FAQ, history and city pages (features/admin/content).
export const content: Record<keyof typeof english, string> = {};
