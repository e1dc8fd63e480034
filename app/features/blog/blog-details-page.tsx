import { PageHeader } from '../../components/layout/page-header.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PublicForm } from '../inquiries/public-form.tsx';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { BlogBody } from './blog-body.tsx';
import { BlogCard } from './blog-card.tsx';
import { blogPath, type BlogCardData, type BlogPost } from './blog-data.ts';
import { BlogImage } from './blog-image.tsx';
import { buildBlogPostingJsonLd } from './blog-json-ld.ts';
import { BLOG_MESSAGE_FIELDS } from './blog-message-fields.ts';
import { useCountedView } from './use-counted-view.ts';

/**
 * A post (spec §2): category, title, author, date, short description, the featured image
 * (400 px high), the full text; beside it the author and the message form; then recent posts.
 */
export function BlogDetailsPage({
  post,
  related,
  siteUrl,
  agencyName,
  messageResult,
}: {
  post: BlogPost;
  related: BlogCardData[];
  siteUrl: string;
  agencyName: string;
  messageResult: InquiryResult | undefined;
}) {
  const { t, locale } = useI18n();
  const viewCount = useCountedView(post.id, post.viewCount);
  const jsonLd = buildBlogPostingJsonLd({
    post,
    viewCount: post.viewCount,
    siteUrl,
    agencyName,
  });
  return (
    <>
      <PageHeader
        title={post.title}
        lang={post.lang}
        crumbs={[{ label: t('blog.heading'), to: '/blog' }, { label: post.title }]}
      />
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <span
              lang={post.lang}
              className="rounded bg-brand-700 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-white"
            >
              {post.category}
            </span>
            <span>
              {t('blog.by')}{' '}
              <span translate="no" className="font-semibold text-slate-900">
                {post.author}
              </span>
            </span>
            <time dateTime={post.publishedOn}>
              {formatDate(post.publishedOn, locale, 'numeric')}
            </time>
            <span>{t('blog.views', { count: viewCount })}</span>
          </div>
          <p
            lang={post.lang}
            className="mt-5 text-lg font-medium leading-relaxed text-slate-800 sm:text-xl"
          >
            {post.shortDescription}
          </p>
          <BlogImage
            storageKey={post.featuredImageKey}
            alt={post.title}
            sizes="(min-width: 1024px) 800px, 100vw"
            eager
            className="mt-6 h-[400px] w-full rounded-lg"
          />
          <div lang={post.lang} className="mt-8">
            <BlogBody html={post.bodyHtml} />
          </div>
          <JsonLd data={jsonLd} />
        </article>

        <aside className="flex flex-col gap-6" aria-label={t('blog.sidebarLabel')}>
          <section
            aria-labelledby="blog-author"
            className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="blog-author"
              className="text-sm font-semibold uppercase tracking-wide text-slate-600"
            >
              {t('blog.writtenBy')}
            </h2>
            <p translate="no" className="mt-2 text-xl font-bold text-slate-900">
              {post.author}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t('blog.authorRole', { agency: agencyName })}
            </p>
          </section>
          <section
            id="message"
            aria-labelledby="blog-message-heading"
            className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <SectionHeading id="blog-message-heading" size="sm">
              {t('blog.messageHeading')}
            </SectionHeading>
            <p className="mt-2 text-sm text-slate-700">
              {t('blog.messageIntro', { author: post.author })}
            </p>
            <PublicForm
              action={`${blogPath(post.id)}#message`}
              fields={BLOG_MESSAGE_FIELDS}
              submit="inquiry.submit"
              initialResult={messageResult}
              className="mt-5 flex flex-col gap-4"
            />
          </section>
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="blog-related" className="border-t border-slate-200 bg-slate-50">
          <div className="container-page py-12">
            <SectionHeading id="blog-related" size="md">
              {t('blog.related')}
            </SectionHeading>
            <ul className="mt-6 grid grid-cols-1 gap-6 min-[576px]:grid-cols-2 min-[992px]:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <BlogCard post={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
