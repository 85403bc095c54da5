import { afterEach, expect, test, vi } from 'vitest';
import { islandIsLive, takeEarlyUse, watchPartRegions, watchRegion } from '@web/lib/part-first-use';

/** A waiting part with a button of its own and an island (the booking calendar's kind). */
function drawPart() {
  document.body.innerHTML = `
    <div data-lazy-part="drawn">
      <button type="button" id="own">Try again</button>
      <div data-island="calendar"><button type="button" id="next">Next month</button></div>
    </div>`;
  const region = document.querySelector('[data-lazy-part]')!;
  const owner = { activate: vi.fn(), preload: vi.fn() };
  watchPartRegions();
  const stop = watchRegion(region, owner);
  const pressed: string[] = [];
  // Stands for the React roots listening below the document.
  document.body.addEventListener('click', (event) => pressed.push((event.target as Element).id));
  return { region, owner, stop, pressed, island: region.querySelector('[data-island]')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('a tap on an island not yet live is held for it, pressed as it goes live, and a use of the part', () => {
  const { owner, pressed, island } = drawPart();
  document.getElementById('next')!.click();
  expect(pressed).toEqual([]);
  expect(owner.activate).toHaveBeenCalled();

  islandIsLive(island);
  expect(pressed).toEqual(['next']);
});

test('a live island answers its own taps, and they are not handed to the part again', () => {
  const { region, pressed, island } = drawPart();
  islandIsLive(island);
  document.getElementById('next')!.click();
  document.getElementById('own')!.click();
  expect(pressed).toEqual(['next']);

  takeEarlyUse(region).replay();
  expect(pressed).toEqual(['next', 'own']);
});

test('taps held for an island that never went live go to the part once it hydrates', () => {
  const { region, pressed } = drawPart();
  document.getElementById('next')!.click();
  takeEarlyUse(region).replay();
  expect(pressed).toEqual(['next']);
});

test('a field typed into, or focused, before anything listened is a first use when the part is watched', () => {
  document.body.innerHTML = `
    <form data-lazy-part="drawn"><input name="username" value="" /></form>
    <form data-lazy-part="drawn"><input name="email" value="" /></form>
    <form data-lazy-part="drawn"><input name="phone" value="" /></form>`;
  const [typed, focused, untouched] = [...document.querySelectorAll('[data-lazy-part]')];
  (typed!.querySelector('input') as HTMLInputElement).value = 'demo';
  focused!.querySelector('input')!.focus();
  const owners = [typed, focused, untouched].map(() => ({ activate: vi.fn(), preload: vi.fn() }));
  [typed, focused, untouched].forEach((region, i) => watchRegion(region!, owners[i]!));
  expect(owners.map((owner) => owner.activate.mock.calls.length)).toEqual([1, 1, 0]);
});

test('a field left before any of the page’s code ran is a first use, and is handed over as left', async () => {
  // Fresh modules: what the inline script held is taken over once per page.
  vi.resetModules();
  const { watchRegion: watch, takeEarlyUse: takeUse } = await import('@web/lib/part-first-use');
  document.body.innerHTML = `
    <form data-lazy-part="drawn"><input name="username" value="" /><input name="password" /></form>
    <form data-lazy-part="drawn"><input name="email" value="" /></form>`;
  const [left, other] = [...document.querySelectorAll('[data-lazy-part]')];
  const username = left!.querySelector('input')!;
  const blur = new FocusEvent('focusout', { bubbles: true });
  username.dispatchEvent(blur);
  window.__earlyTaps = { q: [blur], stop: vi.fn() };

  const owners = [left, other].map(() => ({ activate: vi.fn(), preload: vi.fn() }));
  [left, other].forEach((region, i) => watch(region!, owners[i]!));
  expect(owners.map((owner) => owner.activate.mock.calls.length)).toEqual([1, 0]);

  const leftAgain: string[] = [];
  left!.addEventListener('focusout', (event) =>
    leftAgain.push((event.target as HTMLInputElement).name),
  );
  takeUse(left!).replay();
  expect(leftAgain).toEqual(['username']);
});
