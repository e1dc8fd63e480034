import { expect, test } from 'vitest';
import { serializeJsonLd } from '../../components/ui/json-ld.tsx';
import { buildBlogPostingJsonLd } from './blog-json-ld.ts';
import type { BlogPost } from './blog-data.ts';

const post: BlogPost = {
  id: 7,
  title: 'Before You Buy a Plot </script><script>alert(1)</script>',
  author: 'Lakshmi Prasanna Kolli',
  category: 'Legal & Documents',
  publishedOn: '2026-03-12',
  featuredImageKey: 'blogs/abc',
  shortDescription: 'What the EC, 1-B and adangal tell you.',
  bodyHtml: '<p>Body</p>',
  viewCount: 41,
  updatedAt: '2026-03-13T10:00:00.000Z',
};

test('a post is a BlogPosting with absolute URLs, its author, date and views', () => {
  const ld = buildBlogPostingJsonLd({
    post,
    viewCount: 42,
    siteUrl: 'https://nivasa.example',
    agencyName: 'Nivasa',
  });
  expect(ld).toMatchObject({
    '@type': 'BlogPosting',
    headline: post.title,
    url: 'https://nivasa.example/blog-details/7',
    image: ['https://nivasa.example/media/blogs/abc-1280.webp'],
    datePublished: '2026-03-12',
    dateModified: '2026-03-13T10:00:00.000Z',
    author: { '@type': 'Person', name: 'Lakshmi Prasanna Kolli' },
    publisher: { '@type': 'Organization', name: 'Nivasa' },
    interactionStatistic: { userInteractionCount: 42 },
  });
});

test('a title cannot close the script element it is written into', () => {
  const json = serializeJsonLd(
    buildBlogPostingJsonLd({ post, viewCount: 1, siteUrl: '', agencyName: 'Nivasa' }),
  );
  expect(json).not.toContain('</script');
  expect(JSON.parse(json).headline).toBe(post.title);
});
