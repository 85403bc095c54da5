/**
 * The pawn book's other papers, as PDFs in the receipt's style (pdf-document.ts):
 * - the pre-contract credit information, under the headings of the SECCI form
 *   (Consumer Credit (Disclosure of Information) Regulations 2010, Schedule 1);
 * - the notice of intention to sell a pawn (Consumer Credit Act 1974 s.121(1),
 *   Consumer Credit (Realisation of Pawn) Regulations 1983 regs 2(1) and 4);
 * - the information about its sale, proceeds and expenses (s.121(2)–(7), reg 5).
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { representativeApr } from '@shared/cash-advances/loan';
import { NOTICE_OF_SALE_DAYS, paymentMethods } from '@shared/cash-advances/pawn-book-values';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { parsePennies, percentOf } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';
import type { PawnPapersContext } from './papers-context';
import {
  FCA_SUPERVISOR,
  SALE_STATEMENT_WORKING_DAYS,
  complaintsStatement,
  earlyRepaymentStatement,
  lateInterestStatement,
  lostReceiptStatement,
  notRedeemedStatement,
  passesToPawnee,
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
  const apr = `${representativeApr(rate).toFixed(1)}%`;
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
    `${LOAN_TERM_DAYS} days: the loan is due ${dueText}. You may redeem the pawn at any time within ${redemptionPeriodText(papers, null)}${passesToPawnee(loanPennies, papers) ? '' : ', and after it until it is sold'}.`,
  );
  row(
    doc,
    'Repayments',
    `One repayment of ${pounds(total)}, the total amount payable, on the due date, ${dueText}.`,
  );
  row(
    doc,
    'The total amount you will have to pay',
    `${pounds(total)}. This means the amount you have borrowed plus interest.`,
  );
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
    `${rate}% of the loan for the ${LOAN_TERM_DAYS}-day term, fixed (${pounds(charge)})`,
  );
  row(
    doc,
    'Annual Percentage Rate of Charge (APR)',
    `${apr}. This is the total cost expressed as an annual percentage of the total amount of credit. The APR is there to help you compare different offers. Representative example: borrowing ${pounds(loanPennies)} for ${LOAN_TERM_DAYS} days at ${rate}% costs ${pounds(charge)}; you repay ${pounds(total)}.`,
  );
  row(doc, 'Related costs', 'None: there are no fees or other charges.');
  row(doc, 'Costs in the case of late payments', lateInterestStatement(loanPennies, rate));
  row(
    doc,
    'Consequences of missing payments',
    `Missing payments could have severe consequences for you. ${notRedeemedStatement(loanPennies, papers)}`,
  );

  heading(doc, '4. Other important legal aspects');
  row(doc, 'Right of withdrawal', `Yes. ${withdrawalStatement(loanPennies, rate)}`);
  row(doc, 'Early repayment', `${earlyRepaymentStatement} We do not ask for compensation.`);
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
  row(doc, 'If you lose your pawn-receipt', lostReceiptStatement(loanPennies));

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
  row(
    doc,
    'How it will be sold',
    `offered for sale at the asking price in our shop, ${shopAddressLine}, and on our website`,
  );
  prominent(
    doc,
    `We will not sell the pawn before ${longDate(notice.saleAllowedFrom)}, at least ${NOTICE_OF_SALE_DAYS} days after this notice.`,
  );

  heading(doc, 'You can still redeem your pawn');
  row(doc, `Amount payable to redeem it on ${longDate(givenOn)}`, formatGBP(notice.owed));
  paragraph(
    doc,
    `Interest keeps running at the agreement's rate (${rate}% for each ${LOAN_TERM_DAYS} days), day by day: ${formatGBP(loan.dailyInterest)} a day until you redeem the pawn or it is sold. Nothing else is charged.`,
  );
  prominent(
    doc,
    'You may redeem the pawn at any time until it is sold, by paying what you owe on the day and handing us your pawn-receipt.',
  );
  paragraph(doc, lostReceiptStatement(penniesOf(loan.loanAmount)));

  heading(doc, 'After the sale');
  paragraph(
    doc,
    `Within ${SALE_STATEMENT_WORKING_DAYS} working days of the sale we will send you the details of the sale: what the pawn fetched, the expenses of the sale and the net proceeds. If the net proceeds are more than you owe on the day of the sale, the loan is settled and we will pay you the surplus. If they are less, you will owe us the shortfall.`,
  );
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
  row(doc, 'Where it was sold', `${shop.name}, ${shopAddressLine}`);
  row(doc, 'Amount the pawn fetched (gross proceeds)', formatGBP(sale.proceeds));
  row(doc, 'Expenses of the sale', formatGBP(sale.expenses));
  row(doc, 'Net proceeds of sale', pounds(net));
  row(doc, `Amount payable to redeem the pawn on ${longDate(sale.saleDate)}`, formatGBP(sale.owed));

  heading(doc, surplus > 0 || shortfall === 0 ? 'The surplus we owe you' : 'The shortfall');
  if (shortfall > 0) {
    row(doc, 'Shortfall you owe us', pounds(shortfall));
    paragraph(
      doc,
      `The net proceeds were less than you owed on the day of the sale, so the loan is not settled: you now owe us the shortfall of ${pounds(shortfall)}, and nothing more.`,
    );
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
