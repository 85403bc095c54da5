import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';

/** The widget's states (altcha's `State`), as its statechange event names them. */
export type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

type AltchaWidgetProps = {
  /** Each solved challenge's payload (base64 of `{ challenge, solution }`), or null when it lapses. */
  onPayload: (payload: string | null) => void;
  onState: (state: WidgetState) => void;
};

type StateChange = CustomEvent<{ state: WidgetState; payload?: string | null }>;

/**
 * Solved in the background while the customer types; no link out of the shop's page.
 * One worker: the work is the same CPU either way (about half a second of a phone's),
 * it is done long before a form is filled in, and the widget never starts workers it
 * throws away half-loaded once another has found the answer (decision 018).
 */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, workers: 1 });

/** Starts loading the widget's code once, on the first form that needs it. */
let loading: Promise<unknown> | null = null;
const loadAltcha = () => (loading ??= import('@web/components/security-question/load-altcha'));

/**
 * `<altcha-widget>`: fetches GET /api/challenges and solves it by itself as
 * soon as it is on the page (auto="onload"), while the customer types. A
 * client-only custom element: a page drawn on the server shows the box empty,
 * and the element is added once the form's code runs (decision 017).
 */
export function AltchaWidget({ onPayload, onState }: AltchaWidgetProps) {
  const [ready, setReady] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const handlers = useRef({ onPayload, onState });
  useEffect(() => {
    handlers.current = { onPayload, onState };
  });

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setReady(true),
      () => live && handlers.current.onState('error'),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    const onChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      handlers.current.onState(state);
      handlers.current.onPayload(state === 'verified' ? (payload ?? null) : null);
    };
    element.addEventListener('statechange', onChange);
    return () => element.removeEventListener('statechange', onChange);
  }, [ready]);

  if (!ready) return null;
  return (
    <altcha-widget
      ref={ref}
      challenge="/api/challenges"
      auto="onload"
      name="altcha"
      configuration={WIDGET_CONFIGURATION}
      data-testid="altcha-widget"
    />
  );
}
