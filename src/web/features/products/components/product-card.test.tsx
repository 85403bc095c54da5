import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@web/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductListItem } from '@shared/products/schemas';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@web/features/products/components/product-image';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';
import { ProductCard } from '@web/features/products/components/product-card';

const product: ProductListItem = {
  id: '5b0c7c2e-8f7e-4a55-9d3c-0b6f0f7b9a11',
  title: 'Cordless Drill 18V',
  description: 'Two batteries and a charger.',
  category: 'Tools',
  price: '349.50',
  imageUrl: '/demo/products/cordless-drill.jpg',
  thumbnailUrl: null,
  condition: 'like-new',
  createdAt: '2026-01-02T10:00:00.000Z',
};

function renderCard(item: ProductListItem = product) {
  return render(
    <MemoryRouter>
      <ProductCard product={item} />
      <Toaster />
    </MemoryRouter>,
  );
}

afterEach(() => dismissToast());

describe('ProductCard', () => {
  it.each([
    ['12.50', '£12.50'],
    ['120.00', '£120'],
    ['1234.05', '£1,234.05'],
  ])('shows %s as %s', (price, shown) => {
    renderCard({ ...product, price });
    expect(within(screen.getByRole('article')).getByText(shown)).toBeInTheDocument();
  });

  it('shows the exact price and links the title to the product page', () => {
    renderCard();
    const card = screen.getByRole('article');
    // PRODUCT.md: the exact price, not the spec's rounded "£350".
    expect(within(card).getByText('£349.50')).toBeInTheDocument();
    expect(within(card).queryByText('£350')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: product.title })).toHaveAttribute(
      'href',
      `/product/${product.id}`,
    );
    expect(within(card).getByText('Tools')).toBeInTheDocument();
    expect(within(card).getByText('Like New')).toBeInTheDocument();
  });

  it('reserves the picture box and loads the picture lazily', () => {
    const { container } = renderCard();
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', product.imageUrl);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the stock picture when the picture fails to load', () => {
    const { container } = renderCard();
    fireEvent.error(container.querySelector('img')!);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
    expect(image).toHaveAttribute('width', '800');
    // The placeholder failing too must not loop.
    fireEvent.error(image);
    expect(container.querySelector('img')).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
  });

  it('uses the stock picture when the product has none, and prefers the thumbnail', () => {
    const { container, unmount } = renderCard({ ...product, imageUrl: null });
    expect(container.querySelector('img')).toHaveAttribute('src', PRODUCT_PLACEHOLDER_IMAGE);
    unmount();
    const thumb = renderCard({ ...product, thumbnailUrl: '/images/drill-thumb.webp' });
    expect(thumb.container.querySelector('img')).toHaveAttribute('src', '/images/drill-thumb.webp');
  });

  it('"Add to Cart" only says so, naming the product', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(screen.getByText('Cordless Drill 18V has been added to your cart.')).toBeInTheDocument();
  });
});
