import { useAudit } from '@web/features/audit/api/get-audit';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { AuditRows } from '@web/features/audit/components/audit-rows';

/**
 * A loan's, an order's or a repair's own history from the audit trail (issue 29):
 * who changed what and when. The trail is the owner's, so staff do not see it.
 */
export function RecordHistory({
  entity,
  entityId,
}: {
  entity: 'loan' | 'order' | 'repair';
  entityId: string;
}) {
  const { isOwner } = useStaffRole();
  const query = useAudit({ entity, entityId, page: 1, pageSize: 100 }, isOwner);
  if (!isOwner) return null;
  return (
    <section aria-labelledby={`history-${entityId}`} className="space-y-2">
      <h2 id={`history-${entityId}`} className="text-lg font-semibold">
        History
      </h2>
      {query.data ? (
        <AuditRows items={query.data.items} label="History of changes" />
      ) : query.isError ? (
        <p role="alert">The history could not be loaded.</p>
      ) : null}
    </section>
  );
}
