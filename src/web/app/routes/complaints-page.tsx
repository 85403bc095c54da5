import { ComplaintsDocument } from '@web/features/legal/components/legal-parts';
import {
  COMPLAINTS_DESCRIPTION,
  COMPLAINTS_TITLE,
} from '@web/features/legal/components/legal-titles';
import { usePageMeta } from '@web/lib/use-page-meta';

/** Resolves once the page can be drawn whole (its text's code, when it needs it). */
export const complaintsPartsReady = () => ComplaintsDocument.ready();

/** /complaints: drawn on the server like the other public pages (decision 017); its text is a static part. */
export function ComplaintsPage() {
  usePageMeta({ title: COMPLAINTS_TITLE, description: COMPLAINTS_DESCRIPTION });
  return <ComplaintsDocument />;
}
