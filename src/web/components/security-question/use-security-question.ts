import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { isChallengeMessage, readCaptchaAnswer } from '@shared/challenges';
import { ApiError } from '@web/lib/api-client';
import { challengeQueryOptions } from '@web/components/security-question/get-challenge';

/** What a protected form's payload carries. */
export type ChallengeAnswer = { challengeToken: string; challengeAnswer: number };

/**
 * The security question of a form whose text field `name` holds the answer:
 * the server's question, a new one on demand, the fields to send, and what to
 * do when the server refuses the answer.
 */
export function useSecurityQuestion<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: FieldPath<Values>,
  formName: string,
) {
  const query = useQuery(challengeQueryOptions(formName));
  const { refetch } = query;

  /** Asks another question and clears the answer (New Question, and after every send). */
  const newQuestion = useCallback(() => {
    form.setValue(name, '' as PathValue<Values, FieldPath<Values>>);
    form.clearErrors(name);
    void refetch();
  }, [form, name, refetch]);

  /** The token and the answer read as a whole number, or null when either is missing. */
  const answer = (): ChallengeAnswer | null => {
    const token = query.data?.token;
    const value = readCaptchaAnswer(String(form.getValues(name) ?? ''));
    return token && value !== null ? { challengeToken: token, challengeAnswer: value } : null;
  };

  /**
   * After a failed send: when the server refused the question (wrong, expired,
   * used), a new one is asked and its message answered; otherwise null.
   */
  const refusal = (error: unknown): string | null => {
    if (!(error instanceof ApiError) || error.status !== 400) return null;
    if (!isChallengeMessage(error.serverMessage)) return null;
    newQuestion();
    return error.serverMessage ?? null;
  };

  return {
    question: query.data?.question ?? null,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    newQuestion,
    answer,
    refusal,
  };
}

export type SecurityQuestion = ReturnType<typeof useSecurityQuestion>;
