import { Link } from 'react-router';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { blogPath, type BlogCardData } from './blog-data.ts';
import { BlogImage } from './blog-image.tsx';

/**
 * A post in the blog grid (spec §2): image in a 250 px box, 'by: author', category, title,
 * date as day-month-year and 'Read more'. Every 'Read more' names its post for screen readers.
 */
export function BlogCard({
  post,
  eager = false,
  headingLevel = 2,
}: {
  post: BlogCardData;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useI18n();
  const href = blogPath(post.id);
  const titleId = `blog-${post.id}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <div className="h-[250px] overflow-hidden">
        <BlogImage
          storageKey={post.featuredImageKey}
          alt=""
          sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
          eager={eager}
          className="h-full w-full"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>
            {t('blog.by')}{' '}
            <span translate="no" className="font-semibold text-slate-900">
              {post.author}
            </span>
          </span>
          <span
            lang={post.lang}
            className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
          >
            {post.category}
          </span>
        </p>
        <Heading
          id={titleId}
          lang={post.lang}
          className="text-lg font-bold leading-snug text-slate-900"
        >
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
          <time dateTime={post.publishedOn} className="text-slate-700">
            {formatDate(post.publishedOn, locale, 'numeric')}
          </time>
          <Link
            to={href}
            className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {t('blog.readMore')}
            <span className="sr-only"> {t('blog.readMoreAbout', { title: post.title })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
