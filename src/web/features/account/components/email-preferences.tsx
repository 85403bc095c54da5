import type { Account, Preferences } from '@shared/account/schemas';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useSetPreferences } from '@web/features/account/api/set-preferences';

const choices: { name: keyof Preferences; label: string; hint: string }[] = [
  {
    name: 'remindersByEmail',
    label: 'Due-date reminders',
    hint: 'Emails 5, 3 and 1 days before a loan falls due, and on the day.',
  },
  {
    name: 'updatesByEmail',
    label: 'Updates on my loans, repairs and orders',
    hint: 'When a request is answered, a repair is ready or an order is on its way.',
  },
];

/**
 * Each box saves as soon as it changes. Agreements, receipts, overdue and
 * forfeiture notices and security emails always come: the law or the
 * customer's safety needs them.
 */
export function EmailPreferences({ account }: { account: Account }) {
  const save = useSetPreferences();
  const current: Preferences = {
    remindersByEmail: account.remindersByEmail,
    updatesByEmail: account.updatesByEmail,
  };

  const toggle = (name: keyof Preferences, on: boolean) =>
    save.mutate(
      { ...current, [name]: on },
      {
        onSuccess: () => toast({ title: 'Saved', description: 'Your email choices are saved.' }),
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: errorMessage(error, 'Your choice could not be saved. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">Emails</legend>
      {choices.map(({ name, label, hint }) => (
        <label key={name} className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-primary"
            checked={current[name]}
            onChange={(event) => toggle(name, event.target.checked)}
          />
          <span>
            <span className="block font-medium">{label}</span>
            <span className="block text-sm text-muted-foreground">{hint}</span>
          </span>
        </label>
      ))}
      <p className="text-sm text-muted-foreground">
        Your agreement and receipts, notices about overdue or forfeited loans and security emails
        (such as a password reset) always come.
      </p>
    </fieldset>
  );
}
