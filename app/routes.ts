import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Every URL of the site, in one place. Route modules stay thin: they call their feature.
export default [
  index('routes/home.tsx'),
  route('404', 'routes/not-found.tsx'),
  route('language', 'routes/language.ts'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
