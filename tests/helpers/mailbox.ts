/**
 * A real SMTP server for one test file (smtp-server), and what arrived at it,
 * parsed (mailparser). The app sends through it with SMTP_URL = `mailbox.url`.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import { signedInUser, type TestUser } from './users';

export type ReceivedMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
};

export type Mailbox = {
  url: string;
  /** Every message accepted, in order of arrival. */
  received: ReceivedMail[];
  /** The messages that arrived for one address. */
  to(address: string): ReceivedMail[];
  /** The next `count` messages are refused: a temporary failure (451) unless told otherwise. */
  refuseNext(count?: number, code?: number): void;
  /** How many deliveries were refused. */
  refused: number;
  /**
   * Holds every answer to DATA until `release()`: a mail server that is slow to
   * answer. `arrived` resolves when the first held message has arrived.
   */
  hold(): { arrived: Promise<void>; release: () => void };
  /** Forgets what arrived and accepts everything again. */
  clear(): void;
  close(): Promise<void>;
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value.map((entry) => entry.address ?? ''))
    .join(', ');

export async function startMailbox(): Promise<Mailbox> {
  let refusals = 0;
  let held: { gate: Promise<void>; arrive: () => void } | null = null;
  let refusalCode = 451;
  const mailbox: Mailbox = {
    url: '',
    received: [],
    to: (address) => mailbox.received.filter((mail) => mail.to === address),
    refuseNext: (count = 1, code = 451) => {
      refusals += count;
      refusalCode = code;
    },
    refused: 0,
    hold: () => {
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      held = { gate, arrive };
      return {
        arrived,
        release: () => {
          held = null;
          release();
        },
      };
    },
    clear: () => {
      mailbox.received.length = 0;
      refusals = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: no certificate to trust in tests.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        mailbox.refused += 1;
        stream.resume();
        stream.on('end', () =>
          callback(
            Object.assign(
              new Error(refusalCode < 500 ? 'Mailbox busy, try again later' : 'No such mailbox'),
              { responseCode: refusalCode },
            ),
          ),
        );
        return;
      }
      simpleParser(stream).then(
        async (mail) => {
          if (held) {
            held.arrive();
            await held.gate;
          }
          mailbox.received.push({
            from: addressesOf(mail.from),
            to: addressesOf(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  mailbox.url = `smtp://127.0.0.1:${port}`;
  return mailbox;
}

/** The email settings of an app that sends through the mailbox. */
export const emailConfig = (mailbox: Mailbox): Partial<AppConfig> => ({
  smtpUrl: mailbox.url,
  mailFrom: 'Beeston Cash & Repairs <shop@beeston.example>',
  shopEmail: 'desk@beeston.example',
  publicUrl: 'https://beeston.example',
});

/** A signed-in customer whose address is confirmed (messages may go to it). */
export async function confirmedCustomer(
  app: FastifyInstance,
  preferences: { remindersByEmail?: boolean; updatesByEmail?: boolean } = {},
): Promise<TestUser> {
  const user = await signedInUser(app);
  await app.database.db
    .update(users)
    .set({ emailConfirmedAt: new Date(), confirmedEmail: user.email, ...preferences })
    .where(eq(users.id, user.id));
  return user;
}
