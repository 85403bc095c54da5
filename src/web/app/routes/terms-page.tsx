import { LegalDocument } from '@web/features/legal/components/legal-document';
import {
  TERMS_DESCRIPTION,
  TERMS_TITLE,
  termsSections,
} from '@web/features/legal/components/terms-text';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /terms: drawn on the server like the other public pages (decision 017). */
export function TermsPage() {
  usePageMeta({ title: TERMS_TITLE, description: TERMS_DESCRIPTION });
  return (
    <LegalDocument title={TERMS_TITLE} description={TERMS_DESCRIPTION} sections={termsSections} />
  );
}
