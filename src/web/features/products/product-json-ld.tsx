import type { Product } from '@shared/products/schemas';
import type { ProductCondition, ProductRecordStatus } from '@shared/products/values';
import { shop } from '@shared/shop';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@web/features/products/components/product-image';
import { JsonLd } from '@web/lib/json-ld';
import { useOrigin } from '@web/lib/server-render-context';
import { paths } from '@web/lib/paths';

/** What a shopper can do with the offer, by the product's status. */
const AVAILABILITY: Record<ProductRecordStatus, string> = {
  active: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  inactive: 'https://schema.org/OutOfStock',
  reserved: 'https://schema.org/OutOfStock',
  draft: 'https://schema.org/OutOfStock',
};

/** Brand New is new; every other grade is second-hand. */
const itemCondition = (condition: string) =>
  (condition as ProductCondition) === 'new'
    ? 'https://schema.org/NewCondition'
    : 'https://schema.org/UsedCondition';

/** schema.org Product data for the product page: name, picture, price in GBP, availability. */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const url = `${origin}${paths.product(product.id)}`;
  const description = product.description.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.title,
    image: `${origin}${product.imageUrl ?? PRODUCT_PLACEHOLDER_IMAGE}`,
    ...(description ? { description } : {}),
    sku: product.id,
    category: product.category,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'GBP',
      availability: AVAILABILITY[product.status],
      itemCondition: itemCondition(product.condition),
      seller: { '@type': 'LocalBusiness', name: shop.name },
    },
  };
}

export function ProductJsonLd({ product }: { product: Product }) {
  return <JsonLd data={productJsonLd(product, useOrigin())} />;
}
