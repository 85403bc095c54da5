/** Sending through SMTP (SMTP_URL) with nodemailer. */
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { onFirstUse } from '../../on-first-use';

/** nodemailer loads with the first message sent, not at start (decision 029). */
const loadNodemailer = onFirstUse<typeof Nodemailer>('nodemailer');

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** Time limits well inside the outbox's lease, so a hung server never sends a message twice. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(url: string): MailTransport {
  let transporter: Transporter | undefined;
  return {
    async send(mail) {
      transporter ??= loadNodemailer().createTransport({ url, ...TIMEOUTS });
      await transporter.sendMail({
        ...mail,
        // Tells mail servers and programs that no person typed it (RFC 3834): no auto-replies.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close: () => transporter?.close(),
  };
}
