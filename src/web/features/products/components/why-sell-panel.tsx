import { BadgePercent, Headset, ShieldCheck, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

const reasons = [
  { title: 'No listing fees', text: 'List as many items as you like, free.', Icon: BadgePercent },
  {
    title: 'Fast & secure payments',
    text: 'Buyers pay safely and sellers are paid promptly.',
    Icon: ShieldCheck,
  },
  {
    title: 'Wide customer reach',
    text: 'Shoppers across Leeds, with same-day local delivery.',
    Icon: Users,
  },
  {
    title: 'Professional support',
    text: 'Our team checks, photographs and prices items with you.',
    Icon: Headset,
  },
] as const;

/** Spec "Marketplace": the "Why sell with us" panel beside the add-item panel (admins). */
export function WhySellPanel({ className }: { className?: string }) {
  return (
    <Card className={cn('bg-brand-50/60', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Why sell with us</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {reasons.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-gold-600 shadow-xs">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-brand-950">{title}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
