import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/products/schemas';
import { ProductJsonLd } from '@web/features/products/product-json-ld';

const product: Product = {
  id: '5b0c7c2e-8f7e-4a55-9d3c-0b6f0f7b9a11',
  title: 'Cordless Drill 18V </script><script>alert(1)</script>',
  description: 'Two batteries and a charger.',
  category: 'Tools',
  price: '349.50',
  imageUrl: '/demo/products/cordless-drill.jpg',
  thumbnailUrl: null,
  condition: 'like-new',
  createdAt: '2026-01-02T10:00:00.000Z',
  status: 'active',
  isAvailable: true,
};

/** Renders the component and answers the parsed JSON-LD it wrote. */
function structuredData(
  item: Product,
): Record<string, unknown> & { offers: Record<string, unknown> } {
  const { container } = render(<ProductJsonLd product={item} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as ReturnType<typeof structuredData>;
}

describe('ProductJsonLd', () => {
  it('describes the product with its picture, price in pounds and condition', () => {
    const data = structuredData(product);
    const origin = window.location.origin;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: 'Two batteries and a charger.',
      image: `${origin}/demo/products/cordless-drill.jpg`,
      sku: product.id,
      offers: {
        '@type': 'Offer',
        url: `${origin}/product/${product.id}`,
        price: '349.50',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });

  it.each([
    ['sold', 'https://schema.org/SoldOut'],
    ['inactive', 'https://schema.org/OutOfStock'],
  ] as const)('gives a %s product the availability %s', (status, availability) => {
    expect(structuredData({ ...product, status, isAvailable: false }).offers.availability).toBe(
      availability,
    );
  });

  it('marks a brand new item as new and falls back to the stock picture', () => {
    const data = structuredData({ ...product, condition: 'new', imageUrl: null, description: '' });
    expect(data.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(data.image).toBe(`${window.location.origin}/placeholder-product.svg`);
    expect(data).not.toHaveProperty('description');
  });

  it('cannot be closed early by a title holding "</script>"', () => {
    const { container } = render(<ProductJsonLd product={product} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.innerHTML).not.toContain('</script><script>');
  });
});
