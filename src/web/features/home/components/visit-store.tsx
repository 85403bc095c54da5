import { Clock, Navigation, Phone, Store } from 'lucide-react';
import { directionsUrl, shop, telHref } from '@shared/shop';
import { OpeningHoursTable } from '@web/components/shop/opening-hours-table';
import { ShopContact } from '@web/components/shop/shop-contact';
import { FixedButton } from '@web/components/ui/fixed-button';
import {
  FixedCard,
  FixedCardContent,
  FixedCardHeader,
  FixedCardTitle,
} from '@web/components/ui/fixed-card';

export function VisitStore() {
  return (
    <section
      aria-labelledby="visit-store-title"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
    >
      <h2
        id="visit-store-title"
        className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
      >
        Visit Our Store
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Bring your items in for a free valuation, drop off a repair or collect a purchase. No
        appointment needed.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <FixedCard>
          <FixedCardHeader>
            <FixedCardTitle className="flex items-center gap-2.5">
              <Store className="size-5 text-gold-600" aria-hidden="true" />
              {shop.name}
            </FixedCardTitle>
          </FixedCardHeader>
          <FixedCardContent className="grid gap-6">
            <ShopContact className="text-base" />
            <div className="flex flex-col gap-3 sm:flex-row">
              <FixedButton asChild>
                <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
                  <Navigation aria-hidden="true" />
                  Get Directions
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </FixedButton>
              <FixedButton asChild variant="outline">
                <a href={telHref}>
                  <Phone aria-hidden="true" />
                  Call {shop.telephone}
                </a>
              </FixedButton>
            </div>
          </FixedCardContent>
        </FixedCard>
        <FixedCard>
          <FixedCardHeader>
            <FixedCardTitle className="flex items-center gap-2.5">
              <Clock className="size-5 text-gold-600" aria-hidden="true" />
              Opening Hours
            </FixedCardTitle>
          </FixedCardHeader>
          <FixedCardContent>
            <OpeningHoursTable className="sm:text-base" />
          </FixedCardContent>
        </FixedCard>
      </div>
    </section>
  );
}
