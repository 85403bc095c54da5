import { directionsUrl, openingHours, shop } from '@shared/shop';

/** schema.org LocalBusiness data so search engines show the address, phone and hours. */
export function LocalBusinessJsonLd() {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: shop.name,
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
        dayOfWeek: row.dayOfWeek,
        opens: row.opens,
        closes: row.closes,
      })),
  };
  // JSON.stringify output is safe inside the script once "<" is escaped.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
