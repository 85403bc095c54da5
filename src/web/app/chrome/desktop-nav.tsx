import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { mainNavItems } from '@web/app/chrome/nav-items';

/**
 * Header links on large screens; the current page is marked with aria-current by NavLink.
 * Plain clsx, no tailwind-merge: the current link's colour replaces the others' by choice.
 */
export function DesktopNav() {
  return (
    <ul className="flex items-center gap-1">
      {mainNavItems.map(({ label, to }) => (
        <li key={to}>
          <NavLink
            to={to}
            className={({ isActive }) =>
              clsx(
                'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-white/10 hover:text-white',
                isActive
                  ? 'bg-white/10 text-white shadow-[inset_0_-2px_0_var(--color-gold-400)]'
                  : 'text-brand-100',
              )
            }
          >
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
