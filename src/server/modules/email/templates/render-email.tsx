/**
 * Renders a message: its subject, the HTML part (React Email) and the plain
 * text part made from that HTML, so each sentence is written once.
 */
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** One message the shop sends: a file per message in this folder. */
export type EmailTemplate<Props> = {
  /** Stored with the message ("loan-due-reminder"): the outbox screen shows it. */
  kind: string;
  subject: (props: Props) => string;
  Body: (props: Props) => ReactElement;
};

export type RenderedEmail = { kind: string; subject: string; html: string; text: string };

// Headings keep their case in the text part; links print their address after the label.
const textOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

export async function renderEmail<Props>(
  template: EmailTemplate<Props>,
  props: Props,
): Promise<RenderedEmail> {
  const { Body } = template;
  const html = await render(<Body {...(props as Props & object)} />);
  return {
    kind: template.kind,
    subject: template.subject(props),
    html,
    text: toPlainText(html, textOptions).trim(),
  };
}
