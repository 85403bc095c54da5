import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Helpers for the accessibility spec: an axe scan that fails on serious and
 * critical findings and prints them so they can be fixed without a trace viewer,
 * a "settled page" wait, and a check that the focused element shows a focus ring.
 */

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order, region...). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

const blocking = new Set(['serious', 'critical']);

/** One readable block per rule: what failed, where, and axe's own advice. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    (+${violation.nodes.length - 8} more)` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Scans the whole page and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Full details for the violations only: much quicker on long pages.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  // Soft, so one run reports every screen's findings, not only the first screen's.
  expect
    .soft(
      found.map((violation) => violation.id),
      `Serious or critical accessibility violations on ${screen}:\n${describeViolations(found)}`,
    )
    .toEqual([]);
}

/**
 * Waits until the screen has its content: a main heading, no skeleton blocks,
 * nothing marked busy, and no request in flight for a moment.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Whether the focused element shows a focus indicator: an outline (style not `none`,
 * width above 0) or a box-shadow ring (no offset, no blur, a spread, a colour) on the
 * element or its ::before/::after. When a wrapper draws the indicator instead (a card
 * around a stretched link, a label around a radio), an outline or ring on one of the
 * three nearest ancestors counts: the app draws those only on `:has(:focus-visible)`.
 */
export async function focusIndicator(
  page: Page,
): Promise<{ visible: boolean; element: string | null }> {
  return page.evaluate(async (): Promise<{ visible: boolean; element: string | null }> => {
    // A ring that fades in is read at its start otherwise (getAnimations flushes styles first).
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { visible: false, element: null };
    }
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
    const described = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label}" on ${location.pathname}`;

    const hasOutline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // "rgb(29, 78, 216) 0px 0px 0px 3px": a ring. Shadows with blur or offset are decoration.
    const hasRing = (style: CSSStyleDeclaration) =>
      style.boxShadow
        .split(/,(?![^(]*\))/)
        .map((shadow) => shadow.trim())
        .some((shadow) => {
          if (/rgba\([^)]*,\s*0\)/.test(shadow) || shadow.includes('transparent')) return false;
          const lengths = (shadow.replace(/rgba?\([^)]*\)/g, '').match(/-?[\d.]+px/g) ?? []).map(
            parseFloat,
          );
          const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
          return x === 0 && y === 0 && blur === 0 && spread > 0;
        });

    const own = [
      getComputedStyle(element),
      getComputedStyle(element, '::before'),
      getComputedStyle(element, '::after'),
    ];
    if (own.some((style) => hasOutline(style) || hasRing(style))) {
      return { visible: true, element: described };
    }
    let ancestor = element.parentElement;
    for (let level = 0; ancestor && level < 3; level += 1) {
      const style = getComputedStyle(ancestor);
      if (hasOutline(style) || hasRing(style)) return { visible: true, element: described };
      ancestor = ancestor.parentElement;
    }
    return { visible: false, element: described };
  });
}

/**
 * Presses Tab up to `presses` times and checks that every element reached shows a
 * focus indicator (only inside `within`, when given). Returns how many were checked.
 */
export async function expectVisibleFocusWhileTabbing(
  page: Page,
  presses: number,
  within?: Locator,
): Promise<number> {
  const problems: string[] = [];
  let checked = 0;
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    if (within && !(await containsFocus(within))) continue;
    const { visible, element } = await focusIndicator(page);
    // Past the last element, Tab leaves the page for the browser's own controls.
    if (element === null) break;
    checked += 1;
    if (!visible) problems.push(element);
  }
  expect(checked, 'Tab reached something on the page').toBeGreaterThan(0);
  expect
    .soft(problems, `Focused without a visible focus indicator:\n  ${problems.join('\n  ')}`)
    .toEqual([]);
  return checked;
}

/** Whether focus is inside the element. */
export function containsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((root) => root.contains(document.activeElement));
}
