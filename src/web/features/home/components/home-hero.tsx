import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { shop } from '@shared/shop';
import { FixedButton } from '@web/components/ui/fixed-button';
import { HeroRates } from '@web/features/home/components/home-parts';
import { paths } from '@web/lib/paths';

export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      {/* A soft gold glow; decoration only. */}
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-96 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-brand-100">
            <MapPin className="size-4 text-gold-300" aria-hidden="true" />
            {shop.streetAddress}, {shop.locality}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            Cash advances, repairs and great deals <span className="text-gold-300">in Leeds</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            Borrow against your gold and valuables and take the cash the same day, get your laptop,
            Mac or console fixed by certified technicians, and shop quality second-hand goods with
            same-day local delivery.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <FixedButton asChild size="lg" variant="accent">
              <Link to={paths.cashAdvance}>
                Get a Cash Advance
                <ArrowRight aria-hidden="true" />
              </Link>
            </FixedButton>
            <FixedButton asChild size="lg" variant="outlineOnDark" className="border-white/40">
              <Link to={paths.repairs}>Book a Repair</Link>
            </FixedButton>
          </div>
        </div>
        <div>
          <HeroRates />
        </div>
      </div>
    </section>
  );
}
