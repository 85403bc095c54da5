import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '@shared/products/schemas';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';
import { AdminProductForm } from '@web/features/products/components/admin/admin-product-form';

const stored: AdminProduct = {
  id: '0f8e1c9a-3b7d-4c2e-9a55-6d1f2b3c4d5e',
  title: 'Gold Chain',
  description: '9ct, 20 inches.',
  category: 'Jewelry',
  price: '420.00',
  imageUrl: '/demo/products/gold-chain.jpg',
  thumbnailUrl: '/images/gold-chain-thumb.webp',
  condition: 'good',
  status: 'sold',
  isAvailable: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  sellerId: null,
  isAdminProduct: true,
};

const fetchMock = vi.fn<typeof fetch>();
const bodyText = (init: RequestInit | undefined) =>
  typeof init?.body === 'string' ? init.body : '{}';

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) =>
    Response.json({ ...stored, ...(JSON.parse(bodyText(init)) as object) }, { status: 201 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

function renderForm(props: Partial<Parameters<typeof AdminProductForm>[0]> = {}) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminProductForm
        aria-label="Add New Product"
        onDone={onDone}
        onCancel={() => {}}
        {...(props as object)}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onDone };
}

const sentBody = (call = 0) => JSON.parse(bodyText(fetchMock.mock.calls[call]?.[1])) as unknown;

describe('AdminProductForm: adding', () => {
  it('refuses to send without title, price and category, with the spec toast', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Camera');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (£)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the spec payload with the defaults: condition new, status active', async () => {
    const { onDone } = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), '  Digital Camera ');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Electronics');
    await userEvent.type(screen.getByLabelText('Price (£)'), '265.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/products');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody()).toEqual({
      title: 'Digital Camera',
      description: '',
      category: 'Electronics',
      price: '265.50',
      condition: 'new',
      status: 'active',
      imageUrl: null,
      thumbnailUrl: null,
    });
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('offers the admin categories, with "Sports" as the admin screens call it', () => {
    renderForm();
    const options = Array.from(
      screen.getByLabelText<HTMLSelectElement>('Category').options,
      (option) => option.text,
    );
    expect(options).toEqual([
      'Select a category',
      'Electronics',
      'Jewelry',
      'Tools',
      'Accessories',
      'Home & Garden',
      'Sports',
    ]);
  });
});

describe('AdminProductForm: the picture slot', () => {
  it('hands the image value to the slot control and sends what it sets', async () => {
    const { onDone } = renderForm({
      renderImageField: ({ value, onChange }) => (
        <button type="button" onClick={() => onChange('/images/abc')}>
          Upload ({value ?? 'none'})
        </button>
      ),
    });
    expect(screen.queryByLabelText(/Image path/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload (none)' }));
    expect(screen.getByRole('button', { name: 'Upload (/images/abc)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Lamp');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Home');
    await userEvent.type(screen.getByLabelText('Price (£)'), '32');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sentBody()).toMatchObject({ imageUrl: '/images/abc', thumbnailUrl: '/images/abc' });
  });
});

describe('AdminProductForm: editing', () => {
  it('never sends status, and keeps the thumbnail while the picture stays', async () => {
    const { onDone } = renderForm({ 'aria-label': 'Edit Product', product: stored });
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    const price = screen.getByLabelText('Price (£)');
    await userEvent.clear(price);
    await userEvent.type(price, '399');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/products/${stored.id}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    const body = sentBody() as Record<string, unknown>;
    expect(body).not.toHaveProperty('status');
    expect(body).toMatchObject({
      price: '399.00',
      imageUrl: stored.imageUrl,
      thumbnailUrl: stored.thumbnailUrl,
    });
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
  });

  it('the Ultra Simple screen checks the required fields on update too', async () => {
    renderForm({ 'aria-label': 'Edit Gold Chain', product: stored, requireFieldsOnUpdate: true });
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the main edit dialog shows the field message without the toast', async () => {
    renderForm({ 'aria-label': 'Edit Product', product: stored });
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Failed to update product" when the server refuses', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ message: 'Product not found' }, { status: 404 }),
    );
    const { onDone } = renderForm({ 'aria-label': 'Edit Product', product: stored });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update product')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
