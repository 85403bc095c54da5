import { Link } from 'react-router';
import {
  annualRateOfInterest,
  representativeApr,
  termInterestPennies,
} from '@shared/cash-advances/loan';
import { MIN_REDEMPTION_MONTHS, NOTICE_OF_SALE_DAYS } from '@shared/cash-advances/pawn-book-values';
import {
  afterSaleStatement,
  bearerStatement,
  debtAdviceStatement,
  earlyRepaymentRule,
  extensionStatement,
  interestByTheDayRule,
  interestCapRule,
  lostReceiptStatement,
  noRecourseStatement,
  smallPawnStatement,
  statementOfAccountStatement,
  withdrawalRule,
} from '@shared/cash-advances/pawn-terms-text';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { formatPrice } from '@shared/money';
import { penniesToDecimal } from '@shared/money-math';
import { COLLECTION_HOLD_OPENING_DAYS, SAME_DAY_CUT_OFF_HOUR } from '@shared/orders/values';
import { repairWarrantyDays, shop, shopAddressLine, telHref } from '@shared/shop';
import { LegalDocument, type LegalSection } from '@web/features/legal/components/legal-document';
import { TERMS_DESCRIPTION, TERMS_TITLE } from '@web/features/legal/components/legal-titles';
import { useLoanRates } from '@web/lib/chrome-data';
import { paths } from '@web/lib/paths';

/** £100, in pennies. */
const exampleLoan = 100_00;
const apr = (rate: number) => `${representativeApr(rate).toFixed(1)}%`;
const annualRate = (rate: number) => `${annualRateOfInterest(rate).toFixed(1)}%`;
const pounds = (pennies: number) => formatPrice(penniesToDecimal(pennies));

/** The rates of new loans, the shop's own (RATE_GOLD, RATE_GENERAL), with what they cost a year. */
function LoanCharge() {
  const { gold, general } = useLoanRates();
  return (
    <>
      <p>
        Each loan has a term of {LOAN_TERM_DAYS} days. Interest is charged by the day, at a rate for
        every {LOAN_TERM_DAYS} days of {gold}% of the amount you borrow for gold and other precious
        metals and {general}% for other goods. For example, if you borrow {pounds(exampleLoan)}{' '}
        against gold you repay {pounds(exampleLoan + termInterestPennies(exampleLoan, gold))} at the
        end of the {LOAN_TERM_DAYS} days.
      </p>
      <p>
        The rate is fixed for the whole agreement. Over a year it is an annual rate of interest of{' '}
        {annualRate(gold)} for gold and {annualRate(general)} for other goods, and the
        representative APR is {apr(gold)} for gold and {apr(general)} for other goods. A pawn loan
        is for short-term borrowing. Please borrow only what you can repay.
      </p>
    </>
  );
}
/** 14 → "2 pm". */
const cutOff = `${SAME_DAY_CUT_OFF_HOUR % 12 || 12} ${SAME_DAY_CUT_OFF_HOUR < 12 ? 'am' : 'pm'}`;

const termsSections: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply when you borrow money from us against goods you leave with us (a pawn
          loan, which we call a cash advance), when you buy from us in the shop or through this
          website, and when you bring us a device to repair. “We”, “us” and “our” mean {shop.name}{' '}
          of {shopAddressLine}. “You” means you, our customer.
        </p>
        <p>
          Nothing in these terms takes away your rights as a consumer under UK law. If we change
          these terms, the version that applies to you is the one on this page on the day you made
          your agreement, placed your order or booked your repair.
        </p>
      </>
    ),
  },
  {
    id: 'cash-advances',
    title: 'Cash advances (pawn loans)',
    body: (
      <>
        <h3>The agreement</h3>
        <p>
          A cash advance is a loan secured on goods you leave with us, called a pawn. It is a credit
          agreement regulated by the Consumer Credit Act 1974. You must be 18 or over to pawn goods.
          Before we lend, we check your photo ID and take your date of birth and address.
        </p>
        <p>
          A request made on this website is free and does not commit you to anything: it only asks
          us for an offer. The loan starts when we both sign the credit agreement in the shop and
          you hand the goods over. We give you the pre-contract information to read first, and a
          copy of the signed agreement, which is also your pawn-receipt. Keep it safe: whoever
          brings it and pays what is owed may redeem your goods. If anything in these terms differs
          from your signed agreement, the agreement applies.
        </p>
        <h3>The term and the charge</h3>
        <LoanCharge />
        <p>
          Your agreement shows the amount lent, the interest a day, what a full term costs, the
          total to repay and the due date. {interestByTheDayRule} {earlyRepaymentRule}{' '}
          {interestCapRule} If you have not repaid by the due date, interest carries on day by day,
          at the same rate as your agreement, on the amount you still owe. We never charge a higher
          rate, and we charge no fees for paying late.
        </p>
        <h3>Paying, extending and collecting your goods</h3>
        <ul>
          <li>
            <strong>Redeem</strong> at any time: bring your pawn-receipt to the shop, pay what you
            owe and take your goods home. {bearerStatement}
          </li>
          <li>
            <strong>Part payment</strong> at any time: it pays the interest owed first, then reduces
            the loan.
          </li>
          <li>
            <strong>Extend</strong>: {extensionStatement}
          </li>
        </ul>
        <p>
          You can pay in the shop by cash or card, and online by card where we offer it. We email
          you a reminder before your due date if you have given us an email address; you can turn
          reminders off in your account. {statementOfAccountStatement}
        </p>
        <p>{lostReceiptStatement}</p>
        <h3>Your right to withdraw</h3>
        <p>{withdrawalRule}</p>
        <h3>How long you have to redeem</h3>
        <p>
          You can redeem your goods at any time for at least {MIN_REDEMPTION_MONTHS} months from the
          date of the agreement, even after the {LOAN_TERM_DAYS}-day term has ended. This is the
          redemption period; the day it ends is written on your agreement. Extending the loan
          lengthens it: it then lasts at least until the new due date. After it, your goods stay
          redeemable until they are sold, or, for a small loan, until they become ours (see below).
        </p>
        <h3>If you do not redeem</h3>
        <p>
          <strong>{smallPawnStatement}</strong>
        </p>
        <p>
          A notice of our intention to sell gives the asking price and what you owe on the day of
          the notice, and we sell no earlier than {NOTICE_OF_SALE_DAYS} days after it. We take
          reasonable care to sell for the true market value. {afterSaleStatement}
        </p>
        <p>{noRecourseStatement}</p>
        <p>
          If you are finding it hard to repay, please talk to us before the due date.{' '}
          {debtAdviceStatement}
        </p>
      </>
    ),
  },
  {
    id: 'buying',
    title: 'Buying from us',
    body: (
      <>
        <h3>The goods we sell</h3>
        <p>
          Everything we sell is second-hand, and each listing is one item. We describe its condition
          honestly in the listing and in the shop: please read the description and look at the
          photos. The price shown is the price you pay; any delivery fee is shown before you place
          your order.
        </p>
        <h3>Ordering online</h3>
        <p>
          When you order, we set the items aside for you and send you a confirmation with your order
          reference. If we cannot supply an item after all, we tell you and refund anything you paid
          for it. You can pay on delivery or when you collect, by cash or card, or online by card at
          checkout where we offer it. Online card payments are taken by Stripe on its own secure
          page: we never see your full card number.
        </p>
        <h3>Delivery and collection</h3>
        <ul>
          <li>
            <strong>Same-day delivery</strong> to Leeds LS postcodes only. Order before {cutOff} on
            a day we are open and we deliver the same day; later orders are delivered on our next
            opening day. The delivery fee is shown at checkout.
          </li>
          <li>
            <strong>Collection</strong> from the shop is free. We hold your order for{' '}
            {COLLECTION_HOLD_OPENING_DAYS} days that we are open. If it is not collected in that
            time we may cancel the order, put the items back on sale and refund anything you paid.
          </li>
        </ul>
        <h3>Your right to cancel an online order</h3>
        <p>
          Under the Consumer Contracts Regulations 2013 you can cancel an order placed on this
          website, without giving a reason, within 14 days of the day you receive the goods
          (delivered or collected).
        </p>
        <ul>
          <li>
            Before we send or set aside your items, you can cancel on your order’s page. After that,
            tell us in the shop, by phone on {shop.telephone} or by letter; a clear statement is
            enough, and you may use the model cancellation form but do not have to.
          </li>
          <li>
            Bring the goods back to the shop, or send them to us at your own cost, within 14 days of
            telling us.
          </li>
          <li>
            We refund the price and the standard delivery fee within 14 days of getting the goods
            back, in the way you paid. We may take something off if the goods lost value because
            they were handled more than was needed to see what they are and that they work.
          </li>
        </ul>
        <p>
          Model cancellation form, to copy and fill in if you wish: “To {shop.name},{' '}
          {shopAddressLine}. I give notice that I cancel my contract of sale of the following goods:
          [the goods]. Ordered on [date] / received on [date]. Name: [your name]. Address: [your
          address]. Signature (only if sent on paper). Date.”
        </p>
        <p>
          This right does not apply to things you buy in person at the counter, but the rights below
          apply to everything you buy from us.
        </p>
        <h3>If something is wrong with what you bought</h3>
        <p>
          The Consumer Rights Act 2015 says goods must be of satisfactory quality, fit for purpose
          and as described. For second-hand goods, satisfactory quality takes account of the item’s
          age, its price and the condition we described. Faults we told you about before you bought,
          or that were obvious when you looked at the item, and fair wear and tear for its age are
          not covered.
        </p>
        <ul>
          <li>Within 30 days of receiving a faulty item, you can reject it for a full refund.</li>
          <li>
            After 30 days, we can repair it or, where that is possible, replace it. If that is not
            possible or does not fix the fault, you can have a refund, which may be reduced for the
            use you have had (not in the first six months).
          </li>
          <li>
            If a fault shows within six months of delivery, it is taken to have been there when you
            got the item, unless we can show otherwise.
          </li>
        </ul>
        <p>Bring the item to the shop with your receipt or order reference.</p>
      </>
    ),
  },
  {
    id: 'repairs',
    title: 'Repairs',
    body: (
      <>
        <ul>
          <li>
            When you bring your device in, we look at it and give you an estimate. We start work
            only once you have approved the estimate, on your repair’s tracking page, by phone or in
            the shop.
          </li>
          <li>
            If you decline the estimate, you pay only our diagnostic fee, which we tell you before
            we look at the device, and you take the device back.
          </li>
          <li>
            Your bill is the work you approved. You pay when you collect, and we hand the device
            back once it is paid.
          </li>
          <li>
            Our repairs carry a {repairWarrantyDays}-day warranty from the day you collect the
            device. It covers the work we did and the parts we fitted, not new damage or faults that
            have nothing to do with the repair.
          </li>
          <li>
            Please back up your data before you bring a device in. We take care with it, but some
            repairs mean restoring the device.
          </li>
          <li>
            If a device is not collected within 90 days of our telling you it is ready, we send you
            a written notice under the Torts (Interference with Goods) Act 1977. If it is still not
            collected after that, we may sell it and keep what you owe us from the price, holding
            the rest for you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'responsibility',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          We keep pawned goods and devices left for repair in secure storage, and we are responsible
          for them while they are in our care. We are responsible for loss or damage you suffer that
          is a foreseeable result of our breaking these terms or failing to use reasonable care and
          skill. We do not exclude or limit our responsibility where the law does not allow it, such
          as for death or personal injury caused by our negligence, for fraud, or for your statutory
          rights.
        </p>
      </>
    ),
  },
  {
    id: 'complaints-and-law',
    title: 'Complaints and the law',
    body: (
      <>
        <p>
          If you are unhappy with anything we have done, please tell us: our{' '}
          <Link to={paths.complaints}>complaints procedure</Link> explains how, how quickly we
          answer, and when you can take a complaint about a loan to the Financial Ombudsman Service.
          How we look after your details is explained in our{' '}
          <Link to={paths.privacy}>privacy notice</Link>.
        </p>
        <p>
          These terms are governed by the law of England and Wales. You can bring a claim in the
          courts of England and Wales, or, if you live in Scotland or Northern Ireland, in the
          courts where you live. You can reach us in the shop at {shopAddressLine}, or by phone on{' '}
          <a href={telHref}>{shop.telephone}</a>.
        </p>
      </>
    ),
  },
];

/** The whole page below the site's header: a static part (legal-parts.ts). */
export function TermsDocument() {
  return (
    <LegalDocument title={TERMS_TITLE} description={TERMS_DESCRIPTION} sections={termsSections} />
  );
}
