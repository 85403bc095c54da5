/**
 * The shop's regulatory facts and their wording, used by the web pages (the footer,
 * /terms, /privacy, /complaints) and by documents printed on the server, so the
 * authorisation line and the bodies a customer may turn to read the same everywhere.
 */
import { z } from 'zod';

/**
 * The firm reference number a demo shop shows when FCA_FRN is unset: an example,
 * always marked as such, since a demo shop is not authorised.
 */
export const DEMO_FCA_FRN = '000000';

/** What a page needs to say whether and how the shop is authorised (GET /api/meta). */
export const firmStatusSchema = z.object({
  /** FCA_FRN: null when the shop has not set one. */
  fcaFrn: z.string().nullable(),
  demo: z.boolean(),
});
export type FirmStatus = z.infer<typeof firmStatusSchema>;

const AUTHORISED = 'Authorised and regulated by the Financial Conduct Authority';

/**
 * The authorisation statement, without a closing full stop: the shop's own number
 * when set; in demo mode the example number, marked; otherwise nothing, since a
 * shop that gave no number must not claim to be authorised.
 */
export function fcaFrnLine(frn: string | null, demo: boolean): string | null {
  if (frn) return `${AUTHORISED}, firm reference number ${frn}`;
  if (demo) {
    return `${AUTHORISED}, firm reference number ${DEMO_FCA_FRN} (example number: this demo shop is not authorised)`;
  }
  return null;
}

/** The Financial Services Register, where anyone can check a firm's number. */
export const fcaRegisterUrl = 'https://register.fca.org.uk/';

/** Where a customer takes a complaint the shop has not settled (FCA DISP). */
export const financialOmbudsman = {
  name: 'Financial Ombudsman Service',
  website: 'www.financial-ombudsman.org.uk',
  url: 'https://www.financial-ombudsman.org.uk/',
  telephone: '0800 023 4567',
  telephoneE164: '+448000234567',
  address: 'Exchange Tower, London E14 9SR',
} as const;

/** The shop's longest wait before a final response, and the customer's time to go on (DISP 1.6, 2.8). */
export const COMPLAINT_FINAL_RESPONSE_WEEKS = 8;
export const OMBUDSMAN_REFERRAL_MONTHS = 6;

/** The UK's data protection regulator, where a customer can complain about their data. */
export const informationCommissioner = {
  name: 'Information Commissioner’s Office',
  shortName: 'ICO',
  website: 'ico.org.uk',
  url: 'https://ico.org.uk/make-a-complaint/',
  telephone: '0303 123 1113',
  telephoneE164: '+443031231113',
  address: 'Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
} as const;
