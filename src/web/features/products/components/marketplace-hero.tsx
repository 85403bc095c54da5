import { BadgeCheck, Lock, Tag, Truck } from 'lucide-react';
import type { ReactNode } from 'react';

const promises = [
  { label: 'Verified Sellers', Icon: BadgeCheck },
  { label: 'Secure Payments', Icon: Lock },
  { label: 'Same-Day Leeds Delivery', Icon: Truck },
  { label: 'Great Deals', Icon: Tag },
] as const;

/** The marketplace banner: the page's <h1>, what the shop promises, and the search box. */
export function MarketplaceHero({ search }: { search: ReactNode }) {
  return (
    <section
      aria-labelledby="marketplace-title"
      className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-96 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
          Pre-loved &amp; checked
        </p>
        <h1
          id="marketplace-title"
          className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl"
        >
          Marketplace
        </h1>
        <p className="mt-3 max-w-2xl leading-relaxed text-brand-100 sm:mt-4 sm:text-lg">
          Quality second-hand electronics, jewellery, tools and more from our Leeds shop, with
          same-day delivery across the Leeds area.
        </p>
        <ul aria-label="Why buy from us" className="mt-5 flex flex-wrap gap-2">
          {promises.map(({ label, Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-xs text-brand-50 sm:px-3 sm:text-sm"
            >
              <Icon aria-hidden="true" className="size-4 text-gold-300" />
              {label}
            </li>
          ))}
        </ul>
        <div className="mt-6 max-w-2xl sm:mt-8">{search}</div>
      </div>
    </section>
  );
}
