/**
 * Lazy parts (src/web/lib/lazy-part.tsx, `onDemand`) fetched only when shown after a tap:
 * not in what their page downloads first (scripts/check-bundle.mjs), nor preloaded with
 * it (scripts/route-chunks-plugin.ts, and so the page's HTML).
 */
export const ON_DEMAND_PARTS = [
  'src/web/features/products/components/marketplace-product-form.tsx',
  'src/web/features/orders/components/cancel-order-dialog.tsx',
];
