import { staticPart } from '@web/lib/static-part';

/**
 * /cash-advance's hero (the rates, the term and what we need from you) is text alone: drawn by
 * the server and never hydrated (static-part.tsx), so the page's first download carries none of
 * its code and React does not walk it as the page takes hold.
 */
export const CashAdvanceHero = staticPart('cash-advance-hero', () =>
  import('@web/features/cash-advances/components/cash-advance-hero').then(
    (module) => module.CashAdvanceHero,
  ),
);
