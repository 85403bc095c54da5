import { describe, expect, it } from 'vitest';
import { withStylesheetFirst } from './web-pages';

// As Vite writes index.html: the entry script and its module preloads, then the stylesheet.
const VITE_HEAD = [
  '<head>',
  '<meta charset="UTF-8" />',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head>',
].join('\n    ');

describe('the page template', () => {
  it('names the stylesheet, which the first paint waits on, before any script', () => {
    const html = withStylesheetFirst(VITE_HEAD);
    const stylesheet = html.indexOf('<link rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(stylesheet).toBeLessThan(html.indexOf('<script type="module"'));
    expect(stylesheet).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('leaves a template whose stylesheet already comes first, or that has none, as it is', () => {
    const first = withStylesheetFirst(VITE_HEAD);
    expect(withStylesheetFirst(first)).toBe(first);
    const none = VITE_HEAD.replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(withStylesheetFirst(none)).toBe(none);
  });
});
