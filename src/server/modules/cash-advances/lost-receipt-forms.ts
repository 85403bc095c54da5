/**
 * The two forms that stand in for a lost pawn-receipt (Consumer Credit Act 1974
 * s.118(1); Consumer Credit (Loss of Pawn-Receipt) Regulations 1983), printed
 * for the counter with the agreement's details filled in:
 * - the statutory declaration (s.118(1)(a)), made before a solicitor,
 *   commissioner for oaths or justice of the peace under the Statutory
 *   Declarations Act 1835, for any pawn;
 * - the signed statement (s.118(1)(b)), only where the credit is £75 or less
 *   and the shop agrees.
 * The claimant states they are the owner, or otherwise entitled or authorised
 * to redeem, identifies the agreement and the pawn, and declares the receipt
 * lost. The regulations' own wording was not in the stored copies read for
 * this (decision 023): the solicitor checks these against the prescribed forms.
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { FORFEIT_LIMIT_PENNIES } from '@shared/cash-advances/pawn-book-values';
import { forfeitLimitText, lostReceiptForms } from '@shared/cash-advances/pawn-terms-text';
import { formatGBP } from '@shared/money';
import { parsePennies } from '@shared/money-math';
import { shop, shopAddressLine } from '@shared/shop';
import type { PawnPapersContext } from './papers-context';
import {
  blank,
  createPawnPdf,
  footnote,
  heading,
  itemList,
  letterhead,
  londonDay,
  longDate,
  paragraph,
  prominent,
  row,
  title,
  type PawnPdf,
} from './pdf-document';

/** The words the Statutory Declarations Act 1835 gives a declaration. */
export const STATUTORY_DECLARATION_WORDS =
  'I make this solemn declaration conscientiously believing the same to be true and by virtue of the provisions of the Statutory Declarations Act 1835.';

/** Why a signed statement cannot be printed for a loan over £75 (s.118(1)(b)). */
export const SIGNED_STATEMENT_LIMIT_MESSAGE = `A signed statement may replace a lost pawn-receipt only where the credit is ${forfeitLimitText} or less (Consumer Credit Act 1974 section 118(1)(b)): use the statutory declaration.`;

/** Whether the credit allows a signed statement in place of the receipt (s.118(1)(b)). */
export const signedStatementAllowed = (loan: Pick<Loan, 'loanAmount'>): boolean =>
  (parsePennies(loan.loanAmount) ?? Number.POSITIVE_INFINITY) <= FORFEIT_LIMIT_PENNIES;

const cross = '(cross out what does not apply)';

/** The agreement and the pawn, as the claimant identifies them. */
function agreementPart({ doc }: PawnPdf, loan: Loan): void {
  heading(doc, 'The pawn agreement');
  row(doc, 'Pawnee', `${shop.name}, ${shopAddressLine}`);
  row(doc, 'Agreement number', loan.agreementNumber);
  row(doc, 'Date of the agreement', longDate(loan.startDate));
  row(doc, 'Amount of credit', formatGBP(loan.loanAmount));
  row(doc, 'Pawnor (the customer who pawned the goods)', loan.customerName ?? '—');
  row(doc, 'Address of the pawnor', loan.address ?? '—');
  heading(doc, 'The pawn (the goods pledged)');
  itemList(doc, loan.items);
}

/** "I, Priya Shah, of 14 Elm Street, …": the pawnor's name, which another claimant replaces. */
function claimant({ doc }: PawnPdf, loan: Loan, verb: string): void {
  paragraph(
    doc,
    `I, ${loan.customerName ?? '______________________________'}, of ${loan.address ?? '______________________________'}, ${verb}:`,
  );
  doc
    .fontSize(8)
    .text(
      'If you are not the pawnor named above, cross out the name and address and write your own.',
      { paragraphGap: 4 },
    )
    .fontSize(10);
}

/** The facts both forms state: who the claimant is, the agreement, the pawn, the lost receipt. */
function claims({ doc }: PawnPdf, loan: Loan): void {
  const numbered = (n: number, text: string) => paragraph(doc, `${n}. ${text}`);
  numbered(
    1,
    `I am the owner of the pawn described above / I am otherwise entitled to redeem it / I am authorised by its owner, ______________________, to redeem it ${cross}.`,
  );
  numbered(
    2,
    `The pawn was taken in pawn by ${shop.name}, ${shopAddressLine}, under pawn agreement number ${loan.agreementNumber} made on ${longDate(loan.startDate)}, for credit of ${formatGBP(loan.loanAmount)}.`,
  );
  numbered(
    3,
    `The pawn-receipt given under that agreement has been lost / mislaid / destroyed / stolen ${cross}, and I do not have it. How and when it was lost: ______________________________________________`,
  );
  numbered(
    4,
    'I make this so that the pawn may be redeemed without the pawn-receipt, under section 118 of the Consumer Credit Act 1974.',
  );
}

function formFooter({ doc }: PawnPdf, papers: PawnPapersContext, now: Date): void {
  footnote(
    doc,
    [
      `Printed by ${shop.name}, ${shopAddressLine}, telephone ${shop.telephone}, on ${longDate(londonDay(now))}, free of charge`,
      papers.fcaFrnLine,
    ]
      .filter(Boolean)
      .join('. ') + '.',
  );
}

/** The statutory declaration (s.118(1)(a)): any pawn, made before a person who may take it. */
export function renderStatutoryDeclaration(
  loan: Loan,
  papers: PawnPapersContext,
  now: Date = new Date(),
): Promise<Buffer> {
  const pdf = createPawnPdf(
    `${lostReceiptForms.statutoryDeclaration} ${loan.agreementNumber}`,
    lostReceiptForms.statutoryDeclaration,
  );
  const { doc } = pdf;
  letterhead(doc, papers.fcaFrnLine);
  title(doc, lostReceiptForms.statutoryDeclaration);
  doc.text(
    'Consumer Credit Act 1974, section 118(1)(a); Consumer Credit (Loss of Pawn-Receipt) Regulations 1983',
  );
  agreementPart(pdf, loan);

  heading(doc, 'Declaration');
  claimant(pdf, loan, 'do solemnly and sincerely declare that');
  claims(pdf, loan);
  prominent(doc, STATUTORY_DECLARATION_WORDS);
  blank(doc, 'Signature of the declarant');
  blank(doc, 'Declared at (place)');
  blank(doc, 'Date');
  doc.moveDown(0.6).font('Helvetica-Bold').text('Before me:').font('Helvetica');
  blank(doc, 'Signature');
  blank(doc, 'Name');
  blank(doc, 'Address');
  paragraph(doc, `A solicitor / commissioner for oaths / justice of the peace ${cross}.`);

  heading(doc, 'Notes');
  paragraph(
    doc,
    'The declaration must be made and signed in front of a solicitor, a commissioner for oaths or a justice of the peace, who signs it too. Bring it to the shop and pay what is owed: we then hand you the pawn, and the lost pawn-receipt can no longer be used to redeem it (section 118(2)). Making a false declaration is a criminal offence.',
  );
  formFooter(pdf, papers, now);
  return pdf.finish();
}

/**
 * The signed statement (s.118(1)(b)): only for credit of £75 or less, and only
 * if the shop agrees. A loan over £75 is refused (RangeError): the route answers 409.
 */
export function renderSignedStatement(
  loan: Loan,
  papers: PawnPapersContext,
  now: Date = new Date(),
): Promise<Buffer> {
  if (!signedStatementAllowed(loan)) throw new RangeError(SIGNED_STATEMENT_LIMIT_MESSAGE);
  const pdf = createPawnPdf(
    `${lostReceiptForms.signedStatement} ${loan.agreementNumber}`,
    lostReceiptForms.signedStatement,
  );
  const { doc } = pdf;
  letterhead(doc, papers.fcaFrnLine);
  title(doc, lostReceiptForms.signedStatement);
  doc.text(
    `Consumer Credit Act 1974, section 118(1)(b): credit of ${forfeitLimitText} or less; Consumer Credit (Loss of Pawn-Receipt) Regulations 1983`,
  );
  agreementPart(pdf, loan);

  heading(doc, 'Statement');
  claimant(pdf, loan, 'state that');
  claims(pdf, loan);
  paragraph(
    doc,
    `As the credit is ${forfeitLimitText} or less, ${shop.name} has agreed to accept this statement, signed by me, in place of the pawn-receipt.`,
  );
  blank(doc, 'Signature of the claimant');
  blank(doc, 'Date');
  doc.moveDown(0.6).font('Helvetica-Bold').text('Witness:').font('Helvetica');
  blank(doc, 'Signature of the witness');
  blank(doc, 'Name');
  blank(doc, 'Address');
  doc.moveDown(0.6).font('Helvetica-Bold').text(`Accepted for ${shop.name}:`).font('Helvetica');
  blank(doc, 'Signature');
  blank(doc, 'Date');

  heading(doc, 'Notes');
  paragraph(
    doc,
    'Once we accept this statement and you pay what is owed, we hand you the pawn, and the lost pawn-receipt can no longer be used to redeem it (section 118(2)). Making a false statement to obtain goods that are not yours is a criminal offence.',
  );
  formFooter(pdf, papers, now);
  return pdf.finish();
}
