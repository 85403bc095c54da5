import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { markToastQueued } from '@web/components/ui/toast-queued';

/**
 * App-wide toasts (spec section 8 "Toast behaviour"): one visible at a time, shown
 * for 5000 ms by default. `toast()` works from anywhere (mutation callbacks,
 * plain functions); `<Toaster />` in the layout renders whatever is in this store.
 */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** The spec keeps a dismissed toast in memory this long; with a limit of one it is replaced sooner anyway. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; defaults to 5000. */
  duration?: number;
  /** An optional <ToastAction altText="..."> button. */
  action?: ReactElement;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // Newest first, then cut to the limit: a new toast replaces the one on screen.
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  markToastQueued();
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) =>
      setToasts(toasts.map((item) => (item.id === id ? { ...item, ...next } : item))),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast(): {
  toasts: ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
