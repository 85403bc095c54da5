import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import { mainNavItems } from '@web/app/chrome/nav-items';

/** Header links on large screens; the current page is marked with aria-current by NavLink. */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <ul className={cn('flex items-center gap-1', className)}>
      {mainNavItems.map(({ label, to }) => (
        <li key={to}>
          <NavLink
            to={to}
            className={({ isActive }) =>
              cn(
                'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-brand-100 transition-colors hover:bg-white/10 hover:text-white',
                isActive && 'bg-white/10 text-white shadow-[inset_0_-2px_0_var(--color-gold-400)]',
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
