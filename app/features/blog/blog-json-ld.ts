// schema.org structured data for a blog post (BlogPosting). Render it with <JsonLd>.
import { mediaUrl, pickWidth } from '../media/images.ts';
import { BLOG_IMAGE, blogPath, type BlogPost } from './blog-data.ts';

type JsonLd = { [key: string]: unknown };

/** The post as a schema.org BlogPosting; URLs are absolute on `siteUrl`. */
export function buildBlogPostingJsonLd({
  post,
  viewCount,
  siteUrl,
  agencyName,
}: {
  post: BlogPost;
  viewCount: number;
  siteUrl: string;
  agencyName: string;
}): JsonLd {
  const url = `${siteUrl}${blogPath(post.id)}`;
  const modified = new Date(post.updatedAt);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.shortDescription,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.featuredImageKey
      ? {
          image: [
            `${siteUrl}${mediaUrl(post.featuredImageKey, pickWidth(BLOG_IMAGE.widths, 1280))}`,
          ],
        }
      : {}),
    datePublished: post.publishedOn,
    ...(Number.isNaN(modified.getTime()) ? {} : { dateModified: modified.toISOString() }),
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: agencyName, url: siteUrl || undefined },
    articleSection: post.category,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/ReadAction',
      userInteractionCount: viewCount,
    },
  };
}
