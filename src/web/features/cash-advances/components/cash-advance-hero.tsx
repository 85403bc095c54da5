import { Banknote, Lock, MapPin, ShieldCheck } from 'lucide-react';
import {
  GENERAL_RATE_PERCENT,
  GOLD_RATE_PERCENT,
  representativeApr,
} from '@shared/cash-advances/loan';
import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { shop } from '@shared/shop';

const rateCards = [
  {
    value: `${GOLD_RATE_PERCENT}%`,
    label: 'Gold & Precious Metals',
    note: `Our best rates, flat for ${LOAN_TERM_DAYS} days`,
  },
  {
    value: `${GENERAL_RATE_PERCENT}%`,
    label: 'General Valuables',
    note: `Electronics, jewellery, tools and more, flat for ${LOAN_TERM_DAYS} days`,
  },
  {
    value: `${LOAN_TERM_DAYS} Days`,
    label: 'Loan Term',
    note: 'Repay within the term and collect your item',
  },
] as const;

const badges = [
  { label: 'No Credit Check', Icon: ShieldCheck },
  { label: 'Instant Cash', Icon: Banknote },
  { label: 'Secure Storage', Icon: Lock },
] as const;

/** Spec "Cash advance page": the banner with three rate cards and three badges. */
export function CashAdvanceHero() {
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
          {badges.map(({ label, Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-3 py-1.5 text-sm font-semibold text-gold-200"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
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
          Our rates are a flat fee for the {LOAN_TERM_DAYS}-day term, not an annual rate: a flat{' '}
          {GOLD_RATE_PERCENT}% is representative {representativeApr(GOLD_RATE_PERCENT).toFixed(1)}%
          APR, and a flat {GENERAL_RATE_PERCENT}% is representative{' '}
          {representativeApr(GENERAL_RATE_PERCENT).toFixed(1)}% APR.
        </p>
      </div>
    </section>
  );
}
