import { toast } from '@web/components/ui/use-toast';

export const ADDED_TO_CART = 'Added to Cart';

/** Spec section 2: adding to the cart only says so; nothing is stored yet. */
export function addToCart(product: { title: string }): void {
  toast({ title: ADDED_TO_CART, description: `${product.title} has been added to your cart.` });
}
