import { TermsDocument } from '@web/features/legal/components/legal-parts';
import { TERMS_DESCRIPTION, TERMS_TITLE } from '@web/features/legal/components/legal-titles';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Resolves once the page can be drawn whole (its text's code, when it needs it). */
export const termsPartsReady = () => TermsDocument.ready();

/** /terms: drawn on the server like the other public pages (decision 017); its text is a static part. */
export function TermsPage() {
  usePageMeta({ title: TERMS_TITLE, description: TERMS_DESCRIPTION });
  return <TermsDocument />;
}
