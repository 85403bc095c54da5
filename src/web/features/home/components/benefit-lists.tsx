import { Banknote, CircleCheck, ShoppingBag, Wrench } from 'lucide-react';

// The claims of spec section 1, written once here for the home page.
const groups = [
  {
    title: 'Cash Advances',
    icon: Banknote,
    items: [
      'No credit check: we lend against your item, and you never owe more than it fetches',
      'Cash the same day',
      'Same-day service',
      'Secure storage',
      'Free valuation',
      'Flexible repayment',
      '28-day terms',
      'No account required',
    ],
  },
  {
    title: 'Repairs',
    icon: Wrench,
    items: [
      'Repaired in our Leeds shop',
      '90-day warranty',
      'All major brands',
      'Fair pricing',
      'Same-day service',
    ],
  },
  {
    title: 'Marketplace',
    icon: ShoppingBag,
    items: [
      'Every item checked by our staff',
      'Pay in the shop or on delivery',
      'Local delivery',
      'Great deals',
      'Same-day delivery in the Leeds area',
    ],
  },
] as const;

export function BenefitLists() {
  return (
    <section aria-labelledby="benefits-title" className="border-y border-border bg-card/80">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2
          id="benefits-title"
          className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
        >
          Why customers choose us
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {groups.map(({ title, icon: Icon, items }) => (
            <div key={title} className="rounded-xl border border-border bg-background/60 p-6">
              <h3 className="flex items-center gap-2.5 text-lg font-semibold">
                <Icon className="size-5 text-gold-600" aria-hidden="true" />
                {title}
              </h3>
              <ul className="mt-4 grid gap-2.5">
                {items.map((item) => (
                  <li key={item} className="flex items-start gap-2.5 text-sm">
                    <CircleCheck
                      className="mt-0.5 size-4 shrink-0 text-success"
                      aria-hidden="true"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
