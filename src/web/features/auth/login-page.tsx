import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

// The screen itself is built in its own issue; this holds its route and heading.
export function LoginPage() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in or create an account to track your cash advances and repairs.',
  });
  return (
    <PageContainer>
      <PageHeading title="Sign In" />
    </PageContainer>
  );
}
