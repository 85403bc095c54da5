import { shop } from '@shared/shop';
import { BenefitLists } from '@web/features/home/components/benefit-lists';
import { ClosingCta } from '@web/features/home/components/closing-cta';
import { HomeHero } from '@web/features/home/components/home-hero';
import { LocalBusinessJsonLd } from '@web/features/home/components/local-business-json-ld';
import { ServiceTiles } from '@web/features/home/components/service-tiles';
import { VisitStore } from '@web/features/home/components/visit-store';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Home (/): spec section 2 "Home". */
export function HomePage() {
  usePageMeta({
    fullTitle: `${shop.name} – cash advances, repairs and marketplace in Leeds`,
    description:
      'Cash advances against gold and valuables, laptop, Mac and console repairs, and second-hand goods with same-day delivery in Leeds.',
  });
  return (
    <>
      <HomeHero />
      <ServiceTiles />
      <BenefitLists />
      <VisitStore />
      <ClosingCta />
      <LocalBusinessJsonLd />
    </>
  );
}
