import {
  Banknote,
  ClipboardList,
  History,
  LayoutDashboard,
  Mail,
  Package,
  ReceiptPoundSterling,
  ShoppingBag,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@web/lib/paths';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shown to owners only (issue 29): staff would only be refused. */
  ownerOnly?: boolean;
};

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
  { label: 'Email Outbox', to: paths.admin.outbox, icon: Mail, ownerOnly: true },
  { label: 'Staff', to: paths.admin.staff, icon: Users, ownerOnly: true },
  { label: 'Audit Trail', to: paths.admin.audit, icon: History, ownerOnly: true },
];

/** The admin links a member of staff of this role may follow. */
export const adminNavItemsFor = (isOwner: boolean) =>
  adminNavItems.filter((item) => isOwner || !item.ownerOnly);

/** The bottom bar shows the first word of each label (spec): "Cash", "Repairs"... */
export function shortLabel(label: string): string {
  return label.split(' ')[0] ?? label;
}
