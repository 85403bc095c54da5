import type { RefCallBack } from 'react-hook-form';
import { earlyForms } from '@web/lib/early-submit';

/** A form's fields are React's now: its submit events are too, and a send held for it goes. */
function formIsReady(form: HTMLFormElement) {
  const held = earlyForms.get(form);
  if (held === 'ready') return;
  earlyForms.set(form, 'ready');
  if (held === undefined) return;
  // After this commit, when the form's own submit handler is in place.
  setTimeout(() => {
    if (!form.isConnected) return;
    if (held && form.contains(held)) form.requestSubmit(held);
    else form.requestSubmit();
  });
}

/**
 * Wraps a field's ref (react-hook-form's `register(name).ref`): once React holds
 * the field, its form is ready (early-submit.ts).
 */
export function readiesItsForm(ref: RefCallBack): RefCallBack {
  return (element: unknown) => {
    ref(element);
    const form = (element as { form?: unknown } | null)?.form;
    if (form instanceof HTMLFormElement) formIsReady(form);
  };
}
