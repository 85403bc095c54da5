import * as z from 'zod/mini';

/** The form's message while the proof of work is not solved yet (or failed). */
export const ANSWER_REQUIRED = 'Wait for the security verification to finish';

/**
 * The widget's payload as the form holds it: filled in by the widget when it
 * has solved the challenge (use-security-question.ts); the server checks it.
 */
export const captchaAnswerField = z.string().check(z.minLength(1, ANSWER_REQUIRED));
