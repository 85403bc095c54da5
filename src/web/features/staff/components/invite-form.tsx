import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { staffRoles, type StaffRole } from '@shared/staff/schemas';
import { FieldShell } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useInviteStaff } from '@web/features/staff/api/staff';

export const INVITE_SENT = 'Invitation sent';
export const roleLabels: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

/** An owner invites someone by email: a link valid 72 hours goes through the outbox. */
export function InviteForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          toast({ title: INVITE_SENT, description: `${email} has 72 hours to use the link.` });
          setEmail('');
        },
        onError: (error) => setProblem(errorMessage(error, 'The invitation could not be sent.')),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Invite a member of staff"
      className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
    >
      <FieldShell label="Email address">
        {(control) => (
          <Input
            {...control}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FieldShell>
      <FieldShell label="Role">
        {(control) => (
          <NativeSelect
            {...control}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {staffRoles.map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <Button type="submit" disabled={invite.isPending}>
        <Send aria-hidden="true" />
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
