import { BenefitLists } from '@web/features/home/components/benefit-lists';
import { LocalBusinessJsonLd } from '@web/features/home/components/local-business-json-ld';
import { RateCards } from '@web/features/home/components/rate-cards';
import { RateSmallPrint } from '@web/features/home/components/rate-small-print';
import { VisitStore } from '@web/features/home/components/visit-store';

// The home page's parts with nothing to hydrate (static-part.tsx), in one chunk of their own.

/** The hero's headline figures and the small print their rates require. */
export function HeroRates() {
  return (
    <>
      <RateCards />
      <RateSmallPrint className="mt-4 text-xs leading-relaxed text-brand-200" />
    </>
  );
}

/** What we offer, where the store is and when it opens, and the same for search engines. */
export function HomeDetails() {
  return (
    <>
      <BenefitLists />
      <VisitStore />
      <LocalBusinessJsonLd />
    </>
  );
}
