import { Link } from 'react-router';
import { shop } from '@shared/shop';
import { paths } from '@web/lib/paths';

/** The shop name with a £ mark, linking home. */
export function Logo() {
  return (
    <Link to={paths.home} className="flex min-w-0 items-center gap-2.5 rounded-md">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-400 text-xl font-bold text-brand-950 shadow-inner"
      >
        £
      </span>
      {/* A 360 px phone has no room for the name on one line beside the cart and menu:
          it wraps rather than lose its end. */}
      <span className="line-clamp-2 text-base leading-tight font-bold tracking-tight text-balance sm:truncate sm:text-lg">
        {shop.name}
      </span>
    </Link>
  );
}
