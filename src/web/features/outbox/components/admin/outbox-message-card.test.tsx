import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { OutboxMessage } from '@shared/outbox/schemas';
import { OutboxList, NO_EMAILS } from '@web/features/outbox/components/admin/outbox-list';
import {
  HIDE_HTML,
  LINK_REMOVED_NOTE,
  SHOW_HTML,
} from '@web/features/outbox/components/admin/outbox-message-card';

const message: OutboxMessage = {
  id: 'c9a2f1de-7d61-4b1e-9d34-8f6a1b2c3d4e',
  kind: 'cash-advance-received',
  recipient: 'priya@example.com',
  subject: 'We have your cash advance request CA-000012',
  text: 'Hello Priya,\n\nAmount asked for: £120.00',
  html: '<html><body><p>Amount asked for: £120.00</p><script>parent.hacked = true</script></body></html>',
  link: null,
  status: 'kept',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  sentAt: null,
};

test('shows who it is for, its status and its text part; the HTML only in a sandboxed frame', async () => {
  render(<OutboxList messages={[message]} />);
  expect(screen.getByRole('heading', { name: message.subject })).toBeInTheDocument();
  expect(screen.getByText('priya@example.com')).toBeInTheDocument();
  expect(screen.getByText('Kept (not sent)')).toBeInTheDocument();
  expect(screen.getByText(/Amount asked for: £120\.00/)).toBeInTheDocument();
  expect(screen.queryByTitle(/HTML email/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: SHOW_HTML }));
  const frame = screen.getByTitle(`HTML email: ${message.subject}`);
  // No permissions at all: no scripts, no same origin, no navigation, no forms.
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', message.html);
  await userEvent.click(screen.getByRole('button', { name: HIDE_HTML }));
  expect(screen.queryByTitle(/HTML email/)).not.toBeInTheDocument();
});

test('shows the attempts and the last error of a failed message', () => {
  render(
    <OutboxList
      messages={[{ ...message, status: 'failed', attempts: 6, lastError: '451 Mailbox busy' }]}
    />,
  );
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.getByText(/6 attempts/)).toBeInTheDocument();
  expect(screen.getByText('Last error: 451 Mailbox busy')).toBeInTheDocument();
});

test('says when a message’s link has been taken out, and shows a suppressed message as such', () => {
  render(
    <OutboxList
      messages={[
        {
          ...message,
          kind: 'account-password-reset',
          subject: 'Reset your password',
          text: 'Choose a new password: (link removed)',
          link: 'removed',
          status: 'suppressed',
        },
      ]}
    />,
  );
  expect(screen.getByText(LINK_REMOVED_NOTE)).toBeInTheDocument();
  expect(screen.getByText('Not sent (daily limit)')).toBeInTheDocument();
  expect(screen.getByText(/\(link removed\)/)).toBeInTheDocument();
});

test('says so when there is nothing yet', () => {
  render(<OutboxList messages={[]} />);
  expect(screen.getByText(NO_EMAILS)).toBeInTheDocument();
});
