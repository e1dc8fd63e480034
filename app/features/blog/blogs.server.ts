import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { getDb, getReadDb } from '../../db/db.server.ts';
import { agents, blogs } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pageBounds } from '../../lib/pagination.ts';
import { inLanguage } from '../content/in-language.ts';
import { translationIn } from '../content/in-language.server.ts';
import { sanitiseRichText } from '../content/sanitise.server.ts';
import { BLOG_PAGE_SIZE, RELATED_BLOGS, type BlogCardData, type BlogPost } from './blog-data.ts';

// The blog's queries. Only published posts are public; lists read newest first through
// blogs_published_idx (published, published_on DESC, id DESC), one page at a time.

const cardColumns = {
  id: blogs.id,
  title: blogs.title,
  author: blogs.author,
  category: blogs.category,
  publishedOn: blogs.publishedOn,
  featuredImageKey: blogs.featuredImageKey,
};

const newestFirst = [desc(blogs.publishedOn), desc(blogs.id)] as const;

const CARD_WORDS = ['title', 'category'] as const;
const POST_WORDS = ['title', 'category', 'shortDescription', 'bodyHtml'] as const;

/** The card columns with the words of `locale` (a card needs no body in any language). */
const cardsIn = (locale: Locale) => ({
  ...cardColumns,
  translated: translationIn(blogs.translations, locale, CARD_WORDS),
});

type CardRow = Omit<BlogCardData, 'lang'> & { translated: Record<string, unknown> | null };

function cardIn(locale: Locale) {
  return ({ translated, ...card }: CardRow): BlogCardData =>
    inLanguage(card, translated, locale, CARD_WORDS);
}

export type BlogListPage = {
  items: BlogCardData[];
  page: number;
  pageCount: number;
  total: number;
};

/** One page of published posts, newest first; a page past the end shows the last one. */
export async function listPublishedBlogs(
  page: number,
  pageSize = BLOG_PAGE_SIZE,
  locale: Locale = 'en',
): Promise<BlogListPage> {
  const db = getReadDb();
  const [totalRow] = await db.select({ n: count() }).from(blogs).where(eq(blogs.published, true));
  const total = totalRow?.n ?? 0;
  const bounds = pageBounds(total, page, pageSize);
  const items =
    total === 0
      ? []
      : await db
          .select(cardsIn(locale))
          .from(blogs)
          .where(eq(blogs.published, true))
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset(bounds.offset);
  return {
    items: items.map(cardIn(locale)),
    page: bounds.page,
    pageCount: bounds.pageCount,
    total,
  };
}

/** A published post, its body sanitised again (a row written some other way stays safe). */
export async function getPublishedBlog(
  id: number,
  locale: Locale = 'en',
): Promise<BlogPost | null> {
  const [found] = await getReadDb()
    .select({
      ...cardColumns,
      shortDescription: blogs.shortDescription,
      bodyHtml: blogs.bodyHtml,
      viewCount: blogs.viewCount,
      updatedAt: blogs.updatedAt,
      translated: translationIn(blogs.translations, locale, POST_WORDS),
    })
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.published, true)))
    .limit(1);
  if (!found) return null;
  const { translated, ...english } = found;
  const row = inLanguage(english, translated, locale, POST_WORDS);
  return { ...row, bodyHtml: sanitiseRichText(row.bodyHtml) };
}

/** The title of a published post (what a message about it names), or null. */
/**
 * What a message about a post needs: its title and, when its author is one of our agents
 * (`author_agent_id`), that agent (so the message also reaches their inbox and mailbox). Null when not public.
 */
export async function getPublishedBlogForMessage(id: number): Promise<{
  title: string;
  agent: { id: number; userId: number | null; email: string } | null;
} | null> {
  const [row] = await getReadDb()
    .select({
      title: blogs.title,
      agentId: agents.id,
      agentUserId: agents.userId,
      agentEmail: agents.email,
    })
    .from(blogs)
    .leftJoin(agents, and(eq(agents.id, blogs.authorAgentId), eq(agents.published, true)))
    .where(and(eq(blogs.id, id), eq(blogs.published, true)))
    .limit(1);
  if (!row) return null;
  return {
    title: row.title,
    agent:
      row.agentId !== null && row.agentEmail !== null
        ? { id: row.agentId, userId: row.agentUserId, email: row.agentEmail }
        : null,
  };
}

/** The newest other published posts, to read next. */
export async function getRelatedBlogs(
  id: number,
  limit = RELATED_BLOGS,
  locale: Locale = 'en',
): Promise<BlogCardData[]> {
  const rows = await getReadDb()
    .select(cardsIn(locale))
    .from(blogs)
    .where(and(eq(blogs.published, true), ne(blogs.id, id)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(cardIn(locale));
}

/** Whether post `id` is public. */
export async function isPublishedBlog(id: number): Promise<boolean> {
  const [row] = await getReadDb()
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.published, true)))
    .limit(1);
  return row !== undefined;
}

/** Counts one view of a published post in a single statement (no read-modify-write race). */
export async function incrementBlogViews(id: number): Promise<number | null> {
  const [row] = await getDb()
    .update(blogs)
    .set({ viewCount: sql`${blogs.viewCount} + 1` })
    .where(and(eq(blogs.id, id), eq(blogs.published, true)))
    .returning({ viewCount: blogs.viewCount });
  return row?.viewCount ?? null;
}
