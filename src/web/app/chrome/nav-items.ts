import { Banknote, LayoutDashboard, ShoppingBag, Wrench, type LucideIcon } from 'lucide-react';
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

/** The bottom bar shows the first word of each label (spec): "Cash", "Repairs"... */
export function shortLabel(label: string): string {
  return label.split(' ')[0] ?? label;
}
