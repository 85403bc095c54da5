/**
 * Component tests only: the ALTCHA widget stands in as a fake that "solves"
 * at once, answering payloads "payload-1", "payload-2"… in turn (a new one
 * each time a form mounts a new widget), so a test knows which solution a
 * request carried. The real widget runs in the browser journeys (e2e/).
 * Installed for every component test by tests/helpers/web-setup.ts.
 */
import { useEffect } from 'react';
import type { WidgetState } from '@web/components/security-question/altcha-widget';

let solved = 0;
/** When false, fake widgets stay "verifying" (a form sent before the check is done). */
export const fakeWidget = { solves: true };

export function resetFakeWidget() {
  solved = 0;
  fakeWidget.solves = true;
}

export function FakeAltchaWidget({
  onPayload,
  onState,
}: {
  onPayload: (payload: string | null) => void;
  onState: (state: WidgetState) => void;
}) {
  useEffect(() => {
    if (!fakeWidget.solves) {
      onState('verifying');
      return;
    }
    solved += 1;
    onState('verified');
    onPayload(`payload-${solved}`);
  }, [onPayload, onState]);
  return null;
}
