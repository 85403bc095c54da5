/**
 * A repair's invoice (issue 30) and the uncollected goods letter
 * (docs/decisions/027): the shop's details, the lines, the total and what was
 * paid, and the warranty terms; the letter with the particulars Schedule 1 of
 * the Torts (Interference with Goods) Act 1977 asks for.
 */
import { formatGBP } from '@shared/money';
import { repairTitle } from '@shared/repairs/schemas';
import { repairWarrantyDays, shop, shopAddressLine } from '@shared/shop';
import type { Repair } from '../../db/schema';
import {
  createPawnPdf,
  heading,
  letterhead,
  londonDay,
  longDate,
  paragraph,
  prominent,
  row,
  title,
} from '../cash-advances/pdf-document';
import { decimal, type Bill } from './bill';

export const WARRANTY_TERMS = `Every repair has a ${repairWarrantyDays}-day warranty from the day you collect the device: if the same fault comes back, bring it in and we put it right free of charge. The warranty does not cover accidental damage, liquid damage or faults in parts we did not repair. Your statutory rights are not affected.`;

/** The invoice number: the booking's first 8 characters, as the desk reads them. */
export const invoiceNumber = (repair: Pick<Repair, 'id'>) =>
  `R-${repair.id.slice(0, 8).toUpperCase()}`;

export function renderRepairInvoice(
  repair: Repair,
  bill: Bill,
  warrantyUntil: string | null,
  fcaFrnLine: string | null,
): Promise<Buffer> {
  const pdf = createPawnPdf(`Invoice ${invoiceNumber(repair)}`, 'Repair invoice');
  const { doc } = pdf;
  letterhead(doc, fcaFrnLine);
  title(doc, 'Invoice');
  row(doc, 'Invoice', invoiceNumber(repair));
  row(doc, 'Date', longDate(londonDay(repair.readyAt ?? new Date())));
  row(doc, 'Device', repairTitle(repair));
  if (repair.customerName) row(doc, 'Customer', repair.customerName);
  if (repair.estimateState === 'declined') prominent(doc, 'Estimate declined: not repaired.');
  if (repair.warrantyClaimOf && repair.warrantyDecision === 'accepted') {
    prominent(doc, 'Warranty claim accepted: free of charge.');
  }
  heading(doc, 'Work');
  if (bill.lines.length === 0) doc.text('No charge.');
  for (const line of bill.lines) {
    doc.text(
      `${line.description}: ${line.quantity} × ${formatGBP(decimal(line.unitPricePennies))} = ${formatGBP(decimal(line.quantity * line.unitPricePennies))}`,
    );
  }
  heading(doc, 'Totals');
  row(doc, 'Total', formatGBP(decimal(bill.totalPennies)));
  row(doc, 'Paid', formatGBP(decimal(bill.paidPennies)));
  row(doc, 'To pay', formatGBP(decimal(bill.balancePennies)));
  heading(doc, 'Warranty');
  if (warrantyUntil) row(doc, 'Warranty until', longDate(warrantyUntil));
  paragraph(doc, WARRANTY_TERMS);
  return pdf.finish();
}

export function renderUncollectedNotice(
  repair: Repair,
  owedPennies: number,
  fcaFrnLine: string | null,
): Promise<Buffer> {
  const pdf = createPawnPdf('Notice of intention to sell uncollected goods', 'Uncollected goods');
  const { doc } = pdf;
  letterhead(doc, fcaFrnLine);
  title(doc, 'Notice of intention to sell uncollected goods');
  row(doc, 'Date of notice', longDate(londonDay(repair.uncollectedNoticeAt ?? new Date())));
  row(doc, 'To', repair.customerName ?? 'The owner of the goods');
  row(doc, 'From (the bailee)', `${shop.name}, ${shopAddressLine}`);
  row(
    doc,
    'The goods',
    `${repairTitle(repair)}, left for repair (reference ${invoiceNumber(repair)})`,
  );
  row(doc, 'Where they are held', `${shop.name}, ${shopAddressLine}`);
  row(doc, 'Ready for delivery to you since', longDate(londonDay(repair.readyAt ?? new Date())));
  row(doc, 'Amount payable by you for the goods', formatGBP(decimal(owedPennies)));
  prominent(
    doc,
    `We intend to sell the goods on or after ${longDate(repair.uncollectedSaleAfter)} unless you collect them first.`,
  );
  paragraph(
    doc,
    'This notice is given under section 12 of, and Schedule 1 to, the Torts (Interference with Goods) Act 1977. The goods are ready for delivery to you: please collect them from the address above during opening hours, paying the amount shown. If we sell them, we will account to you for the proceeds of sale, less the costs of sale and the amount you owe us.',
  );
  paragraph(doc, `Telephone ${shop.telephone} with any question.`);
  return pdf.finish();
}
