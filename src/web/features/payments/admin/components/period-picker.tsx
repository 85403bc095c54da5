import { CircleAlert, Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { paymentsQuerySchema } from '@shared/payments/schemas';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { paymentsCsvHref, type PaymentsPeriod } from '../api/get-payments-report';
import { useStaffRole } from '@web/features/auth/api/staff-role';

type PeriodPickerProps = {
  /** The period shown now; the fields start from it (give the form a key to reset them). */
  period: PaymentsPeriod;
  onPeriodChange: (period: PaymentsPeriod) => void;
  /** The server's `{ message }` when it refused the period (a 400). */
  serverMessage?: string | null | undefined;
};

/**
 * From and To (native date fields, days in London, both included), checked with
 * the API's own schema before asking, and the CSV of the period shown.
 */
export function PeriodPicker({ period, onPeriodChange, serverMessage }: PeriodPickerProps) {
  const { isStaffOnly } = useStaffRole();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const message = problem ?? serverMessage ?? null;
  const messageId = `${id}-message`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = paymentsQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Choose a period');
      return;
    }
    setProblem(null);
    onPeriodChange({ from, to });
  };

  const field = (label: string, value: string, onChange: (value: string) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${label}`}>{label}</Label>
      <Input
        id={`${id}-${label}`}
        type="date"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className="sm:w-44"
      />
    </div>
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Period"
          className="flex flex-wrap items-end gap-3"
        >
          {field('From', from, setFrom)}
          {field('To', to, setTo)}
          <Button type="submit">Show</Button>
        </form>
        {/* A period the server refused would download its refusal, not a CSV. */}
        {/* Exports are the owner's (issue 29). */}
        {serverMessage || isStaffOnly ? null : (
          <Button asChild variant="outline" className="sm:ml-auto">
            <a href={paymentsCsvHref(period)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        )}
      </div>
      {message ? (
        <div
          id={messageId}
          role="alert"
          className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 p-3.5 text-sm font-medium text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{message}</p>
        </div>
      ) : null}
    </div>
  );
}
