/** The dashboards' figures (spec section 3 "Dashboard response", "Admin dashboard summary"). */
import { z } from 'zod';

export const customerDashboardSchema = z.object({
  /**
   * What the customer owes today on their running loans (active, under notice or for
   * sale), from the ledger, in pounds; pending requests are not loans yet (issue 31).
   */
  activeLoanAmount: z.string(),
  /** How many running loans that balance is on. */
  activeLoanCount: z.number(),
  /** The customer's repairs that are neither collected nor cancelled. */
  pendingRepairs: z.number(),
  /** This calendar month's (Europe/London) orders where the customer is the seller, in pounds. */
  monthlyEarnings: z.string(),
  /** This calendar month's orders the customer placed (cancelled ones aside), in pounds. */
  monthlyPurchases: z.string(),
  /**
   * The earliest due date (ISO) of the customer's active loans, overdue ones included; null
   * when none is running. Replaces the spec's fixed "4.8" rating (PRODUCT.md: nothing invented).
   */
  nextDueDate: z.string().nullable(),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

export const activityTypes = ['cash_advance', 'product_sale', 'repair', 'product'] as const;

export const activityEntrySchema = z.object({
  type: z.enum(activityTypes),
  description: z.string(),
  customerName: z.string().nullable(),
  timestamp: z.string(),
  amount: z.string().nullable(),
  status: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const adminDashboardSchema = z.object({
  totalCashAdvances: z.number(),
  pendingCashAdvances: z.number(),
  activeCashAdvances: z.number(),
  totalProducts: z.number(),
  activeProducts: z.number(),
  soldProducts: z.number(),
  /** The pawn book (docs/decisions/009-pawn-book.md), in pounds: principal still owed on loans not yet redeemed or sold. */
  outstandingPrincipal: z.string(),
  /** Interest owed on active loans due in the next 7 days (overdue ones excluded). */
  interestDueNext7Days: z.string(),
  /** Active loans past their due date. */
  overdueLoans: z.number(),
  /** Redemptions taken this calendar month (Europe/London). */
  loansRedeemedThisMonth: z.number(),
  /** Surpluses of pawns sold that the shop still owes its customers (decision 023), in pounds. */
  surplusOwed: z.string(),
  /** How many sold loans those surpluses are on. */
  surplusesOwed: z.number(),
  /** Orders delivered or collected (issue 16: the "Completed Sales" card). */
  completedSales: z.number(),
  /** Unfinished delivery orders due today (or overdue), in the shop's time zone. */
  ordersToDeliverToday: z.number(),
  /** Unfinished collection orders ready from today (or earlier). */
  ordersToHandOverToday: z.number(),
  recentActivity: z.array(activityEntrySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
