/** Reading a PDF's text in tests: API tests and browser journeys (no test runner imported). */

/** The text of an uncompressed pdfkit document: its text operators' strings, decoded. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs = [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)];
  return runs
    .map(([, inner]) =>
      [...inner!.matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
