/**
 * The frame every message shares: the shop's name at the top, its address and
 * telephone at the foot, plain inline styles that mail programs keep. No
 * images and no remote resources of any kind: nothing tells the shop that a
 * message was opened.
 */
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import { formatOpeningHours, openingHours, shop, shopAddressLine } from '@shared/shop';
import { firstNameOf } from '../first-name';
import { LINK_REMOVED } from './render-email';

const colors = { ink: '#1f2937', muted: '#6b7280', line: '#e5e7eb', brand: '#92400e' };

const styles = {
  body: { backgroundColor: '#f9fafb', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 },
  container: {
    backgroundColor: '#ffffff',
    border: `1px solid ${colors.line}`,
    borderRadius: '8px',
    margin: '24px auto',
    maxWidth: '560px',
    padding: '24px 28px',
  },
  brand: { color: colors.brand, fontSize: '14px', fontWeight: 700, margin: '0 0 12px' },
  heading: { color: colors.ink, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' },
  text: { color: colors.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  fact: { color: colors.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' },
  facts: {
    backgroundColor: '#fffbeb',
    borderRadius: '6px',
    margin: '4px 0 16px',
    padding: '12px 16px',
  },
  action: {
    backgroundColor: colors.brand,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 700,
    padding: '10px 18px',
    textDecoration: 'none',
  },
  hr: { borderColor: colors.line, margin: '20px 0 12px' },
  footer: { color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' },
};

export function EmailLayout({
  preview,
  heading,
  footnote,
  children,
}: {
  /** The line mail programs show beside the subject. */
  preview: string;
  heading: string;
  /** Why the customer gets this message (or how to stop it). */
  footnote?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{shop.name}</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>
            {shop.name}, {shopAddressLine}. Telephone {shop.telephone}.
          </Text>
          {footnote ? <Text style={styles.footer}>{footnote}</Text> : null}
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

/** "Hello Priya,": only a first name of letters (first-name.ts), else "Hello,". */
export function Greeting({ name }: { name: string | null }) {
  const first = firstNameOf(name);
  return <Paragraph>{first ? `Hello ${first},` : 'Hello,'}</Paragraph>;
}

/** Label and value lines ("Due date: 12 March 2026"), read the same in the text part. */
export function Facts({ rows }: { rows: readonly (readonly [string, string] | null)[] }) {
  const shown = rows.filter((row) => row !== null);
  return (
    <Section style={styles.facts}>
      <Text style={styles.fact}>
        {shown.map(([label, value], index) => (
          <Fragment key={label}>
            {index > 0 ? <br /> : null}
            <strong>{label}:</strong> {value}
          </Fragment>
        ))}
      </Text>
    </Section>
  );
}

/** A list of lines (items pledged, items ordered). */
export function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Section style={styles.facts}>
      <Text style={styles.fact}>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {`• ${line}`}
          </Fragment>
        ))}
      </Text>
    </Section>
  );
}

/**
 * A button-like link; the text part shows its label followed by the address.
 * A secret link removed from the stored copy (LINK_REMOVED) is no link at all.
 */
export function Action({ href, children }: { href: string; children: string }) {
  if (href === LINK_REMOVED) {
    return (
      <Paragraph>
        {children}: {LINK_REMOVED}
      </Paragraph>
    );
  }
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Link href={href} style={styles.action}>
        {children}
      </Link>
    </Section>
  );
}

export function OpeningHours() {
  return <Facts rows={openingHours.map((row) => [row.days, formatOpeningHours(row)] as const)} />;
}
