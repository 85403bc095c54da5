/**
 * The kinds of page the build treats apart (scripts/check-bundle.mjs, scripts/page-set-chunks.ts).
 */

/**
 * The pages a phone lands on first, by source file: those the server draws (router.tsx's
 * SERVER_DRAWN_PAGES), and those a text or an email links to (a repair's tracking link, a cash
 * advance's follow link, a guest's order). `url` is how scripts/check-bundle.mjs names the page
 * (each is held to a download budget); `short` is how scripts/page-set-chunks.ts names the
 * chunks it shares with other landing pages.
 */
export const LANDING_PAGES = {
  'src/web/app/routes/home-page.tsx': { url: '/', short: 'home' },
  'src/web/app/routes/marketplace-page.tsx': { url: '/marketplace', short: 'shop' },
  'src/web/app/routes/product-detail-page.tsx': { url: '/product/:id', short: 'product' },
  'src/web/app/routes/cash-advance-page.tsx': { url: '/cash-advance', short: 'cash' },
  'src/web/app/routes/repairs-page.tsx': { url: '/repairs', short: 'repairs' },
  'src/web/app/routes/login-page.tsx': { url: '/login', short: 'login' },
  'src/web/app/routes/terms-page.tsx': { url: '/terms', short: 'terms' },
  'src/web/app/routes/privacy-page.tsx': { url: '/privacy', short: 'privacy' },
  'src/web/app/routes/complaints-page.tsx': { url: '/complaints', short: 'complaints' },
  'src/web/app/routes/follow-cash-advance-page.tsx': {
    url: '/cash-advance/follow/:code',
    short: 'follow',
  },
  'src/web/app/routes/track-repair-page.tsx': { url: '/track/:code', short: 'track' },
  'src/web/app/routes/order-page.tsx': { url: '/orders/:id', short: 'order' },
};

/** Source modules only staff need (paths from the project's root): none may reach the first download of `/`. */
export const STAFF_ONLY_MODULES = [
  /^src\/web\/app\/routes\/admin\//,
  /^src\/web\/features\/[^/]+\/components\/admin\//,
  /^src\/web\/features\/[^/]+\/api\/[^/]*-admin-/,
  /^src\/web\/features\/auth\/components\/admin-gate/,
];
