import { Link } from 'react-router';
import {
  COMPLAINT_FINAL_RESPONSE_WEEKS,
  financialOmbudsman,
  OMBUDSMAN_REFERRAL_MONTHS,
} from '@shared/legal-contacts';
import { formatOpeningHours, openingHours, shop, shopAddressLine, telHref } from '@shared/shop';
import { FcaFrnStatement } from '@web/features/legal/components/fca-frn-statement';
import { LegalDocument, type LegalSection } from '@web/features/legal/components/legal-document';
import {
  COMPLAINTS_DESCRIPTION,
  COMPLAINTS_TITLE,
} from '@web/features/legal/components/legal-titles';
import { paths } from '@web/lib/paths';

const fos = financialOmbudsman;
const weeks = COMPLAINT_FINAL_RESPONSE_WEEKS;
const months = OMBUDSMAN_REFERRAL_MONTHS;

/** "Monday to Thursday 9:30 AM to 4:30 PM; Friday …", the days the shop is open. */
const openingTimes = openingHours
  .filter((row) => row.opens !== null)
  .map((row) => `${row.days} ${formatOpeningHours(row)}`)
  .join('; ');

const complaintsSections: readonly LegalSection[] = [
  {
    id: 'tell-us',
    title: 'Tell us',
    body: (
      <p>
        If you are unhappy with anything we have done, or not done, about a cash advance, something
        you bought, a repair or the way you were treated, please tell us. Complaining is free, and
        it will not change how we treat you. Most problems are sorted out quickly once we know about
        them.
      </p>
    ),
  },
  {
    id: 'how-to-complain',
    title: 'How to complain',
    body: (
      <>
        <ul>
          <li>
            <strong>In the shop:</strong> speak to any of our staff at {shopAddressLine}. We are
            open {openingTimes}.
          </li>
          <li>
            <strong>By phone:</strong> call <a href={telHref}>{shop.telephone}</a> during opening
            hours.
          </li>
          <li>
            <strong>In writing:</strong> send a letter to Complaints, {shop.name}, {shopAddressLine}
            , or hand it in at the counter.
          </li>
        </ul>
        <p>To help us look into it, please tell us:</p>
        <ul>
          <li>your name and how you would like us to contact you;</li>
          <li>
            your agreement number (it starts CA-), order reference (it starts BCR-) or the details
            of your repair, if the complaint is about one;
          </li>
          <li>what went wrong, and what you would like us to do to put it right.</li>
        </ul>
        <p>
          Someone else, such as a relative, a friend or an adviser, can complain for you if you tell
          us you are happy for them to do so.
        </p>
      </>
    ),
  },
  {
    id: 'what-happens-next',
    title: 'What happens next',
    body: (
      <ul>
        <li>
          We acknowledge your complaint promptly, in writing, normally within five working days, and
          tell you who is looking into it.
        </li>
        <li>
          If we settle it to your satisfaction by the end of the third working day after you raised
          it, we write to you to confirm that, and to tell you that you can still go to the
          Financial Ombudsman Service if you later change your mind.
        </li>
        <li>
          Otherwise we look into it fairly and send you our final response in writing within {weeks}{' '}
          weeks of receiving your complaint. It says whether we uphold your complaint, what we will
          do to put things right, and the reasons for our decision.
        </li>
        <li>
          If we cannot give you a final response within {weeks} weeks, we write to tell you why and
          when we expect to. You can then take your complaint to the Financial Ombudsman Service
          without waiting any longer.
        </li>
      </ul>
    ),
  },
  {
    id: 'financial-ombudsman',
    title: 'The Financial Ombudsman Service',
    body: (
      <>
        <p>
          If you are not happy with our final response, or {weeks} weeks have passed since you
          complained, you can refer a complaint about a cash advance to the {fos.name}. It is free
          and independent, and it can make us put things right.
        </p>
        <p>
          You must refer your complaint within {months} months of the date of our final response;
          after that the Ombudsman may not be able to consider it. Our final response will remind
          you of this.
        </p>
        <ul>
          <li>
            Website: <a href={fos.url}>{fos.website}</a>
          </li>
          <li>
            Telephone: <a href={`tel:${fos.telephoneE164}`}>{fos.telephone}</a> (free)
          </li>
          <li>Post: {fos.address}</li>
        </ul>
        <FcaFrnStatement />
        <p>
          Complaints about goods we sold or repairs we did, which are not financial services, are
          not for the Ombudsman. The Citizens Advice consumer helpline (0808 223 1133) can tell you
          what to do if we cannot agree.
        </p>
      </>
    ),
  },
  {
    id: 'your-information',
    title: 'Your information',
    body: (
      <p>
        We use the details you give us to look into your complaint and keep a record of it for at
        least three years, as our <Link to={paths.privacy}>privacy notice</Link> explains. Our{' '}
        <Link to={paths.terms}>terms and conditions</Link> set out what you can expect from us.
      </p>
    ),
  },
];

/** The whole page below the site's header: a static part (legal-parts.ts). */
export function ComplaintsDocument() {
  return (
    <LegalDocument
      title={COMPLAINTS_TITLE}
      description={COMPLAINTS_DESCRIPTION}
      sections={complaintsSections}
    />
  );
}
