import { PageHeader } from '../../components/layout/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { BlogCard } from './blog-card.tsx';
import type { BlogCardData } from './blog-data.ts';

/** Cards per row at the widest layout: the first row loads at once, the rest lazily. */
const FIRST_ROW = 3;

export function blogPageHref(page: number): string {
  return page > 1 ? `/blog?page=${page}` : '/blog';
}

/** The blog grid (spec §2): 1 column on a phone, 2 from 576 px, 3 from 992 px; paginated. */
export function BlogGridPage({
  items,
  page,
  pageCount,
}: {
  items: BlogCardData[];
  page: number;
  pageCount: number;
}) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('blog.heading')} crumbs={[{ label: t('blog.heading') }]} />
      <div className="container-page py-10 sm:py-14">
        {items.length === 0 ? (
          <p className="rounded-lg bg-brand-50 p-8 text-center text-lg text-slate-800">
            {t('blog.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 min-[576px]:grid-cols-2 min-[992px]:grid-cols-3">
            {items.map((post, index) => (
              <li key={post.id}>
                <BlogCard post={post} eager={page === 1 && index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          href={blogPageHref}
          arrows
          className="mt-10"
          texts={{
            label: t('blog.pagination.label'),
            previous: t('blog.pagination.previous'),
            next: t('blog.pagination.next'),
            page: (n) => t('blog.pagination.page', { page: n }),
            more: t('blog.pagination.more'),
          }}
        />
      </div>
    </>
  );
}
