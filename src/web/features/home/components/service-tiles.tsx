import { ArrowRight, Banknote, LayoutDashboard, ShoppingBag, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBPWhole } from '@shared/money';
import { lowestRepairPrice } from '@shared/shop';
import { paths } from '@web/lib/paths';

/**
 * No rate here: a rate is stated only with its annual rate of interest and representative APR
 * (CONC 3.5), which the hero's rate cards and small print above give, and the loan maths stay
 * out of the home page's first download.
 */
const tiles = [
  {
    title: 'Cash Advance',
    to: paths.cashAdvance,
    icon: Banknote,
    highlight: 'Cash the same day',
    text: 'Borrow against gold, jewellery, electronics and more, with interest charged by the day.',
  },
  {
    title: 'Repairs',
    to: paths.repairs,
    icon: Wrench,
    highlight: `From ${formatGBPWhole(lowestRepairPrice)}`,
    text: 'Laptops, desktops, Apple Macs and games consoles, fixed by certified technicians.',
  },
  {
    title: 'Marketplace',
    to: paths.marketplace,
    icon: ShoppingBag,
    highlight: 'Same-day delivery',
    text: 'Quality second-hand electronics, jewellery, tools and accessories.',
  },
  {
    title: 'Dashboard',
    to: paths.dashboard,
    icon: LayoutDashboard,
    highlight: 'Your account',
    text: 'Track loans, repairs and marketplace activity in one place.',
  },
] as const;

export function ServiceTiles() {
  return (
    <section
      aria-labelledby="services-title"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
    >
      <h2
        id="services-title"
        className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
      >
        How can we help today?
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map(({ title, to, icon: Icon, highlight, text }) => (
          <li
            key={to}
            className="group relative flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:border-brand-300"
          >
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-gold-100 group-hover:text-gold-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              {/* The stretched link makes the whole tile clickable while its name stays short. */}
              <Link to={to} className="rounded-sm after:absolute after:inset-0 after:rounded-xl">
                {title}
              </Link>
            </h3>
            <p className="mt-1 font-semibold text-gold-700">{highlight}</p>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
            <ArrowRight
              className="mt-4 size-5 text-brand-600 transition group-hover:translate-x-1"
              aria-hidden="true"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
