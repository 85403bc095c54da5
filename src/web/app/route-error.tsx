import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

/**
 * Last-resort screen when a page throws while rendering or its code chunk fails to
 * load (often after a new deploy): offer a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        This page could not be shown. Please reload, or go back to the home page.
        {detail ? ` (${detail})` : null}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Home page</Link>
        </Button>
      </div>
    </div>
  );
}
