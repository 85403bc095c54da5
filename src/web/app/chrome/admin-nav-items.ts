/**
 * The staff screens' links: the Admin Panel dropdown and the mobile menu, both
 * lazy chunks, so this list is not part of any page's first download.
 */
import {
  Banknote,
  BookOpen,
  CalendarX,
  Calculator,
  ChartColumn,
  ClipboardList,
  History,
  LayoutDashboard,
  Mail,
  Package,
  ReceiptPoundSterling,
  ShoppingBag,
  Users,
} from 'lucide-react';
import { paths } from '@web/lib/paths';
import { staffPaths } from '@web/lib/staff-paths';
import type { NavItem } from '@web/app/chrome/nav-items';

/** Shown only to signed-in admins: the "Admin Panel" dropdown and the mobile menu. */
export const adminNavItems: readonly NavItem[] = [
  { label: 'Admin Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'Manage Products', to: paths.admin.products, icon: Package },
  { label: 'Cash Advance Requests', to: paths.admin.cashAdvances, icon: Banknote },
  { label: 'Repair Bookings', to: paths.admin.repairs, icon: ClipboardList },
  { label: 'Orders', to: paths.admin.orders, icon: ShoppingBag },
  { label: 'Payments', to: paths.admin.payments, icon: ReceiptPoundSterling },
  { label: 'Cash-up', to: staffPaths.cashUp, icon: Calculator },
  { label: 'Reports', to: staffPaths.reports, icon: ChartColumn, ownerOnly: true },
  { label: 'Books', to: staffPaths.books, icon: BookOpen, ownerOnly: true },
  { label: 'Closures', to: paths.admin.closures, icon: CalendarX },
  { label: 'Email Outbox', to: paths.admin.outbox, icon: Mail, ownerOnly: true },
  { label: 'Staff', to: paths.admin.staff, icon: Users, ownerOnly: true },
  { label: 'Audit Trail', to: paths.admin.audit, icon: History, ownerOnly: true },
];

/** The admin links a member of staff of this role may follow. */
export const adminNavItemsFor = (isOwner: boolean) =>
  adminNavItems.filter((item) => isOwner || !item.ownerOnly);
