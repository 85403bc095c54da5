import { toast } from '@web/components/ui/use-toast';
import { addCartItem } from '@web/features/orders/api/cart-store';

export const ADDED_TO_CART = 'Added to Cart';
export const ALREADY_IN_CART = 'Already in your cart';

type Addable = {
  id: string;
  title: string;
  price: string;
  imageUrl: string | null;
  thumbnailUrl?: string | null;
};

/** Spec section 2's toast, and the item really goes into the cart (issue 16). */
export function addToCart(product: Addable): void {
  const added = addCartItem({
    productId: product.id,
    title: product.title,
    price: product.price,
    imageUrl: product.thumbnailUrl ?? product.imageUrl,
  });
  if (added) {
    toast({ title: ADDED_TO_CART, description: `${product.title} has been added to your cart.` });
  } else {
    // Every product is a single second-hand item: it can be in the cart once.
    toast({
      title: ALREADY_IN_CART,
      description: `${product.title} is one of a kind and already in your cart.`,
    });
  }
}
