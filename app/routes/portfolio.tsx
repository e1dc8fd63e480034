import { PortfolioPage } from '../features/portfolio/portfolio-page.tsx';
import { listPortfolio } from '../features/portfolio/portfolio.server.ts';
import { stripLocale } from '../i18n/locales.ts';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/portfolio';

// /portfolio (grid) and /portfolio-v2 (list): one module, the layout follows the path.

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const basePath = stripLocale(url.pathname).startsWith('/portfolio-v2')
    ? '/portfolio-v2'
    : '/portfolio';
  const page = Number(url.searchParams.get('page')) || 1;
  return { ...(await listPortfolio(page, undefined, getLocale(request))), basePath } as const;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'portfolio.metaTitle', description: 'portfolio.metaDescription' });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { basePath, ...list } = loaderData;
  return (
    <PortfolioPage
      {...list}
      basePath={basePath}
      layout={basePath === '/portfolio-v2' ? 'list' : 'grid'}
    />
  );
}
