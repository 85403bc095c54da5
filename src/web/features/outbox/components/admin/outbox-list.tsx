import type { OutboxMessage } from '@shared/outbox/schemas';
import { OutboxMessageCard } from './outbox-message-card';

export const NO_EMAILS = 'No emails yet';

/** One page of the outbox, newest first. */
export function OutboxList({ messages }: { messages: readonly OutboxMessage[] }) {
  if (messages.length === 0) {
    return <p className="py-12 text-center text-muted-foreground">{NO_EMAILS}</p>;
  }
  return (
    <ul className="space-y-4">
      {messages.map((message) => (
        <li key={message.id}>
          <OutboxMessageCard message={message} />
        </li>
      ))}
    </ul>
  );
}
