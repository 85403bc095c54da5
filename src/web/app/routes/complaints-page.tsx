import { LegalDocument } from '@web/features/legal/components/legal-document';
import {
  COMPLAINTS_DESCRIPTION,
  COMPLAINTS_TITLE,
  complaintsSections,
} from '@web/features/legal/components/complaints-text';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /complaints: drawn on the server like the other public pages (decision 017). */
export function ComplaintsPage() {
  usePageMeta({ title: COMPLAINTS_TITLE, description: COMPLAINTS_DESCRIPTION });
  return (
    <LegalDocument
      title={COMPLAINTS_TITLE}
      description={COMPLAINTS_DESCRIPTION}
      sections={complaintsSections}
    />
  );
}
