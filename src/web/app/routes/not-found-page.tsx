import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageContainer } from '@web/components/page/page-container';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Any path the route table does not declare (spec section 2). */
export function NotFoundPage() {
  usePageMeta({ title: '404 Page Not Found', noindex: true, status: 404 });
  return (
    <PageContainer className="py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-bold text-gold-400">
        £?
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950">404 Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Back to the home page</Link>
      </Button>
    </PageContainer>
  );
}
