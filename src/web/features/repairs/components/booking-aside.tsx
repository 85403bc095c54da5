import { Clock, ListChecks, Store } from 'lucide-react';
import { repairWarrantyDays, shop } from '@shared/shop';
import { OpeningHoursTable } from '@web/components/shop/opening-hours-table';
import { ShopContact } from '@web/components/shop/shop-contact';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const steps = [
  { title: 'Book a time', text: 'Choose a day and a two-hour slot that suits you.' },
  { title: 'We confirm', text: 'We contact you to confirm the appointment details.' },
  { title: 'Drop it off', text: `Bring your device to ${shop.streetAddress} in your slot.` },
  {
    title: 'Estimate, then repair',
    text: `We agree the price before any work, and the repair carries a ${repairWarrantyDays}-day warranty.`,
  },
] as const;

/** Beside the form: what happens after booking, and where and when to bring the device. */
export function BookingAside() {
  return (
    <div className="grid content-start gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild className="flex items-center gap-2.5 text-base">
            <h3>
              <ListChecks className="size-5 text-gold-600" aria-hidden="true" />
              How it works
            </h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="grid gap-0.5 text-sm">
                  <span className="font-semibold">{step.title}</span>
                  <span className="text-muted-foreground">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild className="flex items-center gap-2.5 text-base">
            <h3>
              <Store className="size-5 text-gold-600" aria-hidden="true" />
              Visit the workshop
            </h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ShopContact className="text-sm" />
          <div>
            <p className="mb-1 flex items-center gap-2 text-sm font-semibold">
              <Clock className="size-4 text-gold-600" aria-hidden="true" />
              Opening hours
            </p>
            <OpeningHoursTable />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
