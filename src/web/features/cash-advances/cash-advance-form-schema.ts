import * as z from 'zod/mini';
import { DEFAULT_LOAN_LIMITS, type LoanLimits } from '@shared/cash-advances/limits';
import { buildCashAdvanceDetailsSchema } from '@shared/cash-advances/request-schemas';
import type { CollateralType, ItemCategory } from '@shared/cash-advances/values';
import type { BlankMessages } from '@web/components/form/use-zod-form';
import {
  ANSWER_REQUIRED,
  captchaAnswerField,
} from '@web/components/security-question/answer-field';

/** Spec section 3 "Cash advance request form state"; every field is kept as typed text. */
export type CashAdvanceFormValues = {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  itemDescription: string;
  itemCategory: ItemCategory | '';
  collateralType: CollateralType;
  estimatedValue: string;
  loanAmount: string;
  captchaAnswer: string;
  /** Upload addresses of the photos added (request-photos-section.tsx). */
  photos: string[];
};

export type CashAdvanceField = keyof CashAdvanceFormValues;

export const emptyCashAdvanceForm: CashAdvanceFormValues = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  itemDescription: '',
  itemCategory: '',
  collateralType: 'general',
  estimatedValue: '',
  loanAmount: '',
  captchaAnswer: '',
  photos: [],
};

/** Spec section 5, check 1: these must not be empty; email and estimated value are optional. */
export const requiredCashAdvanceFields = [
  'customerName',
  'customerPhone',
  'itemDescription',
  'itemCategory',
  'loanAmount',
  'captchaAnswer',
] as const satisfies readonly CashAdvanceField[];

export type RequiredField = (typeof requiredCashAdvanceFields)[number];

/** The empty required fields, in the form's order. */
export function missingRequiredFields(values: CashAdvanceFormValues): RequiredField[] {
  return requiredCashAdvanceFields.filter((field) => values[field].trim() === '');
}

/** Inline messages for empty required fields; the toast says the same for everyone at once. */
export const cashAdvanceBlankMessages: BlankMessages<CashAdvanceFormValues> = {
  customerName: 'Name is required',
  customerPhone: 'Phone number is required',
  itemDescription: 'Item description is required',
  itemCategory: 'Choose an item category',
  loanAmount: 'Loan amount is required',
  captchaAnswer: ANSWER_REQUIRED,
};

/**
 * The form's schema: the API's details with this shop's loan limits (GET /api/meta), plus
 * the estimated value (a note for the customer, never sent) and the security verification's
 * payload, filled in by the ALTCHA widget (sent as `challengeAnswer`, checked by the server).
 */
export const buildCashAdvanceFormSchema = (limits: LoanLimits = DEFAULT_LOAN_LIMITS) =>
  z.safeExtend(buildCashAdvanceDetailsSchema(limits), {
    estimatedValue: z.string(),
    captchaAnswer: captchaAnswerField,
  });
export const cashAdvanceFormSchema = buildCashAdvanceFormSchema();
export type CashAdvanceFormOutput = z.output<typeof cashAdvanceFormSchema>;

/** The form's fields in the order a person meets them, for focus and the first message. */
export const cashAdvanceFieldOrder = Object.keys(
  emptyCashAdvanceForm,
) as readonly CashAdvanceField[];

export const MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please fill in all required fields including the security verification.',
} as const;

/** The spec's title; its maths problem became a proof of work the page solves by itself. */
export const CAPTCHA_INCORRECT = {
  title: 'CAPTCHA Incorrect',
  description:
    'The security verification did not pass. It is running again: send once it says verified.',
} as const;

export const REQUEST_SUBMITTED = {
  title: 'Request Submitted',
  description: 'We have your request. Bring your item to the store for a free valuation.',
} as const;

export const SUBMISSION_FAILED = 'Submission Failed';
