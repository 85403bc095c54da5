import { ChevronDown, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { adminNavItemsFor } from '@web/app/chrome/admin-nav-items';
import { staffRoleOf } from '@web/features/auth/api/staff-role';
import { useChromeUser } from '@web/lib/chrome-data';

/** The desktop "Admin Panel" dropdown; rendered only for admins. */
export function AdminMenu() {
  const { isOwner } = staffRoleOf(useChromeUser().user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-gold-300 hover:bg-white/10 data-[state=open]:bg-white/10">
        <ShieldCheck className="size-4" aria-hidden="true" />
        Admin Panel
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Shop administration</DropdownMenuLabel>
        {adminNavItemsFor(isOwner).map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
