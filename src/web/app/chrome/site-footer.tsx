import { Link } from 'react-router';
import { shop } from '@shared/shop';
import { paths } from '@web/lib/paths';
import { FooterVisitUs } from '@web/app/chrome/footer-parts';
import { mainNavItems } from '@web/app/chrome/nav-items';
import { useChromeUser } from '@web/lib/chrome-data';
import { FcaFrnStatement } from '@web/features/legal/components/fca-frn-statement';

/** The legal pages, linked from every page. */
const legalLinks = [
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Privacy Notice', to: paths.privacy },
  { label: 'Complaints', to: paths.complaints },
] as const;

export function SiteFooter() {
  const { user, isLoading } = useChromeUser();
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-2 lg:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <p className="text-lg font-bold text-white">{shop.name}</p>
          <p className="text-sm leading-relaxed">
            Your local shop on Beeston Road for cash advances against gold and valuables, computer
            and console repairs, and quality second-hand goods.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            Services
          </h2>
          <ul className="grid gap-2 text-sm">
            {mainNavItems.map(({ label, to }) => (
              <li key={to}>
                <Link to={to} className="underline-offset-4 hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
            {/* Signed out, Sign In; signed in, who (signing out is the header's); nothing while unknown. */}
            {isLoading ? null : user ? (
              <li>
                Signed in as <span className="font-semibold text-white">{user.username}</span>
              </li>
            ) : (
              <li>
                <Link
                  to={paths.login}
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  Sign In
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            Visit us
          </h2>
          <FooterVisitUs />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-7xl gap-3 px-4 py-5 text-xs text-brand-300 sm:px-6 lg:px-8">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {legalLinks.map(({ label, to }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-block py-1 text-brand-100 underline-offset-4 hover:text-white hover:underline"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* The FCA_FRN line; outside demo mode without one, nothing about authorisation. */}
          <FcaFrnStatement />
          <p>
            © {year} {shop.name}. Cash advances are secured on the goods you leave with us, with
            interest charged by the day. Please borrow responsibly.
          </p>
        </div>
      </div>
    </footer>
  );
}
