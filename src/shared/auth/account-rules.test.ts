import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  fieldOfAccountMessage,
  normalizeUsername,
  passwordProblem,
  usernameProblem,
} from './account-rules';

describe('usernames', () => {
  it('are NFKC-normalised and trimmed: fullwidth letters become ASCII', () => {
    expect(normalizeUsername('  ｓａｍ＿ｊｏｎｅｓ ')).toBe('sam_jones');
    expect(normalizeUsername('ﬁona')).toBe('fiona');
  });

  it.each([
    ['', accountMessages.usernameRequired],
    ['jo', accountMessages.usernameTooShort],
    ['j'.repeat(51), accountMessages.usernameTooLong],
    ['jo smith', accountMessages.usernameCharacters],
    ['zoë', accountMessages.usernameCharacters],
    ['ad\u200Bmin', accountMessages.usernameCharacters],
    ['\u202Enimda', accountMessages.usernameCharacters],
    ['\u0430dmin', accountMessages.usernameCharacters],
    ['jo@shop', accountMessages.usernameCharacters],
  ])('%o: %s', (username, message) => {
    expect(usernameProblem(normalizeUsername(username))).toBe(message);
  });

  it('take letters A to Z, digits, dots, hyphens and underscores, 3 to 50 of them', () => {
    for (const username of ['sam', 'Sam.Jones-2', 'j_o', 'x'.repeat(50)]) {
      expect(usernameProblem(username), username).toBeNull();
    }
  });
});

describe('passwords', () => {
  it('need 8 characters as a person counts them, at most 200', () => {
    expect(passwordProblem('')).toBe(accountMessages.passwordRequired);
    expect(passwordProblem('a')).toBe(accountMessages.passwordTooShort);
    expect(passwordProblem('🔑🔑🔑🔑')).toBe(accountMessages.passwordTooShort);
    expect(passwordProblem('🔑'.repeat(8))).toBeNull();
    expect(passwordProblem('tawny-kettle-42')).toBeNull();
    expect(passwordProblem('x'.repeat(201))).toBe(accountMessages.passwordTooLong);
  });
});

describe('server messages', () => {
  it('name the field the form shows them under', () => {
    expect(fieldOfAccountMessage(accountMessages.usernameLookalike)).toBe('username');
    expect(fieldOfAccountMessage(accountMessages.usernameReserved)).toBe('username');
    expect(fieldOfAccountMessage(accountMessages.usernameTaken)).toBe('username');
    expect(fieldOfAccountMessage(accountMessages.emailTaken)).toBe('email');
    expect(fieldOfAccountMessage(accountMessages.passwordCommon)).toBe('password');
    expect(fieldOfAccountMessage('Too many attempts.')).toBeNull();
  });
});
