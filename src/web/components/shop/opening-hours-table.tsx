import { formatOpeningHours, openingHours } from '@shared/shop';
import { cn } from '@web/lib/cn';

/**
 * The shop's opening hours as a real table (day → hours), so screen readers announce
 * each row's day with its hours. Used on the home page and any page that shows the store.
 */
export function OpeningHoursTable({
  className,
  caption = 'Opening hours',
}: {
  className?: string;
  caption?: string;
}) {
  return (
    <table className={cn('w-full text-sm', className)}>
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
                className={cn(
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
