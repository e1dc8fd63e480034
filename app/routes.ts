import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** One module answering several paths: each route needs an id of its own (`prefix` + path). */
const samePage = (file: string, paths: readonly string[], idPrefix = '') =>
  paths.map((path) => route(path, file, { id: `${idPrefix}${path}` }));

// Every URL of the site, in one place. Route modules stay thin: they call their feature.
export default [
  index('routes/home.tsx'),

  route('search', 'routes/search.ts'),
  // Search results: /shop (spec page size) and the three layouts with a Per Page choice.
  ...samePage('routes/shop.tsx', ['shop', 'shop-grid', 'shop-left-sidebar', 'shop-right-sidebar']),
  // The results map's listings, as JSON for its script (issue 28).
  route('shop/map-points', 'routes/shop-map-points.ts'),

  route('product-details', 'routes/product-details-index.ts'),
  route('product-details/:id', 'routes/product-details.tsx'),
  route('product-details/:id/emi', 'routes/listing-emi.tsx'),
  route('product-details/:id/checks', 'routes/listing-checks.tsx'),

  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('logout', 'routes/logout.ts'),
  route('like', 'routes/like.ts'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('add-listing', 'routes/add-listing.tsx'),
  route('my-account', 'routes/my-account/layout.tsx', [
    index('routes/my-account/dashboard.tsx'),
    route('profile', 'routes/my-account/profile.tsx'),
    route('properties', 'routes/my-account/properties.tsx'),
    route('favourites', 'routes/my-account/favourites.tsx'),
    route('add-property', 'routes/my-account/add-property.tsx'),
    route('messages', 'routes/my-account/messages.tsx'),
    route('visits', 'routes/my-account/visits.tsx'),
    route('saved-searches', 'routes/my-account/saved-searches.tsx'),
  ]),

  // The agency's pages (content from the database, issue 11).
  route('about', 'routes/about.tsx'),
  route('service', 'routes/service.tsx'),
  route('service-details', 'routes/service-details.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('history', 'routes/history.tsx'),
  route('coming-soon', 'routes/coming-soon.tsx'),
  route('team', 'routes/team.tsx'),
  route('team-details', 'routes/team-details-index.ts'),
  route('team-details/:slug', 'routes/team-details.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('location', 'routes/location.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog-details', 'routes/blog-details-index.ts'),
  route('blog-details/:id', 'routes/blog-details.tsx'),
  route('blog-details/:id/view', 'routes/blog-view.ts'),
  // The eight city pages: one module, the path is the page's slug in city_pages.
  ...samePage(
    'routes/city-page.tsx',
    [
      'amaravati-real-estate',
      'vijayawada-real-estate',
      'real-estate-properties-in-Guntur',
      'real-estate-agents-in-Guntur',
      'real-estate-company-in-Guntur',
      'real-estate-agents-in-vijayawada',
      'property-for-sale-in-amaravati',
      'properties-in-vijayawada',
    ],
    'city-',
  ),
  // Visits: the visit list, booking and tracking (the template's cart, checkout, tracking).
  route('cart', 'routes/cart.tsx'),
  // Up to four listings side by side (issue 28).
  route('compare', 'routes/compare.tsx'),
  // A saved search's alert mail: stopping its alerts, confirming the address (issue 28).
  route('alerts/unsubscribe', 'routes/alerts-unsubscribe.tsx'),
  route('alerts/confirm-email', 'routes/alerts-confirm-email.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('order-tracking', 'routes/order-tracking.tsx'),
  ...samePage('routes/portfolio.tsx', ['portfolio', 'portfolio-v2']),
  route('portfolio-details', 'routes/portfolio-details-index.ts'),
  route('portfolio-details/:id', 'routes/portfolio-details.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:name', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  // The back office (issue 12): staff only; app/features/admin/admin-routes.ts says who may
  // open each page, and the access test checks every route here against it.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('moderation', 'routes/admin/moderation.tsx'),
    route('listings', 'routes/admin/listings.tsx'),
    route('listings/:id', 'routes/admin/listing.tsx'),
    route('inbox', 'routes/admin/inbox.tsx'),
    route('inbox/export.csv', 'routes/admin/inbox-export.ts'),
    route('inbox/inquiries/:id', 'routes/admin/inquiry.tsx'),
    route('inbox/visits/:id', 'routes/admin/visit.tsx'),
    route('content', 'routes/admin/content.tsx'),
    route('content/:kind', 'routes/admin/content-list.tsx'),
    route('content/:kind/:id', 'routes/admin/content-edit.tsx'),
    route('places', 'routes/admin/places.tsx'),
    route('people', 'routes/admin/people.tsx'),
    route('people/:id', 'routes/admin/person.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('outbox', 'routes/admin/outbox.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
  ]),

  route('terms', 'routes/terms.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),

  route('404', 'routes/not-found.tsx'),
  route('language', 'routes/language.ts'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
