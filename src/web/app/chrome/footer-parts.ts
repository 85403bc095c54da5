import { staticPart } from '@web/lib/static-part';

/**
 * The footer's address and opening hours, on every page: drawn by the server and never hydrated
 * (static-part.tsx), so no page's first download carries their code and React does not walk
 * them as a page takes hold. A page drawn in the browser alone loads them with it.
 */
export const FooterVisitUs = staticPart('footer-visit-us', () =>
  import('@web/app/chrome/footer-visit-us').then((module) => module.FooterVisitUs),
);
