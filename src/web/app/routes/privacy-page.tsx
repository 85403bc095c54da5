import { PrivacyDocument } from '@web/features/legal/components/legal-parts';
import { PRIVACY_DESCRIPTION, PRIVACY_TITLE } from '@web/features/legal/components/legal-titles';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Resolves once the page can be drawn whole (its text's code, when it needs it). */
export const privacyPartsReady = () => PrivacyDocument.ready();

/** /privacy: drawn on the server like the other public pages (decision 017); its text is a static part. */
export function PrivacyPage() {
  usePageMeta({ title: PRIVACY_TITLE, description: PRIVACY_DESCRIPTION });
  return <PrivacyDocument />;
}
