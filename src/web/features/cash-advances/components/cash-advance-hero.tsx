import { Banknote, Lock, MapPin, ShieldCheck } from 'lucide-react';
import { rateStatement, type LoanRates } from '@shared/cash-advances/loan';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { shop } from '@shared/shop';
import { useLoanRates } from '@web/lib/chrome-data';

/** The shop's rates (RATE_GOLD, RATE_GENERAL); the small print below gives their APRs. */
const rateCardsFor = ({ gold, general }: LoanRates) =>
  [
    {
      value: `${gold}%`,
      label: 'Gold & Precious Metals',
      note: `Our best rate, per ${LOAN_TERM_DAYS} days, charged by the day`,
    },
    {
      value: `${general}%`,
      label: 'General Valuables',
      note: `Electronics, jewellery, tools and more, per ${LOAN_TERM_DAYS} days, charged by the day`,
    },
    {
      value: `${LOAN_TERM_DAYS} Days`,
      label: 'Loan Term',
      note: 'Repay within the term and collect your item',
    },
  ] as const;

// Claims a customer can hold us to (CONC 3.3.1R): "No Credit Check" only with its reason.
const badges = [
  {
    label: 'No Credit Check',
    reason: 'we lend against your item, and you never owe more than it fetches',
    Icon: ShieldCheck,
  },
  { label: 'Cash the same day', reason: null, Icon: Banknote },
  { label: 'Secure Storage', reason: null, Icon: Lock },
] as const;

/** Spec "Cash advance page": the banner with three rate cards and three badges. */
export function CashAdvanceHero() {
  const rates = useLoanRates();
  const rateCards = rateCardsFor(rates);
  return (
    <section
      aria-labelledby="cash-advance-title"
      className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-96 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-brand-100">
          <MapPin className="size-4 text-gold-300" aria-hidden="true" />
          {shop.streetAddress}, {shop.locality}
        </p>
        <h1
          id="cash-advance-title"
          className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          Cash Advances
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
          Borrow against your gold, jewellery, electronics and other valuables. Get a free valuation
          in store and walk out with cash the same day.
        </p>
        <ul aria-label="Why borrow with us" className="mt-6 flex flex-wrap gap-2">
          {badges.map(({ label, reason, Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-3 py-1.5 text-sm font-semibold text-gold-200"
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {label}
                {reason ? <span className="font-normal text-brand-100">: {reason}</span> : null}
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-8 grid gap-3 sm:grid-cols-3 sm:gap-4">
          {rateCards.map((card) => (
            <div
              key={card.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-white/15 bg-white/10 p-4 shadow-sm backdrop-blur-sm sm:p-5"
            >
              <dt className="mt-1">
                <span className="block font-semibold text-white">{card.label}</span>
                <span className="mt-1 block text-sm leading-snug text-brand-200">{card.note}</span>
              </dt>
              <dd className="text-3xl font-extrabold tracking-tight text-gold-300">{card.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-4xl text-xs leading-relaxed text-brand-200">
          Interest is charged by the day at a rate per {LOAN_TERM_DAYS} days, so repaying sooner
          costs less. Gold and precious metals: {rateStatement(rates.gold)}. General valuables:{' '}
          {rateStatement(rates.general)}.
        </p>
      </div>
    </section>
  );
}
