import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl } from '@shared/image-urls';
import { cn } from '@web/lib/cn';
import { useServerRender } from '@web/lib/server-render-context';

/** The default stock picture shown when a product's own picture is missing or fails to load. */
export const PRODUCT_PLACEHOLDER_IMAGE = '/placeholder-product.svg';
export const NO_IMAGE_TEXT = 'No image available';

type ProductImageProps = {
  /** The picture's path; null or blank when the product has none. */
  src: string | null | undefined;
  /** Empty when a visible title next to the picture already names the product (cards). */
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the picture arrives. */
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * With no picture at all: 'placeholder' shows the stock picture (cards), 'message'
   * says "No image available" (the product page).
   */
  whenMissing?: 'placeholder' | 'message';
  /**
   * How wide the picture is shown, for the browser to pick a resized variant of a
   * stored image (e.g. "(min-width: 1280px) 25vw, 50vw"); defaults to the width.
   */
  sizes?: string;
  /**
   * The page's largest picture (the product page's): fetched ahead of everything
   * else, and preloaded from the head of the HTML the server draws.
   */
  priority?: boolean;
};

/** The smallest resized variant at least as wide as the box (the largest otherwise). */
function variantFor(width: number) {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * What an <img> of this picture asks for: uploaded pictures come in resized variants, so
 * a card never downloads the full photo. Also what a preload of it names, to be the same request.
 */
export function pictureSources(path: string | null, width: number, sizes?: string) {
  const srcSet = path ? imageSrcSet(path) : undefined;
  return {
    href: path ? imageVariantUrl(path, variantFor(width)) : PRODUCT_PLACEHOLDER_IMAGE,
    srcSet,
    sizes: srcSet ? (sizes ?? `${width}px`) : undefined,
  };
}

/**
 * A product picture that falls back to the stock placeholder when it fails to load
 * (spec section 8 "Image load failure"), so a broken link never shows a broken icon.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  whenMissing = 'placeholder',
  sizes,
  priority = false,
}: ProductImageProps) {
  const server = useServerRender();
  const path = src?.trim() || null;
  // Remember which path failed, so a new path (another product) gets its own try.
  const [failedPath, setFailedPath] = useState<string | null>(null);

  if (!path && whenMissing === 'message') {
    return (
      <div
        role="img"
        aria-label={NO_IMAGE_TEXT}
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-10" />
        <span aria-hidden="true" className="text-sm font-medium">
          {NO_IMAGE_TEXT}
        </span>
      </div>
    );
  }

  const failed = !path || failedPath === path;
  const {
    href: shown,
    srcSet,
    sizes: imageSizes,
  } = pictureSources(failed ? null : path, width, sizes);
  if (server && priority)
    server.describe({ preloadImage: { href: shown, srcSet, sizes: imageSizes } });
  return (
    <img
      // A new key per source resets the browser's error state along with ours.
      key={failed ? 'placeholder' : path}
      src={shown}
      srcSet={srcSet}
      sizes={imageSizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      data-fallback={failed ? 'true' : undefined}
      onError={failed ? undefined : () => setFailedPath(path)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
