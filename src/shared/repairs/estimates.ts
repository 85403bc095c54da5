/**
 * Repair estimates and bills (issue 30): the lines staff write, the payloads
 * of the estimate, payment and warranty routes, and the exact sums in pennies.
 * The page and the server parse the same schemas, so a rule and its message
 * live here once.
 */
import { z } from 'zod';
import { parsePennies } from '../money-math';
import { addDays } from './dates';
import { moneyAmount, oneOf, requiredText } from '../validation';

export const estimateLineKinds = [
  { value: 'part', label: 'Part' },
  { value: 'labour', label: 'Labour' },
] as const;
export type EstimateLineKind = (typeof estimateLineKinds)[number]['value'];
const lineKindValues = estimateLineKinds.map((kind) => kind.value) as [
  EstimateLineKind,
  ...EstimateLineKind[],
];

/** draft: being written; sent: waiting for the customer; then their answer. */
export const estimateStates = ['draft', 'sent', 'approved', 'declined'] as const;
export type EstimateState = (typeof estimateStates)[number];

/** How an answer reached the shop. */
export type EstimateChannel = 'link' | 'phone';

export const MAX_ESTIMATE_LINES = 30;
export const MAX_LINE_QUANTITY = 99;
/** £10,000 a line at most: a repair, not a purchase. */
export const MAX_UNIT_PRICE_PENNIES = 1_000_000;
/** The whole estimate: well inside the decimal(8,2) estimated cost it is also shown as. */
export const MAX_ESTIMATE_TOTAL_PENNIES = 9_999_999;

/** A line's price may be £0 (a free check), never negative. */
const unitPrice = z
  .union([z.string(), z.number()], { message: 'Unit price is required' })
  .transform((value, context) => {
    const pennies = parsePennies(value);
    if (pennies === null || pennies > MAX_UNIT_PRICE_PENNIES) {
      context.addIssue({
        code: 'custom',
        message:
          'Unit price must be an amount in pounds from 0 to 10000 with at most 2 decimal places',
      });
      return z.NEVER;
    }
    return pennies;
  });

export const estimateLineSchema = z.object({
  kind: oneOf('Line kind', lineKindValues, { blankIsRequired: true }),
  description: requiredText('Line description', 200),
  quantity: z
    .number({ message: 'Quantity must be a whole number from 1 to 99' })
    .int('Quantity must be a whole number from 1 to 99')
    .min(1, 'Quantity must be a whole number from 1 to 99')
    .max(MAX_LINE_QUANTITY, 'Quantity must be a whole number from 1 to 99'),
  unitPrice,
});

/** PUT /api/admin/repairs/:id/estimate */
export const estimateInputSchema = z.object({
  lines: z
    .array(estimateLineSchema, { message: 'Lines must be a list' })
    .min(1, 'An estimate needs at least one line')
    .max(MAX_ESTIMATE_LINES, `An estimate has at most ${MAX_ESTIMATE_LINES} lines`)
    .refine(
      (lines) =>
        lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) <=
        MAX_ESTIMATE_TOTAL_PENNIES,
      'An estimate totals at most £99,999.99',
    ),
});
export type EstimateInput = z.input<typeof estimateInputSchema>;

/** POST /api/admin/repairs/:id/estimate/phone-approval: who said yes, and when. */
export const phoneApprovalSchema = z.object({
  approvedBy: requiredText('Who approved', 120),
  /** ISO time of the call; now when left out. */
  approvedAt: z.iso
    .datetime({ offset: true, message: 'Approved at must be a date and time' })
    .optional(),
});

export const repairPaymentMethods = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
] as const;
export type RepairPaymentMethod = (typeof repairPaymentMethods)[number]['value'];
const paymentMethodValues = repairPaymentMethods.map((m) => m.value) as [
  RepairPaymentMethod,
  ...RepairPaymentMethod[],
];

/** POST /api/admin/repairs/:id/payments (with an Idempotency-Key header). */
export const repairPaymentSchema = z.object({
  amount: moneyAmount('Amount'),
  method: oneOf('Payment method', paymentMethodValues, { blankIsRequired: true }),
  /** Hand the device back in the same step, once the bill is paid. */
  handOver: z.boolean({ message: 'handOver must be true or false' }).optional(),
});

/** POST /api/admin/repairs/:id/warranty-claims */
export const warrantyClaimSchema = z.object({
  problemDescription: requiredText('Problem description', 2000),
});

/** POST /api/admin/repairs/:id/warranty-decision */
export const warrantyDecisionSchema = z
  .object({
    decision: oneOf('Decision', ['accepted', 'refused'] as const, { blankIsRequired: true }),
    reason: z
      .string({ message: 'Reason must be text' })
      .trim()
      .max(500, 'Reason has at most 500 characters')
      .optional(),
  })
  .refine((body) => body.decision !== 'refused' || Boolean(body.reason), {
    message: 'A refusal needs a reason',
  });

/** POST /api/admin/repairs/:id/uncollected-sale: the device sold after the notice's date. */
export const uncollectedSaleSchema = z.object({
  proceeds: moneyAmount('Proceeds'),
  costsOfSale: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return 0;
      const pennies = parsePennies(value);
      if (pennies === null) {
        context.addIssue({ code: 'custom', message: 'Costs of sale must be an amount in pounds' });
        return z.NEVER;
      }
      return pennies;
    }),
});

export type LineInPennies = { quantity: number; unitPricePennies: number };

export const lineTotalPennies = (line: LineInPennies): number =>
  line.quantity * line.unitPricePennies;

export const estimateTotalPennies = (lines: readonly LineInPennies[]): number =>
  lines.reduce((sum, line) => sum + lineTotalPennies(line), 0);

/** What the sale of an uncollected device leaves for its owner (s.12(5) of the 1977 Act). */
/** Days after "ready" from which the uncollected goods notice may be given (decision 027). */
export const NOTICE_AFTER_DAYS = 90;

/** The first day the notice may be given: 90 days after the London day the device was ready. */
export const noticeFrom = (readyDay: string): string => addDays(readyDay, NOTICE_AFTER_DAYS);

export function saleAccount(proceeds: number, costsOfSale: number, owed: number) {
  const net = Math.max(0, proceeds - costsOfSale);
  const kept = Math.min(net, owed);
  return { net, kept, toCustomer: net - kept, stillOwed: owed - kept };
}
