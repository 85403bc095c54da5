/**
 * The proof-of-work check in the browser tests: solved through the one helper
 * the API tests use (tests/helpers/challenge.ts) for requests sent with
 * Playwright's request, and, in a form, left to the ALTCHA widget, which
 * solves by itself; a journey waits for the solved state, never a time.
 */
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { answerChallenge, type ChallengeAnswer } from '../../tests/helpers/challenge';

/** A challenge asked with `request` (a page's shares its cookies) and solved, to post. */
export function challengeThrough(request: APIRequestContext): Promise<ChallengeAnswer> {
  return answerChallenge(async (path) => {
    const res = await request.get(path);
    expect(res.ok(), await res.text()).toBe(true);
    return res.json() as Promise<unknown>;
  });
}

/** The form's "Security Verification" box. */
export const securityBox = (form: Locator) =>
  form.locator('fieldset', {
    has: form.page().getByText('Security Verification', { exact: true }),
  });

/** Waits until the form's widget has solved its challenge (the box says so). */
export async function answerQuestion(form: Locator): Promise<void> {
  const box = securityBox(form);
  await expect(box).toHaveAttribute('data-security-state', 'verified');
  await expect(box.getByText('Verified. You can send the form.')).toBeVisible();
}
