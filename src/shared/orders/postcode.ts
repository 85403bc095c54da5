/**
 * UK postcodes: format, normal form and the delivery area (Leeds, LS).
 *
 * The LS postcode area (Royal Mail; decision 019) has the geographic districts
 * LS1 to LS29, none split into sub-districts (there is no "LS1A"), and the
 * non-geographic LS88, LS98 and LS99 (PO boxes and large users, no street to
 * deliver to). Same-day delivery goes to LS1–LS29 only.
 */

/**
 * Outward code, then inward code: a digit and two letters, which are never C,
 * I, K, M, O or V (Royal Mail leaves them out of inward codes).
 */
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[ABD-HJLNP-UW-Z]{2})$/;

/** "ls11 7lr" → "LS11 7LR"; null when it is not a UK postcode. */
export function normalisePostcode(text: string): string | null {
  const match = UK_POSTCODE.exec(text.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  return `${match[1]} ${match[2]}`;
}

/** The geographic LS districts: LS1 to LS29. */
export const FIRST_LS_DISTRICT = 1;
export const LAST_LS_DISTRICT = 29;
/** LS districts that are PO boxes and large users, not streets. */
export const NON_GEOGRAPHIC_LS_DISTRICTS = [88, 98, 99] as const;

export const POSTCODE_INVALID = 'Postcode must be a UK postcode, like LS11 7LR';
export const POSTCODE_OUTSIDE_AREA =
  'We deliver only to Leeds postcodes starting with LS. Please choose "Collect in store" instead.';

export type DeliveryPostcodeProblem = 'outside' | 'unknownDistrict' | 'nonGeographic';

export const deliveryPostcodeMessages: Record<DeliveryPostcodeProblem, string> = {
  outside: POSTCODE_OUTSIDE_AREA,
  unknownDistrict: `That is not a Leeds postcode: LS postcodes run from LS${FIRST_LS_DISTRICT} to LS${LAST_LS_DISTRICT}. Please check it, like LS11 7LR.`,
  nonGeographic:
    'That postcode is for PO boxes and large organisations, not a street we can deliver to. Please give your street address, or choose "Collect in store".',
};

/**
 * Why a normalised postcode ("LS11 7LR") is not one same-day delivery goes to,
 * or null when it is (a geographic LS district, LS1 to LS29).
 */
export function deliveryPostcodeProblem(postcode: string): DeliveryPostcodeProblem | null {
  const outward = postcode.split(' ')[0] ?? '';
  if (!/^LS\d/.test(outward)) return 'outside';
  const match = /^LS([1-9]\d?)$/.exec(outward);
  if (!match) return 'unknownDistrict';
  const district = Number(match[1]);
  if ((NON_GEOGRAPHIC_LS_DISTRICTS as readonly number[]).includes(district)) return 'nonGeographic';
  return district >= FIRST_LS_DISTRICT && district <= LAST_LS_DISTRICT ? null : 'unknownDistrict';
}

/** Same-day delivery goes to the geographic LS districts only (LS1 to LS29). */
export const isDeliveryPostcode = (postcode: string): boolean =>
  deliveryPostcodeProblem(postcode) === null;
