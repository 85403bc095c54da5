import { LogIn, LogOut } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { shop } from '@shared/shop';
import { Button } from '@web/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@web/components/ui/sheet';
import { ShopContact } from '@web/components/shop/shop-contact';
import { useChromeUser } from '@web/lib/chrome-data';
import { staffRoleOf } from '@web/features/auth/api/staff-role';
import { useSignOut } from '@web/features/auth/api/use-sign-out';
import { paths } from '@web/lib/paths';
import { mainNavItems, type NavItem } from '@web/app/chrome/nav-items';
import { adminNavItemsFor } from '@web/app/chrome/admin-nav-items';

function SheetNavList({ items, label }: { items: readonly NavItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {items.map(({ label: text, to, icon: Icon }) => (
          <li key={to}>
            {/* SheetClose closes the menu as the link navigates; focus then returns to the menu button.
                NavLink marks the current page with aria-current, which the classes style. A className
                function would not survive SheetClose's prop merging, hence the aria variant. */}
            <SheetClose asChild>
              <NavLink
                to={to}
                className="flex h-12 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
              >
                <Icon className="size-5 text-brand-600" aria-hidden="true" />
                {text}
              </NavLink>
            </SheetClose>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button outside this chunk: focus goes back to it when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The side menu for phones and tablets, with the same links as the desktop header.
 * Loaded on the first tap of the menu button (see mobile-menu.tsx).
 */
export function MobileMenuSheet({ open, onOpenChange, triggerRef }: MobileMenuSheetProps) {
  const { user, isAdmin } = useChromeUser();
  const { isOwner } = staffRoleOf(user);
  const signOut = useSignOut();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="gap-0"
        onCloseAutoFocus={(event) => {
          // Radix returns focus to its own Trigger; the button here is a plain one.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader className="border-b border-border">
          <SheetTitle>{shop.name}</SheetTitle>
          <SheetDescription>
            {user
              ? `Welcome, ${user.firstName ?? user.username}`
              : 'Cash advances, repairs and marketplace in Leeds'}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-5 p-3">
          <SheetNavList items={mainNavItems} label="Main" />
          {isAdmin && (
            <div className="border-t border-border pt-4">
              <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Admin Panel
              </p>
              <SheetNavList items={adminNavItemsFor(isOwner)} label="Admin Panel" />
            </div>
          )}
        </div>
        <SheetFooter className="border-t border-border">
          {user ? (
            <Button
              variant="outline"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
            >
              <LogOut aria-hidden="true" />
              {signOut.isPending ? 'Signing out...' : 'Sign Out'}
            </Button>
          ) : (
            <SheetClose asChild>
              <Button asChild variant="default">
                <NavLink to={paths.login}>
                  <LogIn aria-hidden="true" />
                  Sign In
                </NavLink>
              </Button>
            </SheetClose>
          )}
          <ShopContact className="pt-3 text-sm" />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
