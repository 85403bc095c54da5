import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { isChallengeMessage, type ChallengeAnswer } from '@shared/challenges';
import { ApiError } from '@web/lib/api-client';
import type { WidgetState } from '@web/components/security-question/altcha-widget';

export type { ChallengeAnswer };

/**
 * The proof-of-work check (ALTCHA) of a form: the widget solves by itself
 * while the customer types; a send reads its payload, and after every send
 * (or a refusal, or an expiry) a new widget solves a new challenge, since each
 * is good once. `onPayload` hears each payload (null when there is none).
 */
export function useProofOfWork(onPayload?: (payload: string | null) => void) {
  const [state, setState] = useState<WidgetState>('unverified');
  // A new key mounts a new widget, which asks a new challenge and solves it.
  const [generation, setGeneration] = useState(0);
  const payload = useRef<string | null>(null);
  const listener = useRef(onPayload);
  useEffect(() => {
    listener.current = onPayload;
  });

  const setPayload = useCallback((next: string | null) => {
    payload.current = next;
    listener.current?.(next);
  }, []);

  /** Solves a new challenge (after every send, a refusal or an expiry). */
  const newQuestion = useCallback(() => {
    setPayload(null);
    setState('unverified');
    setGeneration((n) => n + 1);
  }, [setPayload]);

  const onState = useCallback(
    (next: WidgetState) => {
      setState(next);
      // An expired solution is of no use: the next one is solved at once.
      if (next === 'expired') newQuestion();
    },
    [newQuestion],
  );

  /** The payload to send, or null while the widget has not solved its challenge. */
  const answer = (): ChallengeAnswer | null =>
    payload.current ? { challengeAnswer: payload.current } : null;

  /**
   * After a failed send: when the server refused the solution (expired, used,
   * unreadable), a new challenge is solved and its message answered; otherwise null.
   */
  const refusal = (error: unknown): string | null => {
    if (!(error instanceof ApiError) || error.status !== 400) return null;
    if (!isChallengeMessage(error.serverMessage)) return null;
    newQuestion();
    return error.serverMessage ?? null;
  };

  return {
    state,
    solving: state === 'unverified' || state === 'verifying',
    failed: state === 'error',
    /** Changes when a new challenge is to be solved (the widget's React key). */
    widgetKey: generation,
    widget: { onPayload: setPayload, onState },
    newQuestion,
    answer,
    refusal,
  };
}

export type SecurityQuestion = ReturnType<typeof useProofOfWork>;

/** The check of a form whose field `name` holds the widget's payload (required by its schema). */
export function useSecurityQuestion<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: FieldPath<Values>,
) {
  return useProofOfWork((payload) => {
    form.setValue(name, (payload ?? '') as PathValue<Values, FieldPath<Values>>);
    if (payload) form.clearErrors(name);
  });
}
