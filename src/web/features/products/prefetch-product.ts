import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { productQueryOptions } from '@web/features/products/api/get-product';
import { pictureSources } from '@web/features/products/components/product-image';

/** The product page's main picture: its size and how wide it is shown. */
export const PRODUCT_PAGE_PICTURE = {
  width: 800,
  height: 600,
  // Full width on phones, seven twelfths of the page (at most 1280 px) beside the facts.
  sizes: '(min-width: 1280px) 720px, (min-width: 1024px) 56vw, calc(100vw - 2rem)',
} as const;

const preloadedPictures = new Set<string>();

/** A preload the browser answers with the very request the product page's <img> makes. */
function preloadPicture(path: string) {
  if (preloadedPictures.has(path)) return;
  preloadedPictures.add(path);
  const { href, srcSet, sizes } = pictureSources(
    path,
    PRODUCT_PAGE_PICTURE.width,
    PRODUCT_PAGE_PICTURE.sizes,
  );
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  if (srcSet && sizes) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  document.head.append(link);
}

/**
 * For a link to a product: what to start when it is pointed at, focused or touched, along
 * with the page's code (app/route-preload.ts): the product's data, under the key and with
 * the call its page uses, and its main picture. The page then shows without waiting on
 * the network (issue 32).
 */
export function usePrefetchProduct(product: { id: string; imageUrl: string | null }) {
  const queryClient = useQueryClient();
  const { id, imageUrl } = product;
  return useCallback(() => {
    void queryClient.prefetchQuery(productQueryOptions(id));
    const path = imageUrl?.trim();
    if (path) preloadPicture(path);
  }, [queryClient, id, imageUrl]);
}
