/**
 * UK phone numbers (decision 019): read with libphonenumber-js however they
 * were typed ("07700 900444", "7700 900444", "+44 (0)7700 900444",
 * "0044 7700 900444"), accepted only when they are a UK mobile or landline,
 * kept in one spelling (the national one, "07700 900444") and compared by
 * their E.164 form ("+447700900444"). The metadata is the UK part of the
 * library's "min" set (scripts/phone-metadata.mjs), to keep the pages small.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as z from 'zod/mini';
import { ukPhoneMetadata } from './phone-metadata';
import { requiredText } from './fields';

export type UkPhone = {
  /** How it is stored and shown: "07700 900444", "0113 496 0123". */
  national: string;
  /** How two numbers are compared: "+447700900444". */
  e164: string;
};

/** What a number may be typed with: digits, blanks, brackets, dashes, dots, one leading "+". */
const TYPED = /^\+?[\d\s().-]+$/;

/**
 * Ofcom's numbers for drama (07700 900000–900999, 01632 960000–960999): never
 * given to anyone, so libphonenumber-js calls them invalid, but they are UK
 * numbers in form, and the demo data and tests use them.
 */
const DRAMA = /^(?:7700900|1632960)\d{3}$/;

/**
 * A mobile or a landline by its national number: geographic (01, 02), 03
 * (charged as geographic), and mobiles (07 but not 070 personal numbers nor
 * 076 pagers, except Isle of Man mobiles 07624). Not 05, 08 or 09.
 */
const MOBILE_OR_LANDLINE = /^(?:[123]|7(?:[1-57-9]|624))/;

/** The number typed, read as a UK mobile or landline; null when it is not one. */
export function parseUkPhone(text: string): UkPhone | null {
  const typed = text.trim();
  if (!TYPED.test(typed) || typed.replace(/\D/g, '').length > 17) return null;
  const phone = parsePhoneNumberFromString(typed, 'GB', ukPhoneMetadata);
  if (!phone || phone.countryCallingCode !== '44' || phone.ext) return null;
  const { nationalNumber } = phone;
  if (!MOBILE_OR_LANDLINE.test(nationalNumber)) return null;
  if (!phone.isValid() && !DRAMA.test(nationalNumber)) return null;
  return { national: phone.formatNational(), e164: phone.number };
}

export const phoneMessage = (label: string) =>
  `${label} must be a UK mobile or landline number, like 07700 900123`;

/**
 * The phone number field of the forms and the API: a UK mobile or landline,
 * however it was typed, answered in its one stored spelling, "07700 900123".
 * Here rather than in validation.ts, so pages without a phone field do not
 * download the library.
 */
export const phoneNumber = (label = 'Phone number') =>
  z.pipe(
    requiredText(label, 32),
    z.transform((value: string, context) => {
      const phone = parseUkPhone(value);
      if (phone) return phone.national;
      context.issues.push({ code: 'custom', message: phoneMessage(label), input: value });
      return z.NEVER;
    }),
  );

/**
 * One spelling of a phone number however it was typed, to tell whether two are
 * the same: "07700 900123", "+44 7700 900123", "7700 900123" and
 * "0044 (0)7700-900123" are all "+447700900123". Numbers stored before they
 * were checked ("+0 7700 900123") are read as well as they can be: the digits
 * after any international prefix, "44" and trunk zeros.
 */
export function phoneKey(phone: string): string {
  const uk = parseUkPhone(phone);
  if (uk) return uk.e164;
  let digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international) {
    if (digits.startsWith('44')) digits = digits.slice(2);
    else if (!digits.startsWith('0')) return `+${digits}`;
  }
  return `+44${digits.replace(/^0+/, '')}`;
}
