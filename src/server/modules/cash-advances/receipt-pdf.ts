/**
 * The pawn agreement and pawn-receipt (Consumer Credit Act 1974 ss.61, 114; the
 * Consumer Credit (Agreements) Regulations 2010 and (Pawn-Receipts) Regulations
 * 1983): one document the customer signs and takes home, with the parties, the
 * pawn, the figures, the redemption period and what happens if the pawn is not
 * redeemed, and the customer's rights.
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import {
  annualRateText,
  aprText,
  debtAdviceStatement,
  extensionStatement,
  interestByTheDayRule,
} from '@shared/cash-advances/pawn-terms-text';
import { LOAN_TERM_DAYS, collateralTypes } from '@shared/cash-advances/values';
import { parsePennies } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { addDays } from '@shared/repairs/dates';
import { shop, shopAddressLine } from '@shared/shop';
import type { PawnPapersContext } from './papers-context';
import {
  bullets,
  createPawnPdf,
  footnote,
  heading,
  itemList,
  labelOfValue,
  letterhead,
  londonDay,
  longDate,
  paragraph,
  prominent,
  row,
  title,
} from './pdf-document';
import {
  FCA_SUPERVISOR,
  complaintsStatement,
  earlyRepaymentStatement,
  lateInterestStatement,
  lostReceiptStatement,
  interestStatementOf,
  notRedeemedStatement,
  pounds,
  redemptionStatement,
  statementOfAccountStatement,
  withdrawalStatement,
} from './pawn-statements';

/** The heading Schedule 1 para 1 prescribes, with "and Pawn-Receipt" as the documents are combined. */
export const AGREEMENT_HEADING =
  'Fixed Sum Loan Agreement and Pawn-Receipt regulated by the Consumer Credit Act 1974';

/** The rights the customer has under the agreement, in plain English. */
export function customerRights(loan: Loan, papers: PawnPapersContext): string[] {
  const loanPennies = parsePennies(loan.loanAmount) ?? 0;
  const rate = Number(loan.interestRate);
  return [
    withdrawalStatement(
      loanPennies,
      rate,
      loan.startDate ? longDate(loan.startDate) : null,
      papers,
    ),
    earlyRepaymentStatement,
    `You can pay part of the loan at any time. A part payment pays the interest owed first, then reduces the loan.`,
    extensionStatement,
    statementOfAccountStatement,
    `Your items are insured and stored securely in the shop while we hold them. Bring this pawn-receipt when you collect them.`,
    complaintsStatement,
    ...(papers.fcaFrnLine
      ? [`${papers.fcaFrnLine}. Our supervisory authority is ${FCA_SUPERVISOR}.`]
      : []),
  ];
}

export function renderReceipt(
  loan: Loan,
  papers: PawnPapersContext,
  now: Date = new Date(),
): Promise<Buffer> {
  const { doc, finish } = createPawnPdf(
    `Pawn agreement and pawn-receipt ${loan.agreementNumber}`,
    'Pawn agreement and pawn-receipt',
  );
  const rate = Number(loan.interestRate);
  const apr = aprText(rate);
  const loanPennies = parsePennies(loan.loanAmount) ?? 0;
  const charge = (parsePennies(loan.totalRepayment) ?? 0) - loanPennies;
  const agreementDue = loan.startDate ? addDays(loan.startDate, LOAN_TERM_DAYS) : null;
  const currentDue = londonDay(loan.dueDate);
  const redemptionEnds = loan.redemptionPeriodEnds ? longDate(loan.redemptionPeriodEnds) : null;

  letterhead(doc, papers.fcaFrnLine);
  title(doc, 'Pawn agreement and pawn-receipt');
  prominent(doc, AGREEMENT_HEADING);
  row(doc, 'Agreement number', loan.agreementNumber);
  row(doc, 'Date of the agreement', longDate(loan.startDate));
  row(doc, 'Issued', longDate(londonDay(now)));
  if (loan.enteredLater) {
    prominent(doc, `Entered later: agreement made on paper on ${longDate(loan.startDate)}`);
  }

  heading(doc, 'The parties');
  row(doc, 'Lender (pawnee)', `${shop.name}, ${shopAddressLine}, telephone ${shop.telephone}`);
  row(doc, 'Borrower (pawnor)', loan.customerName ?? '—');
  row(doc, 'Address', loan.address ?? '—');
  if (loan.customerPhone) row(doc, 'Telephone', loan.customerPhone);
  if (loan.customerEmail) row(doc, 'Email', loan.customerEmail);

  heading(doc, 'The pawn (the items pledged as security)');
  itemList(doc, loan.items);
  row(doc, 'Collateral', labelOfValue(collateralTypes, loan.collateralType));

  heading(doc, 'The loan');
  row(doc, 'Amount of credit', formatGBP(loan.loanAmount));
  row(doc, 'Total charge for credit', pounds(charge));
  row(doc, 'Total amount payable', formatGBP(loan.totalRepayment));
  row(
    doc,
    'Rate of interest',
    `${rate}% for ${LOAN_TERM_DAYS} days, fixed, charged by the day on the loan still owed`,
  );
  row(doc, 'Annual rate of interest', annualRateText(rate));
  row(doc, 'APR', apr);
  row(
    doc,
    'Repayment',
    `one repayment of ${formatGBP(loan.totalRepayment)} on ${longDate(agreementDue)}, ${LOAN_TERM_DAYS} days after the date of the agreement`,
  );
  if (agreementDue && currentDue !== agreementDue) {
    row(doc, 'Due date now (after extensions)', longDate(currentDue));
  }
  row(doc, 'Redemption period ends', redemptionEnds ?? '—');
  if (loan.payments.length > 0) {
    row(doc, 'Paid so far', formatGBP(loan.totalPaid));
    row(doc, `Balance on ${longDate(loan.figuresOn)}`, formatGBP(loan.balance));
  }
  prominent(doc, interestStatementOf(loanPennies, rate));
  paragraph(doc, interestByTheDayRule);
  paragraph(doc, lateInterestStatement(loanPennies, rate));
  paragraph(
    doc,
    `Representative example: borrowing ${formatGBP(loan.loanAmount)} for ${LOAN_TERM_DAYS} days at a fixed rate of ${rate}% for the ${LOAN_TERM_DAYS} days (annual rate of interest ${annualRateText(rate)}) costs ${pounds(charge)}; you repay ${formatGBP(loan.totalRepayment)}. Representative APR: ${apr}.`,
  );

  heading(doc, 'Redeeming the pawn');
  prominent(doc, notRedeemedStatement);
  paragraph(doc, redemptionStatement(papers, redemptionEnds));
  paragraph(doc, debtAdviceStatement);

  heading(doc, 'If you lose this receipt');
  paragraph(doc, lostReceiptStatement);

  heading(doc, 'Your rights under this agreement');
  bullets(doc, customerRights(loan, papers));

  heading(doc, 'Signatures');
  prominent(
    doc,
    'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.',
  );
  doc.moveDown(0.5).text('Signature of borrower: ______________________   Date: ____________');
  doc.moveDown(0.5).text(`Signed for ${shop.name}: ______________________   Date: ____________`);

  footnote(doc, `${shop.name}, ${shopAddressLine}. This is your pawn-receipt: keep it safe.`);
  return finish();
}
