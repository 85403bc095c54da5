/**
 * The cash advance request: what the form checks and POST /api/cash-advances takes,
 * written with zod/mini so the request page loads a small zod (decision 012); the
 * server parses and describes the same schema (./schemas.ts re-exports it).
 * The server recomputes every figure (PRODUCT.md), so a payload's interestRate,
 * totalRepayment, dueDate and userId are dropped.
 */
import * as z from 'zod/mini';
import { challengeFields } from '../challenges';
import { oneOf, optionalEmail, requiredText } from '../fields';
import { phoneNumber } from '../phone';
import { DEFAULT_LOAN_LIMITS, loanAmountField, type LoanLimits } from './limits';
import { requestPhotosField } from './request-photos';
import { collateralProblem, collateralTypeValues, itemCategoryValues } from './values';

/** What the customer tells about themselves and the item, with this instance's loan limits. */
export const buildCashAdvanceDetailsSchema = (limits: LoanLimits = DEFAULT_LOAN_LIMITS) =>
  z
    .object({
      customerName: requiredText('Name', 120),
      customerPhone: phoneNumber('Phone number'),
      customerEmail: optionalEmail('Email'),
      itemDescription: requiredText('Item description', 2000),
      itemCategory: oneOf('Item category', itemCategoryValues),
      collateralType: z._default(oneOf('Collateral type', collateralTypeValues), 'general'),
      loanAmount: loanAmountField(limits),
      /** Up to 5 upload addresses from POST /api/request-photos/uploads (request-photos.ts). */
      photos: requestPhotosField,
    })
    .check(
      z.superRefine((value, context) => {
        const problem = collateralProblem(value.itemCategory, value.collateralType);
        if (problem)
          context.addIssue({ code: 'custom', path: ['collateralType'], message: problem });
      }),
    );

/** POST /api/cash-advances body: the details and the answered security question. */
export const buildCreateCashAdvanceSchema = (limits: LoanLimits = DEFAULT_LOAN_LIMITS) =>
  z.safeExtend(buildCashAdvanceDetailsSchema(limits), challengeFields);

/** The body with the default limits (£20 to £5,000). */
export const createCashAdvanceSchema = buildCreateCashAdvanceSchema();
export type CreateCashAdvanceInput = z.input<typeof createCashAdvanceSchema>;
