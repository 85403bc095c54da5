import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { parseUkPhone, phoneKey, phoneMessage, phoneNumber } from './phone';
import { ukPhoneMetadata } from './phone-metadata';

describe('parseUkPhone', () => {
  it('reads a UK mobile in any spelling as one number, stored as "07700 900444"', () => {
    for (const typed of [
      '07700 900444',
      '07700900444',
      '7700 900444',
      '+44 7700 900444',
      '+447700900444',
      '0044 7700 900444',
      '00 44 7700 900444',
      '+44 (0)7700 900444',
      '+44 07700 900444',
      '(07700) 900-444',
      '07700.900.444',
      '  07700 900 444 ',
    ]) {
      expect(parseUkPhone(typed), typed).toEqual({
        national: '07700 900444',
        e164: '+447700900444',
      });
    }
  });

  it('reads landlines, real mobiles and the Crown dependencies that share +44', () => {
    expect(parseUkPhone('0113 496 0123')).toEqual({
      national: '0113 496 0123',
      e164: '+441134960123',
    });
    expect(parseUkPhone('(0113) 4960123')?.national).toBe('0113 496 0123');
    expect(parseUkPhone('+44 20 7946 0000')?.national).toBe('020 7946 0000');
    expect(parseUkPhone('01632 960123')?.national).toBe('01632 960123');
    expect(parseUkPhone('07400 123456')?.e164).toBe('+447400123456');
    expect(parseUkPhone('0300 123 4567')?.e164).toBe('+443001234567');
    expect(parseUkPhone('07624 123456')?.e164).toBe('+447624123456');
    expect(parseUkPhone('07911 123456')?.e164).toBe('+447911123456');
  });

  it('refuses what is not a UK mobile or landline', () => {
    for (const typed of [
      '',
      'call me',
      '123',
      '07700 9004',
      '07700 9004444',
      '0113 496 012',
      '+0 7700 900444',
      '+0044 7700 900444',
      '+1 555 010 0123',
      '+353 87 123 4567',
      '0800 123 4567',
      '0909 879 0000',
      '070 1234 5678',
      '05600 123456',
      '07700 900444 ext 12',
      'tel:+447700900444',
      '07700 900444\u0000',
      '+44 +7700 900444',
      '9'.repeat(40),
    ]) {
      expect(parseUkPhone(typed), typed).toBeNull();
    }
  });
});

describe('phoneNumber (the forms’ and the API’s field)', () => {
  const schema = phoneNumber('Phone number');
  it('answers the stored spelling', () => {
    expect(schema.parse(' +44 (0)7700 900-444 ')).toBe('07700 900444');
    expect(schema.parse('7700 900444')).toBe('07700 900444');
  });
  it('refuses anything else with the message', () => {
    const result = schema.safeParse('+0 7700 900444');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      phoneMessage('Phone number'),
    ]);
    expect(phoneMessage('Phone number')).toBe(
      'Phone number must be a UK mobile or landline number, like 07700 900123',
    );
  });
});

describe('phoneKey', () => {
  it('matches a stored spelling with a typed one', () => {
    expect(phoneKey('+0 7700 900444')).toBe(phoneKey('07700 900444'));
    expect(phoneKey('7700900444')).toBe('+447700900444');
  });
});

describe('the UK metadata', () => {
  it('is the UK part of the installed libphonenumber-js min metadata (else: node scripts/phone-metadata.mjs)', () => {
    const full = fullMetadata as unknown as {
      version: number;
      country_calling_codes: Record<string, string[]>;
      countries: Record<string, unknown>;
    };
    const countries = full.country_calling_codes['44']!;
    expect(ukPhoneMetadata).toEqual({
      version: full.version,
      country_calling_codes: { '44': countries },
      countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    });
  });
});
