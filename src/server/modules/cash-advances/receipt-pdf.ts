/**
 * The pawn receipt (issue 15): the agreement as a PDF the customer takes home,
 * rendered with pdfkit. Text only, in the PDF standard fonts (nothing to embed),
 * and left uncompressed: it stays a few kilobytes, and its text can be checked.
 */
import PDFDocument from 'pdfkit';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { representativeApr } from '@shared/cash-advances/loan';
import { LOAN_TERM_DAYS, collateralTypes, itemCategories } from '@shared/cash-advances/values';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { formatGBP } from '@shared/money';
import { shop, shopAddressLine } from '@shared/shop';

const labelOfValue = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

/** 2026-05-21 → "21 May 2026" */
function longDate(ymd: string | null): string {
  if (!ymd) return '—';
  const [year = 1970, month = 1, day = 1] = ymd.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: shop.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The rights the customer has under the agreement, in plain English. */
export function customerRights(loan: Loan, graceDays: number): string[] {
  return [
    `You can redeem (collect) your items at any time before they are forfeited by paying the balance owed. There is no charge for repaying early, and you only pay the charge for the terms that have started.`,
    `You can pay part of the loan at any time. A part payment pays the charge owed first, then reduces the loan.`,
    `You can extend the loan for another ${LOAN_TERM_DAYS} days by paying the charge owed for the current term. A new charge of ${Number(loan.interestRate)}% of the loan still owed is then added for the new term.`,
    `If you have not redeemed or extended the loan, we keep your items safely for ${graceDays} days after the due date. After that we may keep and sell them, and the loan is then settled: you will owe us nothing more.`,
    `Your items are insured and stored securely in the shop while we hold them. Bring this receipt and photo ID when you collect them.`,
    `If you have a question or a complaint, talk to us in the shop or call ${shop.telephone}. If we cannot put it right, you can contact the Financial Ombudsman Service (www.financial-ombudsman.org.uk, 0800 023 4567), free of charge.`,
  ];
}

export function renderReceipt(
  loan: Loan,
  graceDays: number,
  now: Date = new Date(),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: {
      Title: `Pawn receipt ${loan.agreementNumber}`,
      Author: shop.name,
      Subject: 'Pawn receipt',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const rate = Number(loan.interestRate);
  const charge = penniesToDecimal(
    (parsePennies(loan.totalRepayment) ?? 0) - (parsePennies(loan.loanAmount) ?? 0),
  );
  const heading = (text: string) =>
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).font('Helvetica').fontSize(10);
  const row = (name: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${name}: `, { continued: true }).font('Helvetica').text(value);

  doc.font('Helvetica-Bold').fontSize(18).text(shop.name);
  doc.font('Helvetica').fontSize(10).text(shopAddressLine).text(`Telephone ${shop.telephone}`);
  doc.moveDown().font('Helvetica-Bold').fontSize(16).text('Pawn receipt');
  doc.font('Helvetica').fontSize(10);
  row('Agreement number', loan.agreementNumber);
  row('Issued', longDate(londonDay.format(now)));

  heading('Customer');
  row('Name', loan.customerName ?? '—');
  if (loan.customerPhone) row('Telephone', loan.customerPhone);
  if (loan.customerEmail) row('Email', loan.customerEmail);

  heading('Items pledged');
  for (const [index, item] of loan.items.entries()) {
    const category = labelOfValue(itemCategories, item.category);
    const serial = item.serialNumber ? `, serial number or hallmark ${item.serialNumber}` : '';
    doc.text(`${index + 1}. ${item.description} (${category}${serial})`);
  }
  if (loan.items.length === 0) doc.text('—');

  heading('The loan');
  row('Collateral', labelOfValue(collateralTypes, loan.collateralType));
  row('Loan amount', formatGBP(loan.loanAmount));
  row(`Charge for ${LOAN_TERM_DAYS} days (${rate}% flat)`, formatGBP(charge));
  row('Total repayable', formatGBP(loan.totalRepayment));
  row('Start date', longDate(loan.startDate));
  row('Due date', longDate(londonDay.format(new Date(loan.dueDate))));
  row('Representative APR', `${representativeApr(rate).toFixed(1)}%`);
  if (loan.payments.length > 0) {
    row('Paid so far', formatGBP(loan.totalPaid));
    row('Balance today', formatGBP(loan.balance));
  }
  doc
    .moveDown(0.3)
    .text(
      `Representative example: borrowing ${formatGBP(loan.loanAmount)} for ${LOAN_TERM_DAYS} days at a flat charge of ${rate}% costs ${formatGBP(charge)}; you repay ${formatGBP(loan.totalRepayment)}. Representative ${representativeApr(rate).toFixed(1)}% APR.`,
    );

  heading('Your rights under this agreement');
  for (const right of customerRights(loan, graceDays)) doc.text(`•  ${right}`, { paragraphGap: 4 });

  doc
    .moveDown()
    .fontSize(8)
    .text(
      `${shop.name}, ${shopAddressLine}. Keep this receipt safe: you need it to collect your items.`,
    );
  doc.end();
  return done;
}
