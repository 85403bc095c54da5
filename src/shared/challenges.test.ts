import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  challengeFields,
  challengeMessages,
  isChallengeMessage,
  MAX_CHALLENGE_ANSWER_LENGTH,
  optionalChallengeFields,
} from './challenges';

describe('the challenge field', () => {
  const schema = z.object(challengeFields);
  const first = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('asks for the widget’s payload, as text of a bounded length', () => {
    expect(first({})).toBe(challengeMessages.missing);
    expect(first({ challengeAnswer: '' })).toBe(challengeMessages.missing);
    expect(first({ challengeAnswer: null })).toBe(challengeMessages.missing);
    // The old arithmetic answer, a number, is not a payload.
    expect(first({ challengeAnswer: 7 })).toBe(challengeMessages.invalid);
    expect(first({ challengeAnswer: 'x'.repeat(MAX_CHALLENGE_ANSWER_LENGTH + 1) })).toBe(
      challengeMessages.invalid,
    );
    expect(first({ challengeAnswer: 'eyJjaGFsbGVuZ2UiOnt9fQ==' })).toBeUndefined();
  });

  it('may be left out where only guests send it', () => {
    const optional = z.object(optionalChallengeFields);
    expect(optional.safeParse({}).success).toBe(true);
    expect(optional.safeParse({ challengeAnswer: 7 }).error?.issues[0]?.message).toBe(
      challengeMessages.invalid,
    );
  });

  it('has messages the page can recognise', () => {
    expect(isChallengeMessage(challengeMessages.expired)).toBe(true);
    expect(isChallengeMessage(challengeMessages.used)).toBe(true);
    expect(isChallengeMessage('Name is required')).toBe(false);
    expect(isChallengeMessage(undefined)).toBe(false);
  });
});
