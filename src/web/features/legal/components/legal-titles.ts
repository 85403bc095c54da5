/**
 * Each legal page's title and description: the page's <head> needs them at once, while its
 * text is a static part whose code loads only when the page is drawn in the browser (legal-parts.ts).
 */
export const TERMS_TITLE = 'Terms and Conditions';
export const TERMS_DESCRIPTION =
  'The terms for cash advances (pawn loans), for buying from our shop and website, and for repairs.';

export const PRIVACY_TITLE = 'Privacy Notice';
export const PRIVACY_DESCRIPTION =
  'What personal information we keep about you, why, who we share it with, how long we keep it and your rights.';

export const COMPLAINTS_TITLE = 'Complaints Procedure';
export const COMPLAINTS_DESCRIPTION =
  'How to complain, how quickly we answer, and how to take a complaint to the Financial Ombudsman Service.';
