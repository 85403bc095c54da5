import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Pagination, usePaging } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { auditCsvUrl, useAudit, type AuditFilters } from '@web/features/audit/api/get-audit';
import { AuditRows } from '@web/features/audit/components/audit-rows';
import { OwnerOnly } from '@web/features/staff/components/owner-only';
import { usePageMeta } from '@web/lib/use-page-meta';

export const AUDIT_TITLE = 'Audit trail';
const AUDIT_DESCRIPTION =
  'Every staff change, sign-in, failed sign-in, role change and export: who, when, from where and what changed. Rows cannot be changed or deleted.';

const fields: { name: keyof AuditFilters; label: string; type?: string }[] = [
  { name: 'actor', label: 'Person (username)' },
  { name: 'entity', label: 'Record (loan, order, repair…)' },
  { name: 'action', label: 'Action (e.g. loan.)' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [draft, setDraft] = useState<AuditFilters>({});
  const paging = usePaging(50);
  const query = useAudit({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    paging.onPageChange(1);
    setFilters(draft);
  };
  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        aria-label="Filter the audit trail"
        className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      >
        {fields.map((field) => (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={`audit-${field.name}`}>{field.label}</Label>
            <Input
              id={`audit-${field.name}`}
              type={field.type ?? 'text'}
              value={draft[field.name] ?? ''}
              onChange={(e) => setDraft({ ...draft, [field.name]: e.target.value })}
            />
          </div>
        ))}
        <Button type="submit">Filter</Button>
      </form>
      <a
        className="inline-flex items-center gap-1.5 text-sm font-semibold underline"
        href={auditCsvUrl(filters)}
      >
        <Download className="size-4" aria-hidden="true" /> Download CSV
      </a>
      {query.data ? (
        <>
          <AuditRows items={query.data.items} label="Audit trail" />
          <Pagination
            page={paging.page}
            pageSize={paging.pageSize}
            total={query.data.total}
            onPageChange={paging.onPageChange}
          />
        </>
      ) : query.isError ? (
        <p role="alert">The audit trail could not be loaded.</p>
      ) : (
        <Skeleton className="h-48" />
      )}
    </div>
  );
}

/** /admin/audit (issue 29): the owner's view of the audit trail, filtered, paged, as CSV. */
export function AdminAuditPage() {
  usePageMeta({ title: AUDIT_TITLE, description: AUDIT_DESCRIPTION, noindex: true });
  return (
    <PageContainer>
      <PageHeading title={AUDIT_TITLE} description={AUDIT_DESCRIPTION} />
      <OwnerOnly>
        <AuditScreen />
      </OwnerOnly>
    </PageContainer>
  );
}
