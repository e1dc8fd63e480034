// The back office, in English. Content: the lists and editors of blog posts, testimonials, agents, FAQ, history and city pages (features/admin/content).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/content.ts, ../hi/content.ts).
export const content = {} as const;
