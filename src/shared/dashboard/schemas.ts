/** The dashboards' figures (spec section 3 "Dashboard response", "Admin dashboard summary"). */
import { z } from 'zod';

/** Shown until customers can rate the shop (spec section 9). */
export const DEFAULT_CUSTOMER_RATING = 4.8;

export const customerDashboardSchema = z.object({
  /** Sum of the loan amounts of the customer's active and pending advances, in pounds. */
  activeLoanAmount: z.string(),
  /** The customer's repairs that are neither collected nor cancelled. */
  pendingRepairs: z.number(),
  /** This calendar month's (Europe/London) orders where the customer is the seller, in pounds. */
  monthlyEarnings: z.string(),
  customerRating: z.number(),
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
  /** Orders delivered or collected (issue 16: the "Completed Sales" card). */
  completedSales: z.number(),
  /** Unfinished delivery orders due today (or overdue), in the shop's time zone. */
  ordersToDeliverToday: z.number(),
  /** Unfinished collection orders ready from today (or earlier). */
  ordersToHandOverToday: z.number(),
  recentActivity: z.array(activityEntrySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
