import { Clock, Navigation, Phone, Store, Truck } from 'lucide-react';
import { directionsUrl, shop, telHref } from '@shared/shop';
import { OpeningHoursTable } from '@web/components/shop/opening-hours-table';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** Spec "Product detail": the "Delivery & Contact" card beside the product. */
export function DeliveryContactCard() {
  return (
    <Card role="region" aria-labelledby="delivery-contact-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="delivery-contact-title" className="flex items-center gap-2">
            <Truck aria-hidden="true" className="size-5 text-gold-600" />
            Delivery &amp; Contact
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex gap-3">
          <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
          <address className="not-italic">
            <span className="block font-semibold text-brand-950">{shop.name}</span>
            <span className="block text-muted-foreground">
              {shop.streetAddress}, {shop.locality} {shop.postcode}
            </span>
          </address>
        </div>
        <ul className="grid gap-1.5 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <li className="flex items-center gap-2">
            <Truck aria-hidden="true" className="size-4 shrink-0" />
            Same-day local delivery available
          </li>
          <li className="flex items-center gap-2">
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            Leeds area delivery service
          </li>
        </ul>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <a href={telHref}>
              <Phone aria-hidden="true" />
              Call {shop.telephone}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={directionsUrl} target="_blank" rel="noopener noreferrer">
              <Navigation aria-hidden="true" />
              Visit Store
              <span className="sr-only"> (directions open in a new tab)</span>
            </a>
          </Button>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-brand-950">
            <Clock aria-hidden="true" className="size-4 text-gold-600" />
            Store Hours
          </h3>
          <OpeningHoursTable caption="Store hours" className="mt-1" />
        </div>
        <div className="border-t border-border pt-4">
          <h3 className="font-semibold text-brand-950">About {shop.name}</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            An independent shop on Beeston Road, Leeds. Every item is checked by our team before it
            is listed, and you are welcome to see it in store before you buy. Questions about an
            item? Call us or pop in.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
