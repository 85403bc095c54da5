import { Link } from 'react-router';
import { informationCommissioner } from '@shared/legal-contacts';
import { shop, shopAddressLine, telHref } from '@shared/shop';
import { LegalDocument, type LegalSection } from '@web/features/legal/components/legal-document';
import { PRIVACY_DESCRIPTION, PRIVACY_TITLE } from '@web/features/legal/components/legal-titles';
import { paths } from '@web/lib/paths';

const ico = informationCommissioner;
const icoTel = `tel:${ico.telephoneE164}`;

/** Why we use each kind of information, and the lawful basis UK GDPR asks us to name. */
const purposes: ReadonlyArray<readonly [purpose: string, basis: string]> = [
  ['To run your account and sign you in', 'Contract: you asked us for an account.'],
  [
    'To answer a cash advance request, make a pawn agreement and run it: payments, reminders, notices, and the sale of goods not redeemed',
    'Contract, and legal obligation: the Consumer Credit Act 1974 sets out the notices and records a pawnbroker must give and keep.',
  ],
  [
    'To check your age and identity before we lend',
    'Legal obligation (nobody under 18 may pawn goods), and our legitimate interest in preventing fraud and the pawning of stolen goods.',
  ],
  ['To take, deliver and hand over orders, and take payment', 'Contract.'],
  ['To book, carry out and track repairs', 'Contract.'],
  ['To keep accounts and tax records', 'Legal obligation (HMRC).'],
  [
    'To handle complaints',
    'Legal obligation (the Financial Conduct Authority’s rules), and our legitimate interest in putting things right.',
  ],
  [
    'To keep the website safe: the check that a form is sent by a person, limits on repeated attempts, and technical logs',
    'Our legitimate interest in protecting our customers and our systems.',
  ],
  [
    'To answer the police about goods that may be stolen, and other authorities when the law requires',
    'Legal obligation, and the legitimate interest in preventing and detecting crime.',
  ],
];

const privacySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {shop.name} of {shopAddressLine} is the controller of the personal information described
          here: we decide how it is used and we are responsible for it. For anything about your
          information, speak to us in the shop, call us on <a href={telHref}>{shop.telephone}</a>,
          or write to us at the shop marking your letter “Data protection”.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> your username, email address and whether you have confirmed
          it, your email choices, and your password, which we store only in a scrambled form that
          nobody can read back.
        </li>
        <li>
          <strong>Cash advance requests:</strong> your name, phone number and email address, the
          item and its description, the amount you ask for, and any photos you send.
        </li>
        <li>
          <strong>Pawn agreements:</strong> your name, address, date of birth, phone number and
          email address; that we checked your photo ID (we look at it, we do not copy or keep it);
          the goods you pawn, the amounts, the payments you make, the notices we send and, if it
          comes to it, the sale of the goods.
        </li>
        <li>
          <strong>Orders:</strong> your name, phone number, email address, delivery address and
          postcode, what you bought and how you paid. If you pay online, you enter your card details
          on Stripe’s page, not ours: we never see or keep your card number.
        </li>
        <li>
          <strong>Repairs:</strong> your name, phone number and email address, the device and the
          fault, the estimate and the progress of the repair.
        </li>
        <li>
          <strong>Photos</strong> you send with a request, and <strong>messages</strong>: a copy of
          each email we send you, and what you tell us when you contact us.
        </li>
        <li>
          <strong>Technical information:</strong> the session cookie that keeps you signed in (see
          “Cookies” below) and our server’s logs of requests to the website, which include your IP
          address.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it, and the lawful basis',
    body: (
      <>
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Purposes and lawful bases</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  What we use it for
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Lawful basis
                </th>
              </tr>
            </thead>
            <tbody>
              {purposes.map(([purpose, basis]) => (
                <tr key={purpose} className="border-t border-border align-top">
                  <td className="p-3">{purpose}</td>
                  <td className="p-3">{basis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          We do not sell your information, we do not use it for advertising, and we make no
          decisions about you by computer alone: every loan is agreed by a person in the shop.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>
            <strong>Our email provider</strong>, which delivers the emails we send you.
          </li>
          <li>
            <strong>Stripe</strong>, when you pay online by card. Stripe handles your card details
            on its own page and under its own privacy notice.
          </li>
          <li>
            <strong>The companies that host our website and store our data</strong>, who act only on
            our instructions.
          </li>
          <li>
            <strong>The police and other authorities</strong>, when the law requires it or to help
            prevent or detect crime, for example an enquiry about stolen goods.
          </li>
          <li>
            <strong>The Financial Ombudsman Service and the Financial Conduct Authority</strong>, if
            you take a complaint to the Ombudsman or the regulator asks.
          </li>
        </ul>
        <p>
          Some of these providers may handle information outside the UK. When they do, they use the
          safeguards UK law approves, such as the UK’s international data transfer agreement.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>
            <strong>Pawn records</strong> (the agreement, your name, address, date of birth and
            contact details, the goods, payments, notices and any sale): at least five years from
            the date of the agreement, or three years from the day the goods were redeemed or sold,
            whichever is later.
          </li>
          <li>
            <strong>Sales and payments</strong> (orders, repair bills, receipts): six years from the
            end of the financial year they belong to, as HMRC requires.
          </li>
          <li>
            <strong>Complaints:</strong> at least three years from when we receive them, as the
            Financial Conduct Authority requires.
          </li>
          <li>
            <strong>Your account</strong>, its email choices, requests that never became a loan
            (with their photos) and copies of the emails we sent you: until you delete your account.
          </li>
          <li>
            <strong>Signing in:</strong> the session ends when you sign out, and after 30 days at
            most.
          </li>
        </ul>
        <p>
          <strong>If you delete your account</strong> (on your{' '}
          <Link to={paths.account}>account page</Link>), we erase your login, your email choices,
          your requests that never became a loan with their photos, and the emails we wrote for you.
          The records the law makes us keep stay, for the periods above: pawn agreements keep the
          name, address and contact details written on them; orders and repairs are kept as sales
          records, without your name, phone number, email address or delivery address. We cannot
          delete an account while one of its loans, orders or repairs is still open.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the information we hold about you. Signed in, you can download
            it yourself with “Download my data” on your <Link to={paths.account}>account page</Link>
            ;
          </li>
          <li>
            <strong>rectification</strong>: have wrong or incomplete information corrected;
          </li>
          <li>
            <strong>erasure</strong>: have your information deleted, apart from the records the law
            makes us keep (see above);
          </li>
          <li>
            <strong>restriction</strong>: ask us to stop using your information for a while, for
            example while we check it is right;
          </li>
          <li>
            <strong>objection</strong>: object to our using your information where we rely on our
            legitimate interests;
          </li>
          <li>
            <strong>portability</strong>: have your information in a file a computer can read, to
            take elsewhere. The download on your account page is such a file.
          </li>
        </ul>
        <p>
          To use any of these rights, ask us in the shop, by phone or by letter. It is free, and we
          answer within one month. We may ask you to prove who you are first.
        </p>
        <h3>Complaining to the ICO</h3>
        <p>
          If you are unhappy with how we have handled your information, please tell us first so we
          can put it right. You also have the right to complain to the {ico.name} ({ico.shortName}
          ), the UK’s data protection regulator: <a href={ico.url}>{ico.website}</a>, telephone{' '}
          <a href={icoTel}>{ico.telephone}</a>, or by post to {ico.address}.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use one cookie, <code>sid</code>, and only once you sign in: it keeps you signed in as
          you move from page to page. It ends when you sign out, and after 30 days at most. Your
          basket is kept in your own browser’s storage, so it is still there when you come back.
        </p>
        <p>
          We use no analytics, advertising or other third-party cookies, and no other company’s
          scripts run on our pages. Because the cookie and the basket are strictly necessary for
          services you ask for, the law (regulation 6 of the Privacy and Electronic Communications
          Regulations 2003) does not require your consent for them, so we do not show a cookie
          banner.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: (
      <p>
        If we change how we use your information, we update this notice and the date at the top of
        the page. Our <Link to={paths.terms}>terms and conditions</Link> and{' '}
        <Link to={paths.complaints}>complaints procedure</Link> are on their own pages.
      </p>
    ),
  },
];

/** The whole page below the site's header: a static part (legal-parts.ts). */
export function PrivacyDocument() {
  return (
    <LegalDocument
      title={PRIVACY_TITLE}
      description={PRIVACY_DESCRIPTION}
      sections={privacySections}
    />
  );
}
