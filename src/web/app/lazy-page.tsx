import { lazy, type ComponentType } from 'react';
import { trackPageLoad } from '@web/app/chrome/navigation-progress';

/**
 * Every route of the spec's route table (section 2). Each page is a lazy chunk,
 * so the first download holds only the chrome, and admin code loads only for admins.
 * (Declarative routes: the data router's loaders are unused here, and it would add
 * some 17 KB gzip to the first download.)
 */
export function page(load: () => Promise<ComponentType>) {
  return lazy(() => trackPageLoad(load()).then((Component) => ({ default: Component })));
}

/** An admin screen: the page checks the role too (spec section 6); the server is the guard. */
export function adminPage(
  load: () => Promise<ComponentType>,
  mode: 'message' | 'redirect' = 'message',
) {
  return page(async () => {
    // The gate is admin-only code too, so it travels with the admin page, not the first download.
    const [{ AdminGate }, Page] = await Promise.all([
      import('@web/features/auth/components/admin-gate'),
      load(),
    ]);
    return function AdminScreen() {
      return (
        <AdminGate mode={mode}>
          <Page />
        </AdminGate>
      );
    };
  });
}
