import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { staffPaths } from '@web/lib/staff-paths';

export const ENTRIES_IN_THE_BOOKS = 'Entries in the books';

/** A loan's, an order's or a repair's own entries in the journal: the books are the owner's. */
export function BooksEntriesLink({ reference }: { reference: string }) {
  const { isOwner } = useStaffRole();
  if (!isOwner) return null;
  return (
    <Link
      to={staffPaths.booksFor(reference)}
      className="inline-flex items-center gap-1.5 text-sm font-semibold underline"
    >
      <BookOpen className="size-4" aria-hidden="true" />
      {ENTRIES_IN_THE_BOOKS}
    </Link>
  );
}
