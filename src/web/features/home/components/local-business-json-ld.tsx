import { directionsUrl, openingHours, shop } from '@shared/shop';
import { JsonLd } from '@web/lib/json-ld';
import { useOrigin } from '@web/lib/server-render-context';

/** schema.org LocalBusiness data so search engines show the address, phone and hours. */
export function localBusinessJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#shop`,
    name: shop.name,
    url: `${origin}/`,
    telephone: shop.telephoneE164,
    hasMap: directionsUrl,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.streetAddress,
      addressLocality: shop.locality,
      postalCode: shop.postcode,
      addressCountry: shop.country,
    },
    openingHoursSpecification: openingHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.dayOfWeek.map((day) => `https://schema.org/${day}`),
        opens: row.opens,
        closes: row.closes,
      })),
  };
}

export function LocalBusinessJsonLd() {
  return <JsonLd data={localBusinessJsonLd(useOrigin())} />;
}
