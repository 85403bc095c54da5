import { DevTestPage } from '@web/app/routes/dev-tests/dev-test-page';

export function MinimalTestPage() {
  return (
    <DevTestPage title="Minimal Test">
      <p>The smallest page the router can render.</p>
    </DevTestPage>
  );
}
