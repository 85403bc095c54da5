import { Download, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useStaffRole } from '@web/features/auth/api/staff-role';

export type LoanBookFilters = { search: string; overdue: boolean };

/**
 * Find a loan by customer name, phone or agreement number; show only overdue
 * loans; export the loan book as the list shows it.
 */
export function LoanBookToolbar({
  filters,
  onChange,
  csvUrl,
}: {
  filters: LoanBookFilters;
  onChange: (filters: LoanBookFilters) => void;
  csvUrl: string;
}) {
  const { isStaffOnly } = useStaffRole();
  const searchId = useId();
  const overdueId = useId();
  const [text, setText] = useState(filters.search);
  return (
    <div className="mb-6 flex flex-wrap items-end gap-4">
      <form
        role="search"
        className="flex grow flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, search: text.trim() });
        }}
      >
        <div className="grid grow gap-1.5 sm:max-w-sm">
          <Label htmlFor={searchId}>Find a loan</Label>
          <Input
            id={searchId}
            type="search"
            value={text}
            placeholder="Name, phone or CA-000123"
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <div className="flex items-center gap-2 pb-2">
        <input
          id={overdueId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.overdue}
          onChange={(event) => onChange({ ...filters, overdue: event.target.checked })}
        />
        <Label htmlFor={overdueId}>Overdue only</Label>
      </div>
      {/* Exports are the owner's (issue 29). */}
      {isStaffOnly ? null : (
        <Button asChild variant="outline">
          <a href={csvUrl} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      )}
    </div>
  );
}
