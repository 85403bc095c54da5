/**
 * The shop's FCA authorisation and its wording, used by the web pages (the footer,
 * /terms, /privacy, /complaints) and by documents printed on the server, so the
 * line reads the same everywhere. Small and free of zod: the footer is in every
 * page's first download (decision 012); GET /api/meta's schema is in api.ts, and the
 * bodies a customer may turn to (the Ombudsman, the ICO) are in legal-contacts.ts.
 */

/**
 * The firm reference number a demo shop shows when FCA_FRN is unset: an example,
 * always marked as such, since a demo shop is not authorised.
 */
export const DEMO_FCA_FRN = '000000';

/** What a page needs to say whether and how the shop is authorised (GET /api/meta). */
export type FirmStatus = {
  /** FCA_FRN: null when the shop has not set one. */
  fcaFrn: string | null;
  demo: boolean;
};

/**
 * The firm's status in an answer of GET /api/meta, or null when the answer has no demo
 * flag. A missing or empty number reads as none, so no number is ever made up.
 */
export function readFirmStatus(body: unknown): FirmStatus | null {
  if (typeof body !== 'object' || body === null) return null;
  const { demo, fcaFrn } = body as Record<string, unknown>;
  if (typeof demo !== 'boolean') return null;
  return { demo, fcaFrn: typeof fcaFrn === 'string' && fcaFrn !== '' ? fcaFrn : null };
}

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

// The Ombudsman's and the ICO's details, and the complaint time limits, are read from here by
// the pawn papers too; they live apart so the footer's first download does not carry them.
export {
  COMPLAINT_FINAL_RESPONSE_WEEKS,
  OMBUDSMAN_REFERRAL_MONTHS,
  financialOmbudsman,
  informationCommissioner,
} from './legal-contacts';
