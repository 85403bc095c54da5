/**
 * An order's receipt (issue 28): the items with their condition, prices, the
 * delivery fee, how and when it was paid, the 14-day right to cancel an order
 * made at a distance and the returns policy; where the shop is VAT-registered,
 * the second-hand margin scheme's wording (no VAT shown separately).
 */
import { formatGBP } from '@shared/money';
import { labelOf, productConditions } from '@shared/products/values';
import { recordedPaymentMethods } from '@shared/orders/values';
import {
  createPawnPdf,
  heading,
  letterhead,
  longDate,
  row,
  title,
} from '../cash-advances/pdf-document';
import type { CheckoutWithLines } from './dto';

export type ReceiptLine = { title: string; condition: string | null; price: string };

/** The statutory and policy words of a receipt, written once. */
export const CANCELLATION_RIGHT =
  'You may cancel an order placed online or by telephone within 14 days of the day you receive the goods, without giving a reason (Consumer Contracts Regulations 2013). Tell us in the shop, by telephone or in writing; return the goods within 14 days of telling us, and we refund what you paid, including the standard delivery fee, within 14 days of getting them back.';
export const RETURNS_POLICY =
  'Our goods are second-hand and sold as described. They must be as described, of satisfactory quality for second-hand goods of their age and fit for purpose (Consumer Rights Act 2015): if they are not, bring them back within 30 days for a refund, or later for a repair or replacement.';
export const MARGIN_SCHEME =
  'Second-hand goods: sold under the VAT margin scheme. No VAT is shown separately and you cannot reclaim VAT on them.';

export function renderOrderReceipt(
  order: CheckoutWithLines,
  lines: ReceiptLine[],
  { fcaFrnLine, vatNumber }: { fcaFrnLine: string | null; vatNumber: string | null },
): Promise<Buffer> {
  const { checkout, payment, refund } = order;
  const pdf = createPawnPdf(`Receipt for order ${checkout.reference}`, 'Order receipt');
  const { doc } = pdf;
  letterhead(doc, fcaFrnLine);
  if (vatNumber) doc.text(`VAT registration number ${vatNumber}`);
  title(doc, 'Receipt');
  row(doc, 'Order', checkout.reference);
  row(doc, 'Ordered on', longDate(checkout.createdAt.toISOString().slice(0, 10)));
  row(doc, 'Customer', checkout.customerName);
  heading(doc, 'Items');
  for (const line of lines) {
    const condition = line.condition ? ` (${labelOf(productConditions, line.condition)})` : '';
    doc.text(`${line.title}${condition}: ${formatGBP(line.price)}`);
  }
  heading(doc, 'Totals');
  row(doc, 'Items', formatGBP(checkout.subtotal));
  row(
    doc,
    checkout.fulfilment === 'delivery' ? 'Same-day delivery' : 'Collection in the shop',
    formatGBP(checkout.deliveryFee),
  );
  row(doc, 'Total', formatGBP(checkout.totalAmount));
  if (payment) {
    row(
      doc,
      'Paid',
      `${formatGBP(payment.amount)} by ${labelOf(recordedPaymentMethods, payment.method).toLowerCase()} on ${longDate(payment.createdAt.toISOString().slice(0, 10))}`,
    );
  }
  if (refund) row(doc, 'Refunded', formatGBP(refund.amount));
  if (vatNumber) doc.moveDown(0.5).text(MARGIN_SCHEME);
  heading(doc, 'Your right to cancel');
  doc.text(CANCELLATION_RIGHT);
  heading(doc, 'Returns');
  doc.text(RETURNS_POLICY);
  return pdf.finish();
}
