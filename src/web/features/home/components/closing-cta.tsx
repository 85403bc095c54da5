import { Link } from 'react-router';
import { FixedButton } from '@web/components/ui/fixed-button';
import { paths } from '@web/lib/paths';

export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-cta-title"
      className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8"
    >
      <div className="surface-dark rounded-2xl bg-gradient-to-r from-brand-900 to-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="closing-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready when you are
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">
          Start online and we will have everything ready when you arrive, or simply walk in. Our
          friendly team is here to help six days a week.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <FixedButton asChild size="lg" variant="accent">
            <Link to={paths.cashAdvance}>Request a Cash Advance</Link>
          </FixedButton>
          <FixedButton asChild size="lg" variant="outlineOnDark" className="border-white/40">
            <Link to={paths.repairs}>Book a Repair</Link>
          </FixedButton>
          <FixedButton asChild size="lg" variant="outlineOnDark" className="border-white/40">
            <Link to={paths.marketplace}>Browse the Marketplace</Link>
          </FixedButton>
        </div>
      </div>
    </section>
  );
}
