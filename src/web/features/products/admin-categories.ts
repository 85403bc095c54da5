import { productCategories } from '@shared/products/values';

/**
 * Spec section 3: the admin screens offer Electronics, Jewelry, Tools, Accessories,
 * Home & Garden and Sports (the marketplace panel says "Sports & Fitness").
 */
export const adminProductCategories = productCategories.map((category) =>
  category.value === 'Sports' ? { value: category.value, label: 'Sports' } : category,
);
