import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { phoneKey } from './phone';
import { mustBeOneOf, oneOf } from './validation';

const sizes = ['small', 'large'] as const;
const firstMessage = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues[0]?.message;

describe('value-list fields', () => {
  it('name every value the list holds, in its order', () => {
    expect(mustBeOneOf('Size', sizes)).toBe('Size must be one of small, large');
    expect(mustBeOneOf('w', [160, 320])).toBe('w must be one of 160, 320');
  });

  it('take exactly the values of the list', () => {
    const size = oneOf('Size', sizes);
    expect(z.parse(size, 'large')).toBe('large');
    for (const wrong of ['Large', 'medium', 3, null, undefined, '']) {
      expect(firstMessage(size, wrong)).toBe('Size must be one of small, large');
    }
  });

  it('say "required" for a blank value only when asked to', () => {
    const size = oneOf('Size', sizes, { blankIsRequired: true });
    for (const blank of [undefined, null, '']) {
      expect(firstMessage(size, blank)).toBe('Size is required');
    }
    expect(firstMessage(size, 'medium')).toBe('Size must be one of small, large');
  });
});

describe('phone keys', () => {
  it('spell one UK number the same however it was typed', () => {
    for (const typed of [
      '07700 900123',
      '07700900123',
      '(07700) 900-123',
      '+44 7700 900123',
      '+44 (0)7700 900123',
      '0044 7700 900123',
      ' +447700900123 ',
      '7700 900123',
      '+440 7700 900123',
      // Stored before numbers were checked: still the same number.
      '+0 7700 900123',
      '+0044 7700 900123',
    ]) {
      expect(phoneKey(typed), typed).toBe('+447700900123');
    }
  });

  it('tell different numbers and other countries apart', () => {
    expect(phoneKey('07700 900124')).not.toBe(phoneKey('07700 900123'));
    expect(phoneKey('+1 555 010 0123')).toBe('+15550100123');
    expect(phoneKey('+1 555 010 0123')).not.toBe(phoneKey('01555 010 0123'));
  });
});
