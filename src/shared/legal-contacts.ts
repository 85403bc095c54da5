/**
 * The bodies a customer may turn to, and the complaint time limits, for the legal
 * pages and the documents printed on the server. Apart from legal.ts so that the
 * first download (the footer's authorisation line) does not carry them.
 */

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
