import { LegalDocument } from '@web/features/legal/components/legal-document';
import {
  PRIVACY_DESCRIPTION,
  PRIVACY_TITLE,
  privacySections,
} from '@web/features/legal/components/privacy-text';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /privacy: drawn on the server like the other public pages (decision 017). */
export function PrivacyPage() {
  usePageMeta({ title: PRIVACY_TITLE, description: PRIVACY_DESCRIPTION });
  return (
    <LegalDocument
      title={PRIVACY_TITLE}
      description={PRIVACY_DESCRIPTION}
      sections={privacySections}
    />
  );
}
