import { useState } from 'react';
import { DevTestPage } from '@web/app/routes/dev-tests/dev-test-page';

export function SimpleAdminTestPage() {
  const [clicks, setClicks] = useState(0);
  return (
    <DevTestPage title="Simple Admin Test">
      <p>A plain button with no admin behaviour.</p>
      <button
        type="button"
        onClick={() => setClicks((count) => count + 1)}
        className="rounded bg-primary px-4 py-2 text-primary-foreground"
      >
        Test button
      </button>
      <p aria-live="polite">Clicked {clicks} times</p>
    </DevTestPage>
  );
}
