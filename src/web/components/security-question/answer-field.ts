import { z } from 'zod';

/** The form's message for a blank answer. */
export const ANSWER_REQUIRED = 'Answer the question to continue';

/** The answer as the form holds it: text, required; the server checks the sum. */
export const captchaAnswerField = z.string().trim().min(1, ANSWER_REQUIRED);
