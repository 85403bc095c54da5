import { useState } from 'react';
import { formatDateTimeUK } from '@shared/dates';
import { outboxStatusLabels, type OutboxMessage, type OutboxStatus } from '@shared/outbox/schemas';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';

export const SHOW_HTML = 'Show the HTML email';
export const HIDE_HTML = 'Hide the HTML email';

const statusVariant: Record<OutboxStatus, BadgeProps['variant']> = {
  pending: 'warning',
  sent: 'success',
  failed: 'destructive',
  kept: 'info',
  suppressed: 'muted',
};

export const LINK_REMOVED_NOTE =
  'The link in this message opens the customer’s account or record without a password: only the customer sees it.';
export const LINK_SHOWN_NOTE =
  'Demo mode without a mail server: the link below works until it expires, for you to try it.';

/** What happened to the message, in one line. */
function deliveryLine(message: OutboxMessage): string {
  const written = `Written ${formatDateTimeUK(message.createdAt)}`;
  if (message.sentAt) return `${written}, sent ${formatDateTimeUK(message.sentAt)}`;
  if (message.attempts === 0) return written;
  return `${written}, ${message.attempts} attempt${message.attempts === 1 ? '' : 's'}`;
}

/**
 * One message: who it is for, its subject and status, the text part as the
 * customer reads it, and on demand the HTML part in a frame that may run
 * nothing and reach nothing (sandbox with no permissions).
 */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const [showHtml, setShowHtml] = useState(false);
  return (
    <Card className="gap-3 p-5" aria-label={message.subject}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-brand-950">{message.subject}</h2>
          <p className="text-sm text-muted-foreground">
            To <span className="font-medium text-foreground">{message.recipient}</span> ·{' '}
            {message.kind}
          </p>
          <p className="text-xs text-muted-foreground">{deliveryLine(message)}</p>
        </div>
        <Badge variant={statusVariant[message.status]}>{outboxStatusLabels[message.status]}</Badge>
      </div>
      {message.link ? (
        <p className="text-sm text-muted-foreground">
          {message.link === 'removed' ? LINK_REMOVED_NOTE : LINK_SHOWN_NOTE}
        </p>
      ) : null}
      {message.lastError ? (
        <p className="text-sm text-red-800">Last error: {message.lastError}</p>
      ) : null}
      <pre className="rounded-md bg-muted p-3 font-sans text-sm break-words whitespace-pre-wrap">
        {message.text}
      </pre>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showHtml}
          onClick={() => setShowHtml((shown) => !shown)}
        >
          {showHtml ? HIDE_HTML : SHOW_HTML}
        </Button>
      </div>
      {showHtml ? (
        <iframe
          title={`HTML email: ${message.subject}`}
          sandbox=""
          srcDoc={message.html}
          className="h-[32rem] w-full rounded-md border border-border bg-white"
        />
      ) : null}
    </Card>
  );
}
