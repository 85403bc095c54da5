/**
 * The page's one inline script (shared/early-taps-script.ts) holds what is tapped and
 * sent before the page's code has arrived at all; the code takes it over when it runs
 * (early-submit.ts) and it goes through once, when React is ready.
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps-script';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { holdEarlySubmits, holdEarlyTaps, replayEarlyTaps } from '@web/lib/early-submit';

const schema = z.object({ name: z.string().min(1) });
type Values = z.infer<typeof schema>;

function Page({ onTap, onSend }: { onTap: () => void; onSend: (values: Values) => void }) {
  const form = useZodForm<Values>({ schema, defaultValues: { name: '' } });
  return (
    <div>
      <button type="button" onClick={onTap}>
        <span>Add to Cart</span>
      </button>
      <form method="post" aria-label="Request" onSubmit={form.handleSubmit(onSend)}>
        <FormField form={form} name="name" label="Full Name">
          {(control) => <input {...control} />}
        </FormField>
        <button type="submit">Send</button>
      </form>
    </div>
  );
}

/** The script as the page's head runs it. */
const runInlineScript = () => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the very text the page runs
  (new Function(EARLY_TAPS_SCRIPT) as () => void)();
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete window.__earlyTaps;
});

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

it('stops holding by itself once the page’s scripts have run (DOMContentLoaded)', () => {
  runInlineScript();
  const onClick = vi.fn();
  const button = document.createElement('button');
  button.addEventListener('click', onClick);
  document.body.append(button);

  expect(click(button).defaultPrevented).toBe(true);
  expect(onClick).not.toHaveBeenCalled();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(click(button).defaultPrevented).toBe(false);
  expect(onClick).toHaveBeenCalledOnce();
});

it('holds a tap and a send made before the code arrived, and replays each once React is ready', async () => {
  runInlineScript();
  const onTap = vi.fn();
  const onSend = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onTap={onTap} onSend={onSend} />);
  document.body.append(container);
  const addToCart = container.querySelector('button[type="button"] span')!;
  const form = container.querySelector('form')!;
  const sendButton = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

  // Tapped twice in the wait: still one tap to answer.
  expect(click(addToCart).defaultPrevented).toBe(true);
  click(addToCart);
  (form.elements.namedItem('name') as HTMLInputElement).value = 'Pat Early';
  const send = new SubmitEvent('submit', {
    bubbles: true,
    cancelable: true,
    submitter: sendButton,
  });
  form.dispatchEvent(send);
  // Not sent to the server as a plain POST.
  expect(send.defaultPrevented).toBe(true);

  // The page's code runs: it takes over (the inline script stops) and hydrates.
  holdEarlySubmits();
  holdEarlyTaps();
  expect(window.__earlyTaps).toBeUndefined();
  expect(onTap).not.toHaveBeenCalled();
  act(() => {
    root = hydrateRoot(container, <Page onTap={onTap} onSend={onSend} />);
    replayEarlyTaps();
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));

  expect(onTap).toHaveBeenCalledOnce();
  expect(onSend).toHaveBeenCalledOnce();
  expect(onSend.mock.calls[0]?.[0]).toEqual({ name: 'Pat Early' });
  // From now on a tap is React's alone: answered once, not held.
  click(addToCart);
  expect(onTap).toHaveBeenCalledTimes(2);
});

it('notes a form’s field left before the code arrived, without holding anything else', () => {
  runInlineScript();
  document.body.innerHTML = '<form><input name="username" /></form><input name="search" />';
  const [username, search] = [...document.querySelectorAll('input')];
  for (const field of [username!, search!])
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  expect(window.__earlyTaps?.q.map((event) => [event.type, event.target])).toEqual([
    ['focusout', username],
  ]);
});
