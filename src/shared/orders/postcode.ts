/** UK postcodes: format, normal form and the delivery area (Leeds, LS). */

const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;

/** "ls11 7lr" → "LS11 7LR"; null when it is not a UK postcode. */
export function normalisePostcode(text: string): string | null {
  const match = UK_POSTCODE.exec(text.trim().toUpperCase().replace(/\s+/g, ' '));
  if (!match) return null;
  return `${match[1]} ${match[2]}`;
}

/** Same-day delivery goes to the LS postcode area only (LS1 to LS29 and the like). */
export const isDeliveryPostcode = (postcode: string): boolean => /^LS\d/.test(postcode);

export const POSTCODE_INVALID = 'Postcode must be a UK postcode, like LS11 7LR';
export const POSTCODE_OUTSIDE_AREA =
  'We deliver only to Leeds postcodes starting with LS. Please choose "Collect in store" instead.';
