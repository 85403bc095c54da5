/**
 * What every pawn-book PDF shares (the agreement and pawn-receipt, the
 * pre-contract information, the notice of sale, the sale statement, the
 * lost-receipt forms): an A4 pdfkit document in the standard fonts (nothing to
 * embed), left uncompressed so it stays a few kilobytes and its text can be
 * checked in tests; the shop's letterhead, headings, "name: value" rows,
 * bullets, blanks to fill in by hand and long UK dates.
 */
import type PDFKitDocument from 'pdfkit';
import type { PledgedItem } from '@shared/cash-advances/agreement-schemas';
import { itemCategories } from '@shared/cash-advances/values';
import { shop, shopAddressLine } from '@shared/shop';
import { onFirstUse } from '../../on-first-use';

export type PawnPdf = {
  doc: PDFKit.PDFDocument;
  /** Ends the document and answers its bytes. */
  finish: () => Promise<Buffer>;
};

/** pdfkit (about 5 MB of V8 heap) loads with the first PDF, not at start (decision 029). */
const loadPdfKit = onFirstUse<typeof PDFKitDocument>('pdfkit');

export function createPawnPdf(title: string, subject: string): PawnPdf {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: title, Author: shop.name, Subject: subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fontSize(10);
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** The shop's name, address and telephone, and the FCA line when the shop has one. */
export function letterhead(doc: PDFKit.PDFDocument, fcaFrnLine: string | null): void {
  doc.font('Helvetica-Bold').fontSize(18).text(shop.name);
  doc.font('Helvetica').fontSize(10).text(shopAddressLine).text(`Telephone ${shop.telephone}`);
  if (fcaFrnLine) doc.fontSize(8).text(`${fcaFrnLine}.`).fontSize(10);
}

export function title(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown().font('Helvetica-Bold').fontSize(16).text(text).font('Helvetica').fontSize(10);
}

export function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text).font('Helvetica').fontSize(10);
}

export function row(doc: PDFKit.PDFDocument, name: string, value: string): void {
  doc.font('Helvetica-Bold').text(`${name}: `, { continued: true }).font('Helvetica').text(value);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string): void {
  doc.text(text, { paragraphGap: 4 });
}

export function bullets(doc: PDFKit.PDFDocument, lines: readonly string[]): void {
  for (const line of lines) doc.text(`•  ${line}`, { paragraphGap: 4 });
}

/** A line in bold, for the statements the regulations ask to stand out. */
export function prominent(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica-Bold').text(text, { paragraphGap: 4 }).font('Helvetica');
}

/** "Signature: ______________________": a line left blank to be filled in by hand. */
export function blank(doc: PDFKit.PDFDocument, label: string, note?: string): void {
  doc
    .moveDown(0.6)
    .text(`${label}: ________________________________________${note ? ` ${note}` : ''}`);
}

export function footnote(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown().fontSize(8).text(text).fontSize(10);
}

/** 2026-05-21 → "21 May 2026"; "—" when there is no date. */
export function longDate(ymd: string | null | undefined): string {
  if (!ymd) return '—';
  const [year = 1970, month = 1, day = 1] = ymd.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const londonDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: shop.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day (YYYY-MM-DD) of an instant; a day given as YYYY-MM-DD stays as it is. */
export const londonDay = (at: Date | string): string =>
  typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)
    ? at
    : londonDayFormat.format(typeof at === 'string' ? new Date(at) : at);

export const labelOfValue = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

/** "Games console 1TB (Electronics, serial number or hallmark SN-1)" */
export function itemText(item: Pick<PledgedItem, 'description' | 'category' | 'serialNumber'>) {
  const category = labelOfValue(itemCategories, item.category);
  const serial = item.serialNumber ? `, serial number or hallmark ${item.serialNumber}` : '';
  return `${item.description} (${category}${serial})`;
}

/** The pledged items, numbered; "—" when there are none yet. */
export function itemList(doc: PDFKit.PDFDocument, items: readonly PledgedItem[]): void {
  for (const [index, item] of items.entries()) doc.text(`${index + 1}. ${itemText(item)}`);
  if (items.length === 0) doc.text('—');
}
