import { formatDateTimeUK } from '@shared/dates';
import type { StaffMember } from '@shared/staff/schemas';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useUpdateStaff } from '@web/features/staff/api/staff';
import { roleLabels } from '@web/features/staff/components/invite-form';

/** Staff logins with their role, last sign-in and the owner's two actions (stacked on a phone). */
export function StaffTable({ staff }: { staff: StaffMember[] }) {
  const update = useUpdateStaff();
  const change = (member: StaffMember, body: { role?: 'owner' | 'staff'; disabled?: boolean }) =>
    update.mutate(
      { id: member.id, ...body },
      {
        onSuccess: () => toast({ title: `${member.username} updated` }),
        onError: (error) =>
          toast({
            title: 'Not changed',
            description: errorMessage(error, 'Try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <ul aria-label="Staff logins" className="divide-y rounded-lg border">
      {staff.map((member) => (
        <li key={member.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <p className="font-semibold">
              {member.username}{' '}
              <span className="font-normal text-muted-foreground">({member.email})</span>
            </p>
            <p className="text-sm">
              {roleLabels[member.staffRole]}
              {member.disabled ? ' · Disabled' : ''} · Last sign-in:{' '}
              {member.lastSignInAt ? formatDateTimeUK(member.lastSignInAt) : 'never'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() =>
                change(member, { role: member.staffRole === 'owner' ? 'staff' : 'owner' })
              }
            >
              {member.staffRole === 'owner' ? 'Make staff' : 'Make owner'}
            </Button>
            <Button
              variant={member.disabled ? 'outline' : 'destructive'}
              size="sm"
              disabled={update.isPending}
              onClick={() => change(member, { disabled: !member.disabled })}
            >
              {member.disabled ? `Enable ${member.username}` : `Disable ${member.username}`}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
