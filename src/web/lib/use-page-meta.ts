import { useEffect } from 'react';
import { shop } from '@shared/shop';
import { useServerRender } from '@web/lib/server-render-context';

export type PageMeta = {
  /** Page name; the shop name is appended. Omit on the home page to use `fullTitle`. */
  title?: string;
  /** Used as-is when given (the home page's title leads with the shop name). */
  fullTitle?: string;
  description?: string;
  /** Adds <meta name="robots" content="noindex"> while the page is mounted. */
  noindex?: boolean;
  /** The HTTP status the server answers the page with (404 for "not found" pages). */
  status?: number;
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
 * While the server draws the page, it hands the same facts to the document's head.
 */
export function usePageMeta({
  title,
  fullTitle,
  description,
  noindex = false,
  status,
}: PageMeta): void {
  const documentTitle = fullTitle ?? (title ? `${title} | ${shop.name}` : shop.name);
  // On the server the effects below never run: the head is written from what the page said.
  const server = useServerRender();
  server?.describe({ title: documentTitle, description, noindex, status });

  useEffect(() => {
    const previousTitle = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previousTitle;
    };
  }, [documentTitle]);

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
    // A page the server drew already has the tag: take it over rather than add a second.
    const meta =
      document.head.querySelector<HTMLMetaElement>('meta[name="robots"]') ??
      document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}
