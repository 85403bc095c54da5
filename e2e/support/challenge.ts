/**
 * The security question in the browser tests, through the one helper the API
 * tests use (tests/helpers/challenge.ts): asked with Playwright's request, or
 * read off the form and typed in.
 */
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { answerChallenge, answerOf, type ChallengeAnswer } from '../../tests/helpers/challenge';

/** A question asked with `request` (a page's shares its cookies) and its answer, to post. */
export function challengeThrough(request: APIRequestContext): Promise<ChallengeAnswer> {
  return answerChallenge(async (path) => {
    const res = await request.get(path);
    expect(res.ok(), await res.text()).toBe(true);
    return res.json() as Promise<unknown>;
  });
}

/** The question on show in the form, once the server has asked it. */
export const questionIn = (form: Locator) => form.getByText(/^What is \d+ \+ \d+\?$/);

/** Reads the form's question and types its answer (or a wrong one); answers the question. */
export async function answerQuestion(
  form: Locator,
  { correctly = true }: { correctly?: boolean } = {},
): Promise<string> {
  const question = (await questionIn(form).textContent()) ?? '';
  const sum = answerOf(question);
  await form.getByLabel(question, { exact: true }).fill(String(correctly ? sum : sum + 1));
  return question;
}
