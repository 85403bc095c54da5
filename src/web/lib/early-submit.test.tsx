/**
 * A form the server drew, typed into and sent before its code has run: what was
 * typed stays (react-hook-form's own care, relied on here), and the send goes
 * through once React has taken hold of the form, once, with the values typed,
 * instead of going to the server as a plain POST.
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { holdEarlySubmits } from '@web/lib/early-submit';

const schema = z.object({
  name: z.string().min(1),
  category: z.enum(['', 'Gold', 'Watches']),
  agreed: z.boolean(),
});
type Values = z.infer<typeof schema>;

function RequestForm({ onSend }: { onSend: (values: Values) => void }) {
  const form = useZodForm<Values>({
    schema,
    defaultValues: { name: '', category: '', agreed: false },
  });
  return (
    <form method="post" aria-label="Request" onSubmit={form.handleSubmit(onSend)}>
      <FormField form={form} name="name" label="Full Name">
        {(control) => <input {...control} />}
      </FormField>
      <FormField form={form} name="category" label="Category">
        {(control) => (
          <select {...control}>
            <option value="">Select a category</option>
            <option value="Gold">Gold</option>
            <option value="Watches">Watches</option>
          </select>
        )}
      </FormField>
      <FormField form={form} name="agreed" label="I agree">
        {(control) => <input type="checkbox" {...control} />}
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The form as the server draws it, in the page. */
function drawnByServer(onSend: (values: Values) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RequestForm onSend={onSend} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  return {
    form,
    name: field('name'),
    category: form.elements.namedItem('category') as HTMLSelectElement,
    agreed: field('agreed'),
    hydrate: () => act(() => void (root = hydrateRoot(container, <RequestForm onSend={onSend} />))),
  };
}

it('keeps what was typed before hydration, and leaves untouched fields alone', async () => {
  const onSend = vi.fn();
  const page = drawnByServer(onSend);
  page.name.value = 'Sam Quick';
  page.category.value = 'Watches';
  page.agreed.checked = true;
  page.hydrate();

  expect(page.name.value).toBe('Sam Quick');
  expect(page.category.value).toBe('Watches');
  expect(page.agreed.checked).toBe(true);
  await act(async () => page.form.requestSubmit());
  expect(onSend).toHaveBeenCalledOnce();
  expect(onSend.mock.calls[0]?.[0]).toEqual({
    name: 'Sam Quick',
    category: 'Watches',
    agreed: true,
  });
});

it('holds a form sent before hydration and sends it once the form is ready', async () => {
  holdEarlySubmits();
  const onSend = vi.fn();
  const page = drawnByServer(onSend);
  page.name.value = 'Pat Early';

  const early = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  page.form.dispatchEvent(early);
  // Not sent to the server as a plain POST.
  expect(early.defaultPrevented).toBe(true);
  expect(onSend).not.toHaveBeenCalled();

  page.hydrate();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(onSend).toHaveBeenCalledOnce();
  expect(onSend.mock.calls[0]?.[0]).toMatchObject({ name: 'Pat Early' });

  // Once ready, a send is the form's own: not held, not repeated.
  await act(async () => page.form.requestSubmit());
  expect(onSend).toHaveBeenCalledTimes(2);
});

it('a page drawn in the browser keeps its default values', async () => {
  const onSend = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  const browserRoot = createRoot(container);
  act(() => browserRoot.render(<RequestForm onSend={onSend} />));
  const name = container.querySelector('input[name="name"]') as HTMLInputElement;
  expect(name.value).toBe('');
  await act(async () => container.querySelector('form')!.requestSubmit());
  // Blank name: refused by the schema, so nothing is sent.
  expect(onSend).not.toHaveBeenCalled();
  act(() => browserRoot.unmount());
});
