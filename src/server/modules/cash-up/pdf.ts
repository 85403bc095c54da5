/** One day's cash-up as a PDF, to print and keep with the day's takings. */
import {
  cashUpMethods,
  cashUpSources,
  denominationLabel,
  type CashUp,
} from '@shared/cash-up/schemas';
import { formatGBP } from '@shared/money';
import { shop } from '@shared/shop';
import {
  createPawnPdf,
  heading,
  labelOfValue,
  letterhead,
  longDate,
  row,
  title,
} from '../cash-advances/pdf-document';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: shop.timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

export async function renderCashUpPdf(cashUp: CashUp): Promise<Buffer> {
  const { doc, finish } = createPawnPdf(`Cash-up ${cashUp.date}`, 'The day’s cash-up');
  letterhead(doc, null);
  title(doc, `Cash-up for ${longDate(cashUp.date)}`);
  row(doc, 'Status', cashUp.closedAt ? `Closed ${time(cashUp.closedAt)}` : 'Open (not closed yet)');
  row(doc, 'Counted between', `${time(cashUp.window.from)} and ${time(cashUp.window.to)}`);

  heading(doc, 'By method');
  for (const total of cashUp.byMethod) {
    const label = labelOfValue(cashUpMethods, total.method);
    row(doc, label, `in ${formatGBP(total.in)}, out ${formatGBP(total.out)}`);
  }

  heading(doc, 'Where the money came from and went');
  if (cashUp.lines.length === 0) doc.text('No money moved this day.');
  for (const line of cashUp.lines) {
    const label = `${labelOfValue(cashUpSources, line.source)} (${labelOfValue(cashUpMethods, line.method)}, ${line.count})`;
    row(doc, label, line.in !== '0.00' ? `in ${formatGBP(line.in)}` : `out ${formatGBP(line.out)}`);
  }

  heading(doc, 'Cash in the drawer');
  row(doc, 'Opening float', formatGBP(cashUp.openingFloat));
  row(doc, 'Expected cash', formatGBP(cashUp.expectedCash));
  if (cashUp.counted !== null) {
    row(doc, 'Counted', formatGBP(cashUp.counted));
    row(doc, 'Difference', formatGBP(cashUp.difference ?? '0'));
    if (cashUp.counts) {
      const counted = Object.entries(cashUp.counts)
        .filter(([, count]) => count > 0)
        .sort(([a], [b]) => Number(b) - Number(a))
        .map(([pennies, count]) => `${count} × ${denominationLabel(Number(pennies))}`);
      row(doc, 'Notes and coins', counted.join(', ') || '—');
    }
    row(doc, 'Counted and closed by', cashUp.closedBy ?? '(a login since removed)');
    if (cashUp.note) row(doc, 'Note', cashUp.note);
  }
  return finish();
}
