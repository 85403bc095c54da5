import { useId, useState, type FormEvent } from 'react';
import {
  closeCashUpSchema,
  countsTotal,
  denominationLabel,
  denominations,
  NOTE_REQUIRED_MESSAGE,
  type CashUp,
} from '@shared/cash-up/schemas';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { MoneyInput } from '@web/components/ui/money-input';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api-client';
import { useCloseCashUp } from '../api/cash-up';

export const CLOSE_DAY = 'Close the day';
export const COUNT_NOTES_AND_COINS = 'Count notes and coins';

/**
 * The count: a total, or the notes and coins it is added up from (then the
 * total follows them), the difference from the expected cash as it is typed,
 * and a note, which the server requires when there is a difference.
 */
export function CountForm({ day }: { day: CashUp }) {
  const id = useId();
  const close = useCloseCashUp(day.date);
  const [total, setTotal] = useState('');
  const [byCoin, setByCoin] = useState(false);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const wholeCounts = Object.fromEntries(
    Object.entries(counts)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, Number(value)]),
  );
  const counted = byCoin ? penniesToDecimal(countsTotal(wholeCounts)) : total;
  const countedPennies = parsePennies(counted);
  const expected = parsePennies(day.expectedCash) ?? 0;
  const difference = countedPennies === null ? null : countedPennies - expected;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { counted, note, ...(byCoin ? { counts: wholeCounts } : {}) };
    const parsed = closeCashUpSchema.safeParse(input);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the count');
    if (difference !== 0 && !note.trim()) return setProblem(NOTE_REQUIRED_MESSAGE);
    setProblem(null);
    close.mutate(input, {
      onError: (error) => setProblem(errorMessage(error, 'The day could not be closed.')),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Count the drawer" className="space-y-5">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-counted`}>Counted in the drawer</Label>
          <MoneyInput
            id={`${id}-counted`}
            value={counted}
            readOnly={byCoin}
            onChange={(event) => setTotal(event.target.value)}
            className="sm:w-44"
          />
        </div>
        <p className="pb-2 text-sm" aria-live="polite">
          Difference:{' '}
          <strong data-testid="live-difference" className="tabular-nums">
            {difference === null ? '—' : formatGBP(penniesToDecimal(difference))}
          </strong>
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={byCoin} onChange={(e) => setByCoin(e.target.checked)} />
        {COUNT_NOTES_AND_COINS}
      </label>
      {byCoin ? (
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          <legend className="sr-only">{COUNT_NOTES_AND_COINS}</legend>
          {denominations.map((pennies) => (
            <div key={pennies} className="grid gap-1">
              <Label htmlFor={`${id}-${pennies}`}>{denominationLabel(pennies)}</Label>
              <Input
                id={`${id}-${pennies}`}
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                value={counts[pennies] ?? ''}
                onChange={(e) => setCounts({ ...counts, [pennies]: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (needed when the count differs)</Label>
        <Textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={close.isPending}>
        {close.isPending ? 'Closing…' : CLOSE_DAY}
      </Button>
    </form>
  );
}
