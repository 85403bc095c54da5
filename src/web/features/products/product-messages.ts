import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api-client';

/** Spec section 8: the admin product toasts, written once for both admin screens. */
export const productMessages = {
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  statusUpdated: 'Product status updated successfully',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  statusFailed: 'Failed to update product status',
  requiredFields: 'Please fill in all required fields',
} as const;

export function toastSuccess(description: string): void {
  toast({ title: 'Success', description });
}

export function toastError(description: string): void {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * The spec's failure text, or, when the server refused the write to this login
 * (403: a pledge or an uncollected device is the owner's to price), its reason.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 403
    ? errorMessage(error, fallback)
    : fallback;
}
