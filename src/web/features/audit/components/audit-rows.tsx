import { formatDateTimeUK } from '@shared/dates';
import type { AuditEntry } from '@shared/audit/schemas';

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** "status: pending → active; loanAmount: — → 100.00" */
export function changesText(changes: AuditEntry['changes']): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, { old, new: next }]) => `${field}: ${shown(old)} → ${shown(next)}`)
    .join('; ');
}

/** Audit rows as a list (stacked on a phone): when, who, from where, what, the fields changed. */
export function AuditRows({ items, label }: { items: AuditEntry[]; label: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded.</p>;
  return (
    <ol aria-label={label} className="divide-y rounded-lg border text-sm">
      {items.map((row) => (
        <li key={row.id} className="grid gap-1 p-3 sm:grid-cols-[11rem_9rem_1fr]">
          <time dateTime={row.at}>{formatDateTimeUK(row.at)}</time>
          <span>
            {row.actorName ?? 'unknown'}
            {row.ip ? <span className="block text-xs text-muted-foreground">{row.ip}</span> : null}
          </span>
          <span>
            <span className="font-semibold">{row.action}</span>
            {row.entity ? (
              <span className="text-muted-foreground">
                {' '}
                · {row.entity}
                {row.entityId ? ` ${row.entityId.slice(0, 8)}` : ''}
              </span>
            ) : null}
            {row.changes ? (
              <span className="block break-all">{changesText(row.changes)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
