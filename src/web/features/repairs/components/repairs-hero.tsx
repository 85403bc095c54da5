import {
  Apple,
  ArrowRight,
  BadgeCheck,
  Gamepad2,
  Laptop,
  Monitor,
  ShieldCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { formatGBPWhole } from '@shared/money';
import type { DeviceType } from '@shared/repairs/values';
import { lowestRepairPrice, repairStartingPrices, repairWarrantyDays } from '@shared/shop';
import { Button } from '@web/components/ui/button';

type Service = { deviceType: DeviceType; title: string; icon: LucideIcon; text: string };

// Spec section 2 "Repairs page": the four services and their "from" prices (section 9).
const services: readonly Service[] = [
  {
    deviceType: 'laptop',
    title: 'Laptop Repair',
    icon: Laptop,
    text: 'Screens, keyboards, batteries and charging faults on all major brands.',
  },
  {
    deviceType: 'desktop',
    title: 'Desktop Repair',
    icon: Monitor,
    text: 'Power faults, failed drives, upgrades and machines that will not boot.',
  },
  {
    deviceType: 'mac',
    title: 'Apple Mac Repair',
    icon: Apple,
    text: 'MacBook, iMac and Mac mini: screens, batteries, keyboards and more.',
  },
  {
    deviceType: 'console',
    title: 'Gaming Consoles',
    icon: Gamepad2,
    text: 'PlayStation, Xbox and Nintendo: HDMI ports, overheating and disc drives.',
  },
];

const promises = [
  { icon: ShieldCheck, title: `${repairWarrantyDays}-Day Warranty`, text: 'on every repair' },
  { icon: Zap, title: 'Same-Day Service', text: 'on many common faults' },
  { icon: BadgeCheck, title: 'Certified Technicians', text: 'who know your device' },
] as const;

type RepairsHeroProps = {
  /** Called when a service card's "Book" button is pressed. */
  onChooseDevice: (deviceType: DeviceType) => void;
  /** The id of the booking section, for the "Book a Repair" link. */
  bookingId: string;
};

export function RepairsHero({ onChooseDevice, bookingId }: RepairsHeroProps) {
  return (
    <section
      aria-labelledby="repairs-hero-title"
      className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -left-24 size-96 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.15fr] lg:items-center lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-brand-100">
            <Laptop className="size-4 text-gold-300" aria-hidden="true" />
            Repairs in Leeds, from {formatGBPWhole(lowestRepairPrice)}
          </p>
          <h1
            id="repairs-hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Computer &amp; Console Repairs
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            Laptops, desktops, Apple Macs and games consoles fixed in our Beeston workshop. Book a
            time online, drop your device off and we&apos;ll agree the price with you before we
            start.
          </p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-3 sm:gap-4">
            {promises.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold-400/15 text-gold-300">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid leading-tight">
                  <span className="font-semibold">{title}</span>
                  <span className="text-sm text-brand-200">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant="accent" className="mt-8 w-full sm:w-auto">
            <a href={`#${bookingId}`}>
              Book a Repair
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>

        <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Repair services">
          {services.map(({ deviceType, title, icon: Icon, text }) => (
            <li
              key={deviceType}
              className="flex flex-col rounded-xl border border-white/15 bg-white/[0.07] p-4 backdrop-blur-sm sm:p-5"
            >
              <div className="flex items-start justify-between gap-2">
                <span className="flex size-10 items-center justify-center rounded-lg bg-white/10 text-gold-300 sm:size-11">
                  <Icon className="size-5 sm:size-6" aria-hidden="true" />
                </span>
                <p className="text-right leading-tight">
                  <span className="block text-xs text-brand-200">from</span>
                  <span className="text-xl font-bold text-gold-300 sm:text-2xl">
                    {formatGBPWhole(repairStartingPrices[deviceType])}
                  </span>
                </p>
              </div>
              <h2 className="mt-3 leading-snug font-semibold sm:mt-4 sm:text-lg">{title}</h2>
              <p className="mt-1 hidden flex-1 text-sm leading-relaxed text-brand-100 sm:block">
                {text}
              </p>
              <div className="mt-auto pt-3 sm:pt-4">
                <Button
                  variant="outline"
                  size="sm"
                  className="w-full border-white/30 bg-transparent text-white hover:bg-white/10"
                  // Visible text first, so voice control users can say what they see.
                  aria-label={`Book now: ${title}`}
                  onClick={() => onChooseDevice(deviceType)}
                >
                  Book now
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
