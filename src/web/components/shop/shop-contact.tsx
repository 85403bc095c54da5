import { MapPin, Phone } from 'lucide-react';
import { shop, telHref } from '@shared/shop';
import { clsx } from 'clsx';

/**
 * Postal address and phone number, marked up as an <address> with a callable link.
 * `className` adds classes (plain clsx: this is in `/`'s first download, tailwind-merge is not).
 */
export function ShopContact({ className }: { className?: string }) {
  return (
    <address className={clsx('grid gap-3 not-italic', className)}>
      <p className="flex items-start gap-2.5">
        <MapPin className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
        <span>
          {shop.streetAddress}
          <br />
          {shop.locality} {shop.postcode}
        </span>
      </p>
      <p className="flex items-center gap-2.5">
        <Phone className="size-5 shrink-0 text-gold-600" aria-hidden="true" />
        <a href={telHref} className="font-semibold underline-offset-4 hover:underline">
          <span className="sr-only">Call us on </span>
          {shop.telephone}
        </a>
      </p>
    </address>
  );
}
