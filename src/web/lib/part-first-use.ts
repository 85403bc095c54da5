/**
 * What is done to a page's part before its code has arrived (lazy-part.tsx). The server
 * draws the part whole; its region (`data-lazy-part="drawn"`) stays as drawn, native fields
 * and all, until it is first used. Meanwhile, listening on the document (capture, after
 * early-submit.ts's own listeners):
 *
 * - a focus, press, key, input, change, tap or send inside it is its first use: the part's
 *   code loads and React hydrates it; pointing at it fetches the code ahead;
 * - a field left (blur) is noted, and a tap on a button only the code answers (a calendar
 *   day, Try again) is held, by the rules of early-submit.ts (a button that sends its form
 *   is left to the form's send, which early-submit.ts holds);
 * - an island inside it (`data-island`: a piece that hydrates with the page as a React root
 *   of its own, like the booking calendar) answers its own taps once it is live; a tap on it
 *   before then is held for it and pressed again as it goes live (`islandIsLive`), not handed
 *   to the part; either way it is a use of the part;
 * - once the part has hydrated, `takeEarlyUse` hands it all: what was typed or chosen (read
 *   before react-hook-form writes its default values over it) goes in again as the input
 *   and change events the part's own handlers answer (so "Gold" still selects gold
 *   collateral), then the blurs, then the taps, each once.
 */

import { fieldsLeftBeforeCode } from '@web/lib/early-submit';

type Owner = { activate: () => unknown; preload: () => unknown };
type Noted = { used: boolean; blurred: Element[]; taps: HTMLButtonElement[] };

const WAITING = '[data-lazy-part="drawn"]';
const CONTROLS = 'input, select, textarea';
const ISLAND = '[data-island]';
const USES = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'click', 'submit'];

const owners = new WeakMap<Element, Owner>();
/** Regions React has hydrated, known here at once (their attribute follows a render later). */
const hydrated = new WeakSet<Element>();
const noted = new WeakMap<Element, Noted>();
const liveIslands = new WeakSet<Element>();
const islandTaps = new WeakMap<Element, HTMLButtonElement[]>();

function notesOf(region: Element): Noted {
  let notes = noted.get(region);
  if (!notes) noted.set(region, (notes = { used: false, blurred: [], taps: [] }));
  return notes;
}

function onEvent(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const region = target.closest(WAITING);
  if (!region || hydrated.has(region)) return;
  const owner = owners.get(region);
  if (event.type === 'pointerover') {
    owner?.preload();
    return;
  }
  const notes = notesOf(region);
  if (event.type === 'focusout') {
    if (target.matches(CONTROLS) && !notes.blurred.includes(target)) notes.blurred.push(target);
    return;
  }
  if (event.type === 'click' && !event.defaultPrevented) {
    const button = target.closest('button');
    const island = target.closest(ISLAND);
    const answered = island !== null && liveIslands.has(island);
    if (button && !answered && !button.disabled && !(button.type === 'submit' && button.form)) {
      // React would drop it (the part, or its island, is not hydrated): held, and pressed
      // again once it is.
      event.preventDefault();
      event.stopPropagation();
      const taps = island ? heldFor(island) : notes.taps;
      if (!taps.includes(button)) taps.push(button);
    }
  }
  notes.used = true;
  owner?.activate();
}

function heldFor(island: Element): HTMLButtonElement[] {
  let taps = islandTaps.get(island);
  if (!taps) islandTaps.set(island, (taps = []));
  return taps;
}

/** The island has hydrated: it answers its own taps from now on, and those held meanwhile. */
export function islandIsLive(island: Element) {
  liveIslands.add(island);
  const taps = islandTaps.get(island) ?? [];
  islandTaps.delete(island);
  for (const button of taps) if (button.isConnected && !button.disabled) button.click();
}

let watching = false;
/** Starts listening, once per page (a part's module calls it as it is defined). */
export function watchPartRegions() {
  if (watching) return;
  watching = true;
  for (const type of [...USES, 'focusout', 'pointerover']) {
    document.addEventListener(type, onEvent, true);
  }
}

/**
 * The part drawn in `region` answers to its first use; used already (before the page
 * hydrated, or a send held since before the code ran), it is activated at once.
 */
export function watchRegion(region: Element, owner: Owner, usedAlready = false): () => void {
  owners.set(region, owner);
  noteFieldsLeftBeforeCode(region);
  if (usedAlready || noted.get(region)?.used || usedBeforeListening(region)) owner.activate();
  return () => owners.delete(region);
}

/**
 * Used before anything here listened: on a slow connection the visitor can reach a field
 * before the page's code has run at all. A field still focused, or one whose value is no
 * longer the drawn one, is a first use that would otherwise wait for the next tap.
 */
function usedBeforeListening(region: Element): boolean {
  return (
    region.contains(document.activeElement) ||
    [...region.querySelectorAll(CONTROLS)].some((control) => changedValue(control).length > 0)
  );
}

/**
 * A field left before the page's code had run (the page's inline script noted it): the part
 * was used, and the field is handed over as left, so its "is required" shows once it hydrates.
 */
function noteFieldsLeftBeforeCode(region: Element) {
  const left = fieldsLeftBeforeCode().filter(
    (field) => region.contains(field) && field.matches(CONTROLS),
  );
  if (left.length === 0) return;
  const notes = notesOf(region);
  notes.used = true;
  for (const field of left) if (!notes.blurred.includes(field)) notes.blurred.push(field);
}

/** What was done to the region before it hydrated, to hand over once it has. */
export type EarlyUse = { replay: () => void };

/**
 * Reads the region's changed fields now (before they are registered) and its notes; from now
 * on its events are React's.
 */
export function takeEarlyUse(region: Element): EarlyUse {
  const notes = noted.get(region);
  noted.delete(region);
  hydrated.add(region);
  const restores = [...region.querySelectorAll(CONTROLS)].flatMap(changedValue);
  // An island that never went live is drawn by the part now: its held taps are the part's.
  const islandHeld = [...region.querySelectorAll(ISLAND)].flatMap((island) => {
    const taps = liveIslands.has(island) ? [] : (islandTaps.get(island) ?? []);
    islandTaps.delete(island);
    return taps;
  });
  return {
    replay() {
      for (const restore of restores) restore();
      for (const field of notes?.blurred ?? []) {
        if (field.isConnected && field !== document.activeElement)
          field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
      for (const button of [...islandHeld, ...(notes?.taps ?? [])])
        if (button.isConnected && !button.disabled) button.click();
    },
  };
}

/** How to put back what the visitor changed in one field, as the events a person's change fires. */
function changedValue(control: Element): (() => void)[] {
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return [];
    const chosen = control.value;
    const drawn = [...control.options].filter((option) => option.defaultSelected).pop();
    if (chosen === (drawn ?? control.options[0])?.value) return [];
    return [
      () => {
        control.value = chosen;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      },
    ];
  }
  if (control instanceof HTMLInputElement) {
    if (control.type === 'hidden') return [];
    if (control.type === 'file') {
      if (!control.files?.length) return [];
      return [() => control.dispatchEvent(new Event('change', { bubbles: true }))];
    }
    if (control.type === 'checkbox' || control.type === 'radio') {
      const checked = control.checked;
      if (checked === control.defaultChecked || (control.type === 'radio' && !checked)) return [];
      // A press toggles it, as React's change event for a checkbox expects.
      return [() => void (control.checked !== checked && control.click())];
    }
  } else if (!(control instanceof HTMLTextAreaElement)) return [];
  const field = control;
  const typed = field.value;
  if (typed === field.defaultValue) return [];
  return [
    () => {
      // The prototype's setter, not the element's own: React then sees a value it did not set.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        typed,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
  ];
}
