import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  captchaAnswer,
  captchaQuestionText,
  challengeFields,
  challengeMessages,
  isChallengeMessage,
  newCaptcha,
  readCaptchaAnswer,
} from './challenges';

describe('the security question', () => {
  it('asks two whole numbers from 1 to 10 (spec section 3) and expects their sum', () => {
    const asked: [number, number][] = [];
    const question = newCaptcha((min, max) => {
      asked.push([min, max]);
      return max;
    });
    expect(asked).toEqual([
      [1, 10],
      [1, 10],
    ]);
    expect(question).toEqual({ a: 10, b: 10 });
    expect(captchaAnswer({ a: 3, b: 4 })).toBe(7);
    expect(captchaQuestionText({ a: 3, b: 4 })).toBe('What is 3 + 4?');
  });

  it('reads an answer as the page reads it: the integer parsed from the text', () => {
    expect(readCaptchaAnswer('7')).toBe(7);
    expect(readCaptchaAnswer(' 7')).toBe(7);
    expect(readCaptchaAnswer('7 apples')).toBe(7);
    expect(readCaptchaAnswer('seven')).toBeNull();
    expect(readCaptchaAnswer('')).toBeNull();
  });
});

describe('the challenge fields', () => {
  const schema = z.object(challengeFields);
  const first = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('ask for the question to be answered, with a whole number', () => {
    expect(first({})).toBe(challengeMessages.missing);
    expect(first({ challengeToken: '', challengeAnswer: 7 })).toBe(challengeMessages.missing);
    expect(first({ challengeToken: 'abc' })).toBe(challengeMessages.missing);
    expect(first({ challengeToken: 'abc', challengeAnswer: '7' })).toBe(
      challengeMessages.notANumber,
    );
    expect(first({ challengeToken: 'abc', challengeAnswer: 7.5 })).toBe(
      challengeMessages.notANumber,
    );
    expect(first({ challengeToken: 42, challengeAnswer: 7 })).toBe(challengeMessages.invalid);
    expect(first({ challengeToken: 'x'.repeat(600), challengeAnswer: 7 })).toBe(
      challengeMessages.invalid,
    );
    expect(first({ challengeToken: 'abc', challengeAnswer: 7 })).toBeUndefined();
  });

  it('have messages the page can recognise', () => {
    expect(isChallengeMessage(challengeMessages.expired)).toBe(true);
    expect(isChallengeMessage('Name is required')).toBe(false);
    expect(isChallengeMessage(undefined)).toBe(false);
  });
});
