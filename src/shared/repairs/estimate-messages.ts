/**
 * The exact texts of a repair estimate's screens and answers, apart from its schemas
 * (estimates.ts) so the customer's tracking page shows them without loading zod.
 */
export const estimateMessages = {
  notSent: 'There is no estimate waiting for an answer on this repair.',
  noLines: 'Write the estimate lines before sending it.',
  locked: 'The estimate of a repair that is ready, collected or cancelled can no longer change.',
  needsApproval: 'Work can go on only once the customer has approved the estimate.',
  approved: 'Thank you: you approved the estimate. We will get to work.',
  declined: 'You declined the estimate. Your device is ready to collect, not repaired.',
} as const;
