import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Every URL of the site, in one place. Route modules stay thin: they call their feature.
export default [
  index('routes/home.tsx'),

  route('search', 'routes/search.ts'),
  // Search results: /shop (spec page size) and the three layouts with a Per Page choice.
  route('shop', 'routes/shop.tsx', { id: 'shop' }),
  route('shop-grid', 'routes/shop.tsx', { id: 'shop-grid' }),
  route('shop-left-sidebar', 'routes/shop.tsx', { id: 'shop-left-sidebar' }),
  route('shop-right-sidebar', 'routes/shop.tsx', { id: 'shop-right-sidebar' }),

  route('product-details', 'routes/product-details-index.ts'),
  route('product-details/:id', 'routes/product-details.tsx'),

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
  ]),

  route('terms', 'routes/terms.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),

  route('404', 'routes/not-found.tsx'),
  route('language', 'routes/language.ts'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
