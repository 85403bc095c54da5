import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, type DeleteAccountInput } from '@shared/account/schemas';
import { useZodForm } from '@web/components/form/use-zod-form';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useDeleteAccount } from '@web/features/account/api/delete-account';

/** Asks first, says what goes and what the shop must keep, and needs the password. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useZodForm<DeleteAccountInput>({
    schema: deleteAccountSchema,
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: ({ message }) => {
        setOpen(false);
        toast({ title: 'Account deleted', description: message });
        void navigate(paths.home);
      },
      onError: (error) =>
        form.setError(
          'password',
          { message: errorMessage(error, 'Your account could not be deleted.') },
          { shouldFocus: true },
        ),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate aria-label="Delete my account" className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your sign-in, your requests that never became a loan and your email address go for
              good. Loan agreements, payments, repairs and sales stay in the shop&apos;s books, as
              the law asks, but without your name, phone, email or address. You cannot undo this.
            </DialogDescription>
          </DialogHeader>
          <FormField form={form} name="password" label="Your password">
            {(control) => <Input type="password" autoComplete="current-password" {...control} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete for good'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
