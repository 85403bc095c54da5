import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@shared/dashboard/schemas';
import { RecentActivity } from '@web/features/dashboard/components/admin/recent-activity';

const entry = (type: ActivityEntry['type'], description: string, status: string | null) => ({
  type,
  description,
  status,
  customerName: null,
  amount: null,
  timestamp: '2026-01-04T10:00:00.000Z',
});

describe('RecentActivity', () => {
  it('gives each kind of entry its own icon', () => {
    render(
      <RecentActivity
        isLoading={false}
        entries={[
          entry('cash_advance', 'Cash advance requested', 'pending'),
          entry('product_sale', 'Sold: Drill', 'sold'),
          entry('repair', 'Repair booked: Laptop', 'scheduled'),
          entry('product', 'New listing: Lamp', 'active'),
          entry('product', 'Product deleted: Ring', 'deleted'),
        ]}
      />,
    );
    const iconOf = (text: string) =>
      screen.getByText(text).closest('li')!.querySelector('svg')!.getAttribute('class');
    const icons = [
      'Cash advance requested',
      'Sold: Drill',
      'Repair booked: Laptop',
      'New listing: Lamp',
      'Product deleted: Ring',
    ].map((text) => /lucide-([a-z0-9-]+)/.exec(iconOf(text) ?? '')?.[1]);
    expect(new Set(icons).size).toBe(5);
    expect(icons[2]).toBe('wrench');
    expect(icons.filter((icon) => icon === 'wrench')).toHaveLength(1);
  });
});
