import type { SaleStatementInfo } from '@shared/cash-advances/agreement-schemas';
import { paymentMethods } from '@shared/cash-advances/pawn-book-values';
import { formatGBP } from '@shared/money';
import { Figure } from '@web/features/cash-advances/components/loan-details';
import { dayOf, formatDay, poundsOf, toPennies } from '@web/features/cash-advances/loan-facts';

const methodLabel = (method: string | null) =>
  paymentMethods.find((option) => option.value === method)?.label.toLowerCase() ?? null;

/**
 * The statement of a sale (Consumer Credit Act 1974 s.121): what it fetched, its
 * costs, the net proceeds against what was owed on the day, and the surplus the
 * shop owes (and when it was paid) or the shortfall. The same words as the PDF
 * and the email; `audience` says whose surplus it is.
 */
export function SaleStatementFigures({
  statement,
  audience,
}: {
  statement: SaleStatementInfo;
  audience: 'staff' | 'customer';
}) {
  const net = toPennies(statement.proceeds) - toPennies(statement.expenses);
  const surplus = toPennies(statement.surplus) > 0;
  const shortfall = toPennies(statement.shortfall) > 0;
  const paidWith = methodLabel(statement.surplusPaidMethod);
  const itemised = statement.expenseLines
    .map((line) => `${line.description} ${formatGBP(line.amount)}`)
    .join('; ');
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      <Figure label="Date of the sale" value={formatDay(statement.saleDate)} />
      <Figure label="Where it was sold" value={statement.premises} />
      <Figure label="Sale price" value={formatGBP(statement.proceeds)} />
      <Figure
        label="Costs of the sale"
        value={
          itemised
            ? `${formatGBP(statement.expenses)} (${itemised})`
            : formatGBP(statement.expenses)
        }
      />
      <Figure label="Net proceeds" value={poundsOf(net)} />
      <Figure label="Owed on the day of the sale" value={formatGBP(statement.owed)} />
      {surplus ? (
        <Figure
          label={audience === 'customer' ? 'Surplus owed to you' : 'Surplus owed to the customer'}
          value={formatGBP(statement.surplus)}
          strong
        />
      ) : null}
      {surplus ? (
        <Figure
          label="Surplus paid"
          value={
            statement.surplusPaidAt
              ? `Paid on ${formatDay(dayOf(statement.surplusPaidAt))}${paidWith && audience === 'staff' ? ` (${paidWith})` : ''}`
              : 'Not paid yet'
          }
        />
      ) : null}
      {shortfall ? (
        // Lent without recourse (decision 039): the shortfall is never asked of the customer.
        <Figure
          label="Shortfall, written off"
          value={`${formatGBP(statement.shortfall)}: nothing more is owed`}
          strong
        />
      ) : null}
      {!surplus && !shortfall ? <Figure label="Surplus or shortfall" value="None" /> : null}
    </dl>
  );
}
