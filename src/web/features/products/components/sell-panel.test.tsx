import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SellPanel } from '@web/features/products/components/sell-panel';
import { MarketplaceFilters } from '@web/features/products/components/marketplace-filters';

describe('SellPanel', () => {
  it('leads customers and visitors to the cash advance request: "Sell or pawn it with us"', () => {
    render(
      <MemoryRouter>
        <SellPanel mode="customer" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sell or pawn it with us' })).toHaveAttribute(
      'href',
      '/cash-advance',
    );
    expect(screen.queryByRole('button', { name: 'List an Item' })).toBeNull();
  });

  it('gives staff the listing form behind "List an Item"', () => {
    render(
      <MemoryRouter>
        <SellPanel mode="admin" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'List an Item' })).toBeVisible();
    expect(screen.queryByText(/sign in to list/i)).toBeNull();
  });
});

describe('MarketplaceFilters', () => {
  it('offers every category the shop lists products in', () => {
    render(
      <MarketplaceFilters
        search={{ q: '', category: 'All Categories', sort: 'newest' }}
        onChange={() => {}}
      />,
    );
    const options = Array.from(
      screen.getByLabelText('Category').querySelectorAll('option'),
      (option) => [option.value, option.textContent],
    );
    expect(options).toEqual([
      ['All Categories', 'All Categories'],
      ['Electronics', 'Electronics'],
      ['Jewelry', 'Jewelry'],
      ['Tools', 'Tools'],
      ['Accessories', 'Accessories'],
      ['Home', 'Home & Garden'],
      ['Sports', 'Sports & Fitness'],
    ]);
  });
});
