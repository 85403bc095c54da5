import { staticPart } from '@web/lib/static-part';

// The legal pages' text is drawn by the server and never hydrated (static-part.tsx): the pages'
// first download carries none of it, and React has no long text to walk as the page takes hold.
// Each page's text is a chunk of its own, loaded when the page is drawn in the browser.

export const TermsDocument = staticPart('terms', () =>
  import('@web/features/legal/components/terms-text').then((module) => module.TermsDocument),
);
export const PrivacyDocument = staticPart('privacy', () =>
  import('@web/features/legal/components/privacy-text').then((module) => module.PrivacyDocument),
);
export const ComplaintsDocument = staticPart('complaints', () =>
  import('@web/features/legal/components/complaints-text').then(
    (module) => module.ComplaintsDocument,
  ),
);
