import { CircleAlert, Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

export type Period = { from: string; to: string };

/** The API's own schema for the period, whose first issue is the message shown. */
type PeriodSchema = {
  safeParse(value: Period): { success: boolean; error?: { issues: { message: string }[] } };
};

type PeriodFormProps = {
  /** The period shown now; the fields start from it (give the form a key to reset them). */
  period: Period;
  schema: PeriodSchema;
  onChange: (period: Period) => void;
  /** The server's `{ message }` when it refused the period (a 400). */
  serverMessage?: string | null | undefined;
  /** The period's file to download, beside the form; left out when the server refused it. */
  download?: { href: string; label: string } | null | undefined;
};

/**
 * From and To (native date fields, days in London, both included), checked with
 * the API's own schema before asking, and the period's download beside them.
 */
export function PeriodForm({ period, schema, onChange, serverMessage, download }: PeriodFormProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const message = problem ?? serverMessage ?? null;
  const messageId = `${id}-message`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ from, to });
    if (!parsed.success) {
      setProblem(parsed.error?.issues[0]?.message ?? 'Choose a period');
      return;
    }
    setProblem(null);
    onChange({ from, to });
  };

  const field = (label: string, value: string, onValue: (value: string) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${label}`}>{label}</Label>
      <Input
        id={`${id}-${label}`}
        type="date"
        required
        value={value}
        onChange={(event) => onValue(event.target.value)}
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
        {/* A period the server refused would download its refusal, not the file. */}
        {download && !serverMessage ? (
          <Button asChild variant="outline" className="sm:ml-auto">
            <a href={download.href} download>
              <Download aria-hidden="true" />
              {download.label}
            </a>
          </Button>
        ) : null}
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
