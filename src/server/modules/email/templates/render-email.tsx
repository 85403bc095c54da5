/**
 * Renders a message: its subject, the HTML part (React Email) and the plain
 * text part made from that HTML, so each sentence is written once.
 */
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { LINK_REMOVED_TEXT } from '@shared/outbox/schemas';

/** What stands in the stored message for a link nobody but its recipient may see. */
export const LINK_REMOVED = LINK_REMOVED_TEXT;

/** Props holding a string (or null where a message may go without the link). */
type StringProps<Props> = {
  [K in keyof Props]: Props[K] extends string | null ? K : never;
}[keyof Props];

/**
 * A link in the message that opens something without signing in (it grants
 * access by itself): the prop that holds it, and how long it works
 * (null: as long as what it opens, e.g. a repair's tracking page).
 */
export type SecretLink<Props> = { prop: StringProps<Props>; lifetimeMs: number | null };

/** One message the shop sends: a file per message in this folder. */
export type EmailTemplate<Props> = {
  /** Stored with the message ("loan-due-reminder"): the outbox screen shows it. */
  kind: string;
  subject: (props: Props) => string;
  Body: (props: Props) => ReactElement;
  /** Set when the message carries a secret link: staff never read it once sent or expired. */
  secretLink?: SecretLink<Props>;
  /**
   * A signed-out visitor can make the shop send it to an address they typed:
   * at most a few a day to an address that is not a confirmed account's
   * (notice-writer.ts, GUEST_DAILY_LIMIT).
   */
  visitorCaused?: boolean;
};

export type RenderedBody = { html: string; text: string };

export type RenderedEmail = RenderedBody & {
  kind: string;
  subject: string;
  /** The same message with its secret link replaced by LINK_REMOVED; null when it has none. */
  redacted: RenderedBody | null;
  /** How long the secret link works (null: no link, or one that does not expire by time). */
  linkLifetimeMs: number | null;
  visitorCaused: boolean;
};

// Headings keep their case in the text part; links print their address after the label.
const textOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

async function renderBody<Props>(template: EmailTemplate<Props>, props: Props) {
  const { Body } = template;
  const html = await render(<Body {...(props as Props & object)} />);
  return { html, text: toPlainText(html, textOptions).trim() };
}

export async function renderEmail<Props>(
  template: EmailTemplate<Props>,
  props: Props,
): Promise<RenderedEmail> {
  const { secretLink } = template;
  // A message that may go without its link (null) has nothing to hide then.
  const hasSecretLink = secretLink !== undefined && props[secretLink.prop] !== null;
  // The message with the link in its place and without it: rendered both ways, never edited as text.
  const [body, redacted] = await Promise.all([
    renderBody(template, props),
    hasSecretLink ? renderBody(template, { ...props, [secretLink.prop]: LINK_REMOVED }) : null,
  ]);
  return {
    kind: template.kind,
    subject: template.subject(props),
    ...body,
    redacted,
    linkLifetimeMs: hasSecretLink ? (secretLink?.lifetimeMs ?? null) : null,
    visitorCaused: template.visitorCaused ?? false,
  };
}
