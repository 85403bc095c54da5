/**
 * A page the server drew (decision 017) shows its forms before their code has
 * run, and a quick customer can type into them and press Send in that moment.
 *
 * - What is typed stays: react-hook-form keeps a field edited before the form was
 *   ready rather than writing its default value over it.
 * - What is sent waits: a form with method="post" sent before React has taken
 *   hold of it would go to the server as a plain POST and come back empty. From
 *   the moment the page's code runs (`holdEarlySubmits`), such a send is held, and
 *   form-ready.ts sends it again as soon as the form's fields are ready, with the
 *   very button that was pressed.
 *
 * - What was tapped or sent even earlier, before the page's code had arrived, the
 *   page's one inline script held (shared/early-taps-script.ts): it is taken over here
 *   and goes the same way.
 *
 * This part travels in the first download, so it is kept to the listener alone.
 */

declare global {
  interface Window {
    /** The taps and sends the inline script held (shared/early-taps-script.ts). */
    __earlyTaps?: { q: Event[]; stop: () => void };
  }
}

let heldBeforeCode: Event[] | undefined;

/** What the inline script held before this code ran, of one kind; it stops holding. */
function takeOverFromInlineScript(type: 'click' | 'submit' | 'focusout'): Event[] {
  if (!heldBeforeCode) {
    const early = window.__earlyTaps;
    early?.stop();
    delete window.__earlyTaps;
    heldBeforeCode = early?.q ?? [];
  }
  return heldBeforeCode.filter((event) => event.type === type);
}

/** The fields of a form left (blurred) before the page's code had run, for part-first-use.ts. */
export function fieldsLeftBeforeCode(): Element[] {
  return takeOverFromInlineScript('focusout').map((event) => event.target as Element);
}

/**
 * Each form on the page: "ready" once React has taken hold of its fields (its
 * submit events are React's then), or the button that sent it too early.
 */
export const earlyForms = new WeakMap<HTMLFormElement, 'ready' | HTMLElement | null>();

/** Holds a form with method="post" sent before it is ready. Call once, before hydrating. */
export function holdEarlySubmits() {
  for (const event of takeOverFromInlineScript('submit')) {
    const form = event.target as HTMLFormElement;
    if (!earlyForms.has(form)) earlyForms.set(form, (event as SubmitEvent).submitter);
  }
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.method !== 'post' || earlyForms.get(form) === 'ready') return;
      event.preventDefault();
      // React has not hydrated this form yet, and must not see the event twice.
      event.stopPropagation();
      earlyForms.set(form, event.submitter);
    },
    true,
  );
}

/**
 * Buttons only the page's code answers (Add to Cart, a menu's toggle) tapped after this
 * listener is in place and before React has taken hold of the page: replayed once it has
 * (`replayEarlyTaps`). A button that sends a form is left to the hold above.
 */
let heldTaps: HTMLButtonElement[] | null = null;

/** Call once, before hydrating; the page's root marks it with data-taps-held meanwhile. */
export function holdEarlyTaps() {
  heldTaps = [];
  for (const event of takeOverFromInlineScript('click')) {
    const button = (event.target as Element).closest('button');
    if (button && !heldTaps.includes(button)) heldTaps.push(button);
  }
  document.documentElement.dataset.tapsHeld = '';
  document.addEventListener(
    'click',
    (event) => {
      if (!heldTaps) return;
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!heldTaps.includes(button)) heldTaps.push(button);
    },
    true,
  );
}

/**
 * Right after hydrateRoot: React listens at the root now, and a click on a part not yet
 * hydrated has it hydrate that part at once and then answer the click.
 */
export function replayEarlyTaps() {
  const taps = heldTaps ?? [];
  heldTaps = null;
  delete document.documentElement.dataset.tapsHeld;
  for (const button of taps) if (button.isConnected) button.click();
}
