import { useEffect } from 'react';
import { shop } from '@shared/shop';

export type PageMeta = {
  /** Page name; the shop name is appended. Omit on the home page to use `fullTitle`. */
  title?: string;
  /** Used as-is when given (the home page's title leads with the shop name). */
  fullTitle?: string;
  description?: string;
  /** Adds <meta name="robots" content="noindex"> while the page is mounted. */
  noindex?: boolean;
};

function ensureMeta(name: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  return element;
}

/**
 * Sets document.title and the meta description for a screen, and puts back what
 * was there when the screen unmounts, so a page without meta never shows a stale one.
 */
export function usePageMeta({ title, fullTitle, description, noindex = false }: PageMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = fullTitle ?? (title ? `${title} | ${shop.name}` : shop.name);
    return () => {
      document.title = previousTitle;
    };
  }, [title, fullTitle]);

  useEffect(() => {
    if (!description) return;
    const meta = ensureMeta('description');
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}
