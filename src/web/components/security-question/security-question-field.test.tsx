import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '@web/components/form/use-zod-form';
import {
  ANSWER_REQUIRED,
  captchaAnswerField,
} from '@web/components/security-question/answer-field';
import {
  SECURITY_STATUS,
  SecurityQuestionField,
} from '@web/components/security-question/security-question-field';
import { useSecurityQuestion } from '@web/components/security-question/use-security-question';
import { fakeWidget } from '@web/components/testing/challenges';

type Values = { captchaAnswer: string };
/** What the harness last rendered with, for the test to read. */
const seen: {
  security: ReturnType<typeof useSecurityQuestion> | null;
  values: () => Values;
} = { security: null, values: () => ({ captchaAnswer: '' }) };

function Harness() {
  const form = useZodForm<Values>({
    schema: z.object({ captchaAnswer: captchaAnswerField }),
    defaultValues: { captchaAnswer: '' },
  });
  const security = useSecurityQuestion(form, 'captchaAnswer');
  useEffect(() => {
    seen.security = security;
    seen.values = () => form.getValues();
  });
  return <SecurityQuestionField form={form} name="captchaAnswer" security={security} />;
}

describe('the security verification', () => {
  it('shows the spec’s heading and fills the field in once the widget has solved', () => {
    render(<Harness />);
    expect(screen.getByText('Security Verification')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(SECURITY_STATUS.solved);
    expect(seen.values().captchaAnswer).toBe('payload-1');
    expect(seen.security?.answer()).toEqual({ challengeAnswer: 'payload-1' });
  });

  it('solves a new challenge on demand (after a send), each good once', () => {
    render(<Harness />);
    act(() => seen.security?.newQuestion());
    expect(seen.values().captchaAnswer).toBe('payload-2');
    expect(seen.security?.answer()).toEqual({ challengeAnswer: 'payload-2' });
  });

  it('gives nothing to send while the widget is still working, and says so', () => {
    fakeWidget.solves = false;
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent(SECURITY_STATUS.solving);
    expect(seen.security?.answer()).toBeNull();
    expect(captchaAnswerField.safeParse('').error?.issues[0]?.message).toBe(ANSWER_REQUIRED);
  });
});
