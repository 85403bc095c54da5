import { Banknote, ShoppingBag, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { OpeningHoursTable } from '@web/components/shop/opening-hours-table';
import { ShopContact } from '@web/components/shop/shop-contact';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';

const services = [
  {
    to: paths.cashAdvance,
    label: 'Cash Advance',
    text: 'Cash against gold and valuables, same day',
    icon: Banknote,
  },
  {
    to: paths.repairs,
    label: 'Repairs',
    text: 'Laptops, desktops, Macs and consoles',
    icon: Wrench,
  },
  {
    to: paths.marketplace,
    label: 'Marketplace',
    text: 'Second-hand stock, same-day delivery',
    icon: ShoppingBag,
  },
] as const;

export function OurServices() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl font-semibold">Our Services</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <ul className="space-y-2">
          {services.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-5 text-gold-600" />
                <span>
                  <span className="block font-semibold text-brand-950">{label}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <ShopContact />
        <OpeningHoursTable />
      </CardContent>
    </Card>
  );
}
