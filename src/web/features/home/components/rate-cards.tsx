import { LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { repairWarrantyDays } from '@shared/shop';
import type { LoanRates } from '@shared/cash-advances/loan';
import { useLoanRates } from '@web/lib/chrome-data';

/** The shop's rates (RATE_GOLD, RATE_GENERAL); the small print beside them gives their APRs. */
const cardsFor = ({ gold, general }: LoanRates) =>
  [
    {
      value: `${gold}%`,
      label: 'Gold Rate',
      note: `Gold & precious metals, per ${LOAN_TERM_DAYS} days, charged by the day`,
    },
    {
      value: `${general}%`,
      label: 'General Rate',
      note: `Electronics, jewellery & more, per ${LOAN_TERM_DAYS} days, charged by the day`,
    },
    { value: 'Same Day', label: 'Delivery', note: 'Marketplace orders across Leeds' },
    { value: `${repairWarrantyDays}-Day`, label: 'Warranty', note: 'On every repair we carry out' },
  ] as const;

/** The hero's four headline figures; a description list so each figure keeps its label. */
export function RateCards() {
  const cards = cardsFor(useLoanRates());
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-white/15 bg-white/10 p-4 shadow-sm backdrop-blur-sm sm:p-5"
        >
          <dt className="mt-1">
            <span className="block text-sm font-semibold text-white sm:text-base">
              {card.label}
            </span>
            <span className="mt-1 block text-xs leading-snug text-brand-200 sm:text-sm">
              {card.note}
            </span>
          </dt>
          <dd className="text-2xl font-extrabold tracking-tight text-gold-300 sm:text-3xl">
            {card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
