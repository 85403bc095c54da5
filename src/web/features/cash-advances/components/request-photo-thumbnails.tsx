import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { LoanSection } from '@web/features/cash-advances/components/loan-page-parts';

/**
 * The photos sent with the request, as thumbnails that open the full photo.
 * They are served only to staff and the request's owner, so the browser's
 * session cookie is what lets them load. Nothing is shown without photos.
 */
export function RequestPhotoThumbnails({ loan }: { loan: Pick<Loan, 'photos'> }) {
  if (loan.photos.length === 0) return null;
  return (
    <LoanSection title="Photos">
      <ul className="flex flex-wrap gap-3">
        {loan.photos.map((photo, index) => (
          <li key={photo}>
            <a href={photo} target="_blank" rel="noopener" className="block rounded-md">
              <img
                src={photo}
                alt={`Photo ${index + 1} of the item`}
                loading="lazy"
                className="size-28 rounded-md border object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </LoanSection>
  );
}
