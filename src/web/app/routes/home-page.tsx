import { shop } from '@shared/shop';
import { ClosingCta } from '@web/features/home/components/closing-cta';
import { HomeHero } from '@web/features/home/components/home-hero';
import { HomeDetails } from '@web/features/home/components/home-parts';
import { ServiceTiles } from '@web/features/home/components/service-tiles';
import { usePageMeta } from '@web/lib/use-page-meta';

export { homePartsReady } from '@web/features/home/components/home-parts';

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
      {/* Benefits, the store and its structured data: drawn by the server, no code in the browser. */}
      <HomeDetails />
      <ClosingCta />
    </>
  );
}
