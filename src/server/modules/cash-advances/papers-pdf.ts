/**
 * The pawn book's other papers, as PDFs in the receipt's style (pdf-document.ts):
 * - the pre-contract credit information, under the headings of the SECCI form
 *   (Consumer Credit (Disclosure of Information) Regulations 2010, Schedule 1);
 * - the notice of intention to sell a pawn (Consumer Credit Act 1974 s.121(1),
 *   Consumer Credit (Realisation of Pawn) Regulations 1983 regs 2(1) and 4);
 * - the information about its sale, proceeds and expenses (s.121(2)–(7), reg 5).
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { NOTICE_OF_SALE_DAYS, paymentMethods } from '@shared/cash-advances/pawn-book-values';
import {
  afterSaleStatement,
  annualRateText,
  aprText,
  bearerStatement,
  debtAdviceStatement,
  extensionStatement,
  howItWillBeSold,
  interestByTheDayRule,
  noRecourseStatement,
  shortfallWrittenOff,
  statementOfAccountStatement,
} from '@shared/cash-advances/pawn-terms-text';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { parsePennies, percentOf } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import type { PawnPapersContext } from './papers-context';
import {
  FCA_SUPERVISOR,
  complaintsStatement,
  earlyRepaymentStatement,
  interestStatementOf,
  lateInterestStatement,
  lostReceiptStatement,
  notRedeemedStatement,
  pounds,
  redemptionPeriodText,
  saleChallengeStatement,
  withdrawalStatement,
} from './pawn-statements';
import {
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
  type PawnPdf,
} from './pdf-document';

const penniesOf = (amount: string | null | undefined) => parsePennies(amount ?? '0') ?? 0;

const contactLine = `${shop.name}, ${shopAddressLine}, telephone ${shop.telephone}`;

/** The customer's name and address at the head of a letter. */
function addressee({ doc }: PawnPdf, loan: Loan, dated: string): void {
  doc.moveDown();
  doc.text(loan.customerName ?? 'The customer');
  if (loan.address) for (const line of loan.address.split(/\r?\n|,\s*/)) doc.text(line);
  doc.moveDown(0.5).text(longDate(dated));
}

function agreementRows({ doc }: PawnPdf, loan: Loan): void {
  row(doc, 'Agreement number', loan.agreementNumber);
  row(doc, 'Date of the agreement', longDate(loan.startDate));
  row(doc, 'Amount of credit', formatGBP(loan.loanAmount));
  heading(doc, 'The pawn');
  itemList(doc, loan.items);
}

function signOff({ doc }: PawnPdf, papers: PawnPapersContext): void {
  doc.moveDown().text('Yours sincerely,').moveDown(0.5).text(shop.name);
  footnote(doc, [contactLine, papers.fcaFrnLine].filter(Boolean).join('. ') + '.');
}

export function renderPreContract(loan: Loan, papers: PawnPapersContext): Promise<Buffer> {
  const pdf = createPawnPdf(
    `Pre-contract credit information ${loan.agreementNumber}`,
    'Pre-contract credit information',
  );
  const { doc } = pdf;
  const rate = Number(loan.interestRate);
  const loanPennies = penniesOf(loan.loanAmount);
  const charge = percentOf(loanPennies, rate);
  const total = loanPennies + charge;
  const apr = aprText(rate);
  const dueText = `${LOAN_TERM_DAYS} days after the agreement is made`;

  letterhead(doc, papers.fcaFrnLine);
  title(doc, 'Pre-contract credit information');
  doc.text('(Standard European Consumer Credit Information)');
  row(doc, 'For', loan.customerName ?? '—');
  row(doc, 'Reference', loan.agreementNumber);

  heading(doc, '1. Identity and contact details of the creditor');
  row(doc, 'Creditor', shop.name);
  row(doc, 'Address', shopAddressLine);
  row(doc, 'Telephone', shop.telephone);
  if (papers.fcaFrnLine) paragraph(doc, `${papers.fcaFrnLine}.`);

  heading(doc, '2. Key features of the credit product');
  row(
    doc,
    'The type of credit',
    'A pawn loan: a fixed-sum loan secured by a pawn, goods you leave with us',
  );
  row(
    doc,
    'The total amount of credit',
    `${pounds(loanPennies)}. This means the amount of credit to be provided under the proposed credit agreement.`,
  );
  row(
    doc,
    'How and when you would get the credit',
    'All of it, in the shop, when the agreement is made and you hand us the pawn.',
  );
  row(
    doc,
    'The duration of the credit agreement',
    `${LOAN_TERM_DAYS} days: the loan is due ${dueText}. You may redeem the pawn at any time within ${redemptionPeriodText(papers, null)} (an extension lengthens it), and after it until the pawn is sold or has become ours.`,
  );
  row(
    doc,
    'Repayments',
    `One repayment of ${pounds(total)}, the total amount payable, on the due date, ${dueText}.`,
  );
  row(
    doc,
    'The total amount you will have to pay',
    `${pounds(total)}, if you repay on the due date. This means the amount you have borrowed plus interest. Repay earlier and you pay less: only the days you have had the money.`,
  );
  row(doc, 'Extending the loan', extensionStatement);
  row(
    doc,
    'Security required',
    'A pawn: the items you pledge, which we keep safely until you redeem them:',
  );
  if (loan.items.length > 0) itemList(doc, loan.items);
  else doc.text(loan.itemDescription);

  heading(doc, '3. Costs of the credit');
  row(
    doc,
    'The rate of interest',
    `${interestStatementOf(loanPennies, rate)} ${interestByTheDayRule}`,
  );
  row(
    doc,
    'Annual Percentage Rate of Charge (APR)',
    `${apr}. This is the total cost expressed as an annual percentage of the total amount of credit. The APR is there to help you compare different offers. Representative example: borrowing ${pounds(loanPennies)} for ${LOAN_TERM_DAYS} days at a fixed rate of ${rate}% for the ${LOAN_TERM_DAYS} days (annual rate of interest ${annualRateText(rate)}) costs ${pounds(charge)}; you repay ${pounds(total)}.`,
  );
  row(doc, 'Related costs', 'None: there are no fees or other charges.');
  row(doc, 'Costs in the case of late payments', lateInterestStatement(loanPennies, rate));
  row(
    doc,
    'Consequences of missing payments',
    `Missing payments could have severe consequences for you. ${notRedeemedStatement} ${debtAdviceStatement}`,
  );

  heading(doc, '4. Other important legal aspects');
  row(doc, 'Right of withdrawal', `Yes. ${withdrawalStatement(loanPennies, rate, null, papers)}`);
  row(doc, 'Early repayment', `${earlyRepaymentStatement} We do not ask for compensation.`);
  row(doc, 'Statement of account', statementOfAccountStatement);
  row(
    doc,
    'Consultation of a database',
    'None: we do not consult a credit reference database to decide on a pawn loan.',
  );
  row(
    doc,
    'Right to a draft credit agreement',
    'You have the right, upon request, to obtain a copy of the draft credit agreement free of charge. This does not apply if we are, at the time of the request, unwilling to proceed to the conclusion of the credit agreement with you.',
  );
  row(
    doc,
    'Period during which we are bound by this information',
    `This information is valid on ${longDate(loan.figuresOn)}.`,
  );

  heading(doc, '5. Additional information');
  row(doc, 'Complaints and redress', complaintsStatement);
  if (papers.fcaFrnLine) row(doc, 'Supervisory authority', FCA_SUPERVISOR);
  row(
    doc,
    'Law and language',
    'The agreement is governed by the law of England and Wales. It and all information about it are in English.',
  );
  row(doc, 'Redeeming the pawn', bearerStatement);
  row(doc, 'If you lose your pawn-receipt', lostReceiptStatement);

  footnote(
    doc,
    `${shop.name}, ${shopAddressLine}. Please take this information away and consider it before signing.`,
  );
  return pdf.finish();
}

export function renderNoticeOfSale(loan: Loan, papers: PawnPapersContext): Promise<Buffer> {
  const notice = loan.noticeOfSale;
  if (!notice) throw new RangeError(`${loan.agreementNumber} has no notice of intention to sell`);
  const pdf = createPawnPdf(
    `Notice of intention to sell pawn ${loan.agreementNumber}`,
    'Notice of intention to sell pawn',
  );
  const { doc } = pdf;
  const rate = Number(loan.interestRate);
  const givenOn = londonDay(notice.givenAt);

  letterhead(doc, papers.fcaFrnLine);
  addressee(pdf, loan, givenOn);
  title(doc, 'Notice of intention to sell pawn');
  doc.text(
    'Consumer Credit Act 1974, section 121(1); Consumer Credit (Realisation of Pawn) Regulations 1983',
  );
  doc.moveDown(0.5);
  agreementRows(pdf, loan);

  heading(doc, 'Our intention to sell');
  paragraph(
    doc,
    `The redemption period of your pawn agreement ended on ${longDate(loan.redemptionPeriodEnds)} and the pawn has not been redeemed, so we may now sell it. This is our notice that we intend to sell it.`,
  );
  row(doc, 'Date of this notice', longDate(givenOn));
  if (notice.postedAt) row(doc, 'Posted to you on', longDate(notice.postedAt));
  row(doc, 'Asking price', formatGBP(notice.askingPrice));
  row(doc, 'How it will be sold', howItWillBeSold);
  prominent(
    doc,
    notice.saleAllowedFrom
      ? `We will not sell the pawn before ${longDate(notice.saleAllowedFrom)}, at least ${NOTICE_OF_SALE_DAYS} days after this notice.`
      : `We will not sell the pawn until at least ${NOTICE_OF_SALE_DAYS} clear days after this notice reaches you.`,
  );

  heading(doc, 'You can still redeem your pawn');
  row(doc, `Amount payable to redeem it on ${longDate(givenOn)}`, formatGBP(notice.owed));
  paragraph(
    doc,
    `Interest keeps running at the agreement's rate (${rate}% for each ${LOAN_TERM_DAYS} days), day by day: ${formatGBP(loan.dailyInterest)} a day until you redeem the pawn or it is sold, and never more in all than the amount lent. Nothing else is charged.`,
  );
  prominent(
    doc,
    'You may redeem the pawn at any time until it is sold, by paying what you owe on the day and handing us your pawn-receipt.',
  );
  paragraph(doc, bearerStatement);
  paragraph(doc, lostReceiptStatement);

  heading(doc, 'After the sale');
  paragraph(doc, afterSaleStatement);
  prominent(doc, noRecourseStatement);
  paragraph(doc, debtAdviceStatement);
  paragraph(
    doc,
    `To redeem the pawn or ask about this notice, come to the shop or contact us: ${contactLine}.`,
  );
  signOff(pdf, papers);
  return pdf.finish();
}

export function renderSaleStatement(loan: Loan, papers: PawnPapersContext): Promise<Buffer> {
  const sale = loan.saleStatement;
  if (!sale) throw new RangeError(`${loan.agreementNumber} has no sale statement`);
  const pdf = createPawnPdf(
    `Information about the sale of your pawn ${loan.agreementNumber}`,
    'Information about the sale of your pawn',
  );
  const { doc } = pdf;
  const net = penniesOf(sale.proceeds) - penniesOf(sale.expenses);
  const surplus = penniesOf(sale.surplus);
  const shortfall = penniesOf(sale.shortfall);

  letterhead(doc, papers.fcaFrnLine);
  addressee(pdf, loan, loan.figuresOn);
  title(doc, 'Information about the sale of your pawn');
  doc.text(
    'Consumer Credit Act 1974, section 121(2) to (7); Consumer Credit (Realisation of Pawn) Regulations 1983',
  );
  doc.moveDown(0.5);
  agreementRows(pdf, loan);

  heading(doc, 'The sale');
  row(doc, 'Date of sale', longDate(sale.saleDate));
  row(doc, 'Where it was sold', sale.premises || `${shop.name}, ${shopAddressLine}`);
  row(doc, 'Amount the pawn fetched (gross proceeds)', formatGBP(sale.proceeds));
  row(doc, 'Expenses of the sale', formatGBP(sale.expenses));
  // Itemised when there is more than one cost (the pawn records' "itemised expenses").
  if (sale.expenseLines.length > 1) {
    for (const line of sale.expenseLines) {
      doc.text(`•  ${line.description}: ${formatGBP(line.amount)}`);
    }
  }
  row(doc, 'Net proceeds of sale', pounds(net));
  row(doc, `Amount payable to redeem the pawn on ${longDate(sale.saleDate)}`, formatGBP(sale.owed));

  heading(
    doc,
    surplus > 0 || shortfall === 0 ? 'The surplus we owe you' : 'The shortfall, written off',
  );
  if (shortfall > 0) {
    row(doc, 'Shortfall written off', pounds(shortfall));
    prominent(doc, shortfallWrittenOff(pounds(shortfall)));
  } else {
    row(doc, 'Surplus we owe you', pounds(surplus));
    paragraph(
      doc,
      surplus > 0
        ? `The net proceeds were more than you owed on the day of the sale, so the loan is settled and the surplus of ${pounds(surplus)} is yours.`
        : 'The net proceeds were exactly what you owed on the day of the sale, so the loan is settled and there is no surplus.',
    );
    if (surplus > 0 && sale.surplusPaidAt) {
      const method = sale.surplusPaidMethod
        ? labelOfValue(paymentMethods, sale.surplusPaidMethod)
        : null;
      paragraph(
        doc,
        `We paid you the surplus on ${longDate(londonDay(sale.surplusPaidAt))}${method ? ` (${method.toLowerCase()})` : ''}.`,
      );
    } else if (surplus > 0) {
      paragraph(
        doc,
        `Please collect it from the shop, or contact us and we will pay it to you: ${contactLine}.`,
      );
    }
  }

  heading(doc, 'If you disagree with the price or the expenses');
  paragraph(doc, saleChallengeStatement);
  paragraph(doc, complaintsStatement);
  signOff(pdf, papers);
  return pdf.finish();
}
