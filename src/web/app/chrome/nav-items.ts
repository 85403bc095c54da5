import {
  Banknote,
  CalendarX,
  ClipboardList,
  LayoutDashboard,
  Mail,
  Package,
  ReceiptPoundSterling,
  ShoppingBag,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@web/lib/paths';

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** The header links (spec "Header and chrome"), in the order the header shows them. */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Cash Advance', to: paths.cashAdvance, icon: Banknote },
  { label: 'Repairs', to: paths.repairs, icon: Wrench },
  { label: 'Marketplace', to: paths.marketplace, icon: ShoppingBag },
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
];

/** Shown only to signed-in admins: the "Admin Panel" dropdown and the mobile menu. */
export const adminNavItems: readonly NavItem[] = [
  { label: 'Admin Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'Manage Products', to: paths.admin.products, icon: Package },
  { label: 'Cash Advance Requests', to: paths.admin.cashAdvances, icon: Banknote },
  { label: 'Repair Bookings', to: paths.admin.repairs, icon: ClipboardList },
  { label: 'Orders', to: paths.admin.orders, icon: ShoppingBag },
  { label: 'Payments', to: paths.admin.payments, icon: ReceiptPoundSterling },
  { label: 'Email Outbox', to: paths.admin.outbox, icon: Mail },
  { label: 'Closures', to: paths.admin.closures, icon: CalendarX },
];

/** The bottom bar shows the first word of each label (spec): "Cash", "Repairs"... */
export function shortLabel(label: string): string {
  return label.split(' ')[0] ?? label;
}
