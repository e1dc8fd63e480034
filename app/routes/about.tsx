import { AboutPage } from '../features/agency/about-page.tsx';
import {
  getAboutBlock,
  getPublishedTestimonials,
} from '../features/agency/agency-content.server.ts';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/about';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const [about, testimonials] = await Promise.all([
    getAboutBlock(locale),
    getPublishedTestimonials(locale),
  ]);
  return { about, testimonials };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'about.metaTitle', description: 'about.metaDescription' });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage about={loaderData.about} testimonials={loaderData.testimonials} />;
}
