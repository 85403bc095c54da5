import { OpeningHoursTable } from '@web/components/shop/opening-hours-table';
import { ShopContact } from '@web/components/shop/shop-contact';

/** The footer's address, telephone and opening hours: a static part (footer-parts.ts). */
export function FooterVisitUs() {
  return (
    <>
      <ShopContact className="text-sm [&_a]:text-white" />
      <OpeningHoursTable caption="Opening hours" className="mt-4 [&_tr]:border-white/10" />
    </>
  );
}
