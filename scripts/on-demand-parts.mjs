/**
 * Lazy parts (src/web/lib/lazy-part.tsx, `onDemand`) fetched only when shown after a tap:
 * not in what their page downloads first (scripts/check-bundle.mjs), nor preloaded with
 * it (scripts/route-chunks-plugin.ts).
 */
export const ON_DEMAND_PARTS = [
  'src/web/features/products/components/marketplace-product-form.tsx',
  'src/web/features/orders/components/cancel-order-dialog.tsx',
];

/**
 * Lazy parts that hydrate on first use (lazy-part.tsx's default): the server draws them, and
 * their code loads when they are first used, so they are not in what a page the server drew
 * downloads first (check-bundle.mjs, and the page's HTML: server/plugins/web-pages.ts). Moving
 * to their page in the app preloads them with it (route-chunks.json), since they are drawn at once.
 */
export const FIRST_USE_PARTS = [
  // Its calendar hydrates with the page as an island (booking-calendar-island.tsx).
  'src/web/features/repairs/components/repair-booking-form.tsx',
  'src/web/features/cash-advances/components/cash-advance-form.tsx',
  'src/web/features/auth/components/sign-in-form.tsx',
  'src/web/features/auth/components/register-form.tsx',
  // Never hydrated when the server drew them (src/web/lib/static-part.tsx): the home page's
  // figures, benefits and store details. The same lists hold them: the page's HTML does not
  // name them, a move to the page in the app preloads them.
  'src/web/features/home/components/static-sections.tsx',
  // The footer's address and opening hours, on every page (app/chrome/footer-parts.ts).
  'src/web/app/chrome/footer-visit-us.tsx',
  // /cash-advance's hero and /repairs' aside (cash-advance-parts.ts, repairs-parts.ts).
  'src/web/features/cash-advances/components/cash-advance-hero.tsx',
  'src/web/features/repairs/components/booking-aside.tsx',
  // The product page's "Delivery & Contact" card (products/components/product-parts.ts).
  'src/web/features/products/components/delivery-contact-card.tsx',
  // The legal pages' text, the same way (features/legal/components/legal-parts.ts).
  'src/web/features/legal/components/terms-text.tsx',
  'src/web/features/legal/components/privacy-text.tsx',
  'src/web/features/legal/components/complaints-text.tsx',
];
