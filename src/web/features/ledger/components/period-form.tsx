import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ledgerPeriodQuerySchema, type LedgerPeriod } from '@shared/ledger/schemas';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/**
 * From and To (business days in London, both included), checked with the API's
 * own schema before asking. Give it a key of the period to reset its fields.
 */
export function PeriodForm({
  period,
  onChange,
}: {
  period: LedgerPeriod;
  onChange: (period: LedgerPeriod) => void;
}) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const messageId = `${id}-message`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ledgerPeriodQuerySchema.safeParse({ from, to });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Choose a period');
    setProblem(null);
    onChange({ from, to });
  };

  const field = (label: string, value: string, set: (value: string) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${label}`}>{label}</Label>
      <Input
        id={`${id}-${label}`}
        type="date"
        required
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        className="sm:w-44"
      />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Period"
      className="flex flex-wrap items-end gap-3"
    >
      {field('From', from, setFrom)}
      {field('To', to, setTo)}
      <Button type="submit">Show</Button>
      {problem ? (
        <p
          id={messageId}
          role="alert"
          className="flex basis-full gap-2 text-sm font-medium text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      ) : null}
    </form>
  );
}
