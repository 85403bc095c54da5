import { formatOpeningHours, openingHours } from '@shared/shop';
import { clsx } from 'clsx';

/**
 * The shop's opening hours as a real table (day → hours), so screen readers announce
 * each row's day with its hours. Used on the home page and any page that shows the store.
 * `className` adds classes (plain clsx: this is in `/`'s first download, tailwind-merge is not).
 */
export function OpeningHoursTable({
  className,
  caption = 'Opening hours',
}: {
  className?: string;
  caption?: string;
}) {
  return (
    <table className={clsx('w-full text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {openingHours.map((row) => {
          const hours = formatOpeningHours(row);
          return (
            <tr key={row.days} className="border-b border-border/70 last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {row.days}
              </th>
              <td
                className={clsx(
                  'py-2 text-right whitespace-nowrap tabular-nums',
                  hours === 'Closed' && 'italic opacity-80',
                )}
              >
                {hours}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
