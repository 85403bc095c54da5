/**
 * The lazy parts whose code a page drawn by the server waits for before it hydrates
 * (main.tsx; filled by lazy-part.tsx as the page's code runs). Apart from lazy-part.tsx
 * so the first download of every page carries only this list.
 */
export const partsWithThePage: Promise<unknown>[] = [];
