import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { mainNavItems, shortLabel } from '@web/app/chrome/nav-items';

/**
 * Thumb-reach navigation fixed to the bottom of phone screens (hidden from `md` up).
 * Plain clsx, no tailwind-merge: the current link's colour replaces the others' by choice.
 */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {mainNavItems.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                clsx(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  isActive ? 'text-brand-700' : 'text-muted-foreground',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon
                    className={clsx('size-5', isActive && 'text-gold-600')}
                    aria-hidden="true"
                  />
                  {shortLabel(label)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
