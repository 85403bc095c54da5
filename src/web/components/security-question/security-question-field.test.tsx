import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '@web/components/form/use-zod-form';
import { captchaAnswerField } from '@web/components/security-question/answer-field';
import { SecurityQuestionField } from '@web/components/security-question/security-question-field';
import { useSecurityQuestion } from '@web/components/security-question/use-security-question';
import { challengeRoute } from '@web/components/testing/challenges';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';

type Values = { captchaAnswer: string };

function QuestionForm({ onAnswer }: { onAnswer: (answer: unknown) => void }) {
  const form = useZodForm<Values>({
    schema: z.object({ captchaAnswer: captchaAnswerField }),
    defaultValues: { captchaAnswer: '' },
  });
  const security = useSecurityQuestion(form, 'captchaAnswer', 'test-form');
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onAnswer(security.answer()))(event)}>
      <SecurityQuestionField form={form} name="captchaAnswer" security={security} />
      <button type="submit">Send</button>
    </form>
  );
}

const asked = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.filter(([url]) => String(url) === '/api/challenges').length;

afterEach(() => vi.unstubAllGlobals());

describe('the security question', () => {
  it('shows the server’s question; "New Question" asks another and clears the answer', async () => {
    const spy = vi.fn(mockFetch({ 'GET /api/challenges': challengeRoute() }));
    vi.stubGlobal('fetch', spy);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuestionForm onAnswer={() => {}} />);
    expect(screen.getByRole('group', { name: 'Security Verification' })).toBeVisible();
    const first = await screen.findByLabelText('What is 3 + 4?');
    await user.type(first, '6');
    await user.click(screen.getByRole('button', { name: 'New Question' }));
    const second = await screen.findByLabelText('What is 8 + 8?');
    expect(second).toHaveValue('');
    expect(asked(spy)).toBe(2);
  });

  it('gives the token and the answer as a number to send', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ 'GET /api/challenges': challengeRoute() })));
    const onAnswer = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuestionForm onAnswer={onAnswer} />);
    await user.type(await screen.findByLabelText('What is 3 + 4?'), ' 7');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith({ challengeToken: 'token-1', challengeAnswer: 7 }),
    );
  });

  it('says when the question could not be loaded, and asks again on "New Question"', async () => {
    let up = false;
    const spy = vi.fn(
      mockFetch({
        'GET /api/challenges': () =>
          up
            ? { body: { token: 't', question: 'What is 2 + 2?' } }
            : { status: 503, body: { message: 'Down' } },
      }),
    );
    vi.stubGlobal('fetch', spy);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuestionForm onAnswer={() => {}} />);
    expect(
      await screen.findByLabelText('The question could not be loaded. Ask for a new one.'),
    ).toBeVisible();
    up = true;
    await user.click(screen.getByRole('button', { name: 'New Question' }));
    expect(await screen.findByLabelText('What is 2 + 2?')).toBeVisible();
  });
});
