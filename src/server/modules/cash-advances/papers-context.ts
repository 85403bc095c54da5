/**
 * What the pawn book's papers (the agreement and pawn-receipt, the pre-contract
 * information, the notice of sale and the sale statement) need besides the loan.
 */
export type PawnPapersContext = {
  /** REDEMPTION_MONTHS: the redemption period, in months from the agreement. */
  redemptionMonths: number;
  /**
   * "Authorised and regulated by the Financial Conduct Authority, firm reference
   * number …", or null when the shop has not set FCA_FRN outside demo mode.
   */
  fcaFrnLine: string | null;
  /** SHOP_EMAIL: where a customer may email us (to withdraw, for instance); none when unset. */
  shopEmail?: string | null;
};
