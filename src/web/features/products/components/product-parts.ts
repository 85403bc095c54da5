import { staticPart } from '@web/lib/static-part';

/**
 * The product page's "Delivery & Contact" card is text and links alone: drawn by the server and
 * never hydrated (static-part.tsx), so the page's first download carries none of its code.
 */
export const DeliveryContactCard = staticPart('delivery-contact', () =>
  import('@web/features/products/components/delivery-contact-card').then(
    (module) => module.DeliveryContactCard,
  ),
);
