import { Clock } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DayAvailability } from '@shared/repairs/schemas';
import { dropOffWindow, formatDropOffWindow, slotProblem } from '@shared/repairs/slots';
import { repairTimeSlots, type RepairTimeSlot } from '@shared/repairs/values';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { FieldMessage } from '@web/components/form/form-field';

type TimeSlotPickerProps = {
  /** `register('preferredTime')`, spread on every radio. */
  registration: UseFormRegisterReturn<'preferredTime'>;
  /** The chosen date ('YYYY-MM-DD'), or '' until one is chosen; the slots wait for one. */
  date: string;
  /** The chosen day's places, when known. */
  day: DayAvailability | null | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: string | undefined;
};

function placesLeft(booked: number, capacity: number): string {
  const left = Math.max(0, capacity - booked);
  return left === 1 ? '1 place left' : `${left} places left`;
}

/**
 * The four time slots as radio cards. A full slot is shown "Full" and cannot be
 * chosen; the others say how many places are left on the chosen day.
 */
export function TimeSlotPicker({
  registration,
  date,
  day,
  isLoading,
  isError,
  error,
}: TimeSlotPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasDate = Boolean(date);
  const slotOf = (slot: RepairTimeSlot) => day?.slots.find((s) => s.slot === slot);
  // On a chosen day, only the slots the shop is open for (an hour at least) and that have not
  // begun, each named by its real drop-off window; the server refuses the others the same way.
  const slots = hasDate
    ? repairTimeSlots.flatMap((slot) => {
        const window = dropOffWindow(date, slot);
        return window && slotProblem(date, slot) === null
          ? [{ slot, label: formatDropOffWindow(date, window) }]
          : [];
      })
    : repairTimeSlots.map((slot) => ({ slot, label: slot }));

  let hint = 'Choose a date to see the free times.';
  if (hasDate && isLoading) hint = 'Checking free places...';
  else if (hasDate && isError)
    hint =
      "We couldn't check the free places just now. Choose a time and we'll tell you if it is full.";
  else if (hasDate && slots.length === 0)
    hint = 'No times are left on this day. Please choose another date.';
  else if (hasDate) hint = 'Drop your device off at the start of your slot.';

  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      aria-busy={hasDate && isLoading ? true : undefined}
      className="grid min-w-0 content-start gap-2"
    >
      <legend className="mb-2 text-sm leading-none font-medium">Preferred time</legend>
      <p id={hintId} className="text-sm text-muted-foreground" aria-live="polite">
        {hint}
      </p>
      <div className="grid gap-2">
        {slots.map(({ slot, label }) => {
          const info = slotOf(slot);
          const full = info?.full ?? false;
          const disabled = !hasDate || (isLoading && !isError) || full;
          const status =
            hasDate && info ? (full ? 'Full' : placesLeft(info.booked, info.capacity)) : null;
          const statusId = `${id}-${slot.replace(/\W+/g, '')}`;
          return (
            <label
              key={slot}
              className={cn(
                'flex min-h-12 items-center justify-between gap-3 rounded-lg border border-input bg-card px-3 py-2.5 transition-colors',
                'has-[:checked]:border-primary has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-primary',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                disabled
                  ? 'cursor-not-allowed opacity-60'
                  : 'cursor-pointer hover:border-brand-300',
                error && 'border-destructive',
              )}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  value={slot}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={status ? statusId : undefined}
                  className="size-4 shrink-0 accent-brand-800 focus-visible:outline-none"
                  {...registration}
                />
                <span className="flex items-center gap-2 font-medium tabular-nums">
                  <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                  {label}
                </span>
              </span>
              {status ? (
                // Read as the radio's description ("Full", "2 places left"), not as part of its name.
                <span id={statusId} aria-hidden="true" className="shrink-0">
                  {full ? (
                    <Badge variant="destructive">Full</Badge>
                  ) : (
                    <span
                      className={cn(
                        'text-xs font-medium whitespace-nowrap',
                        status === '1 place left' ? 'text-gold-700' : 'text-emerald-700',
                      )}
                    >
                      {status}
                    </span>
                  )}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
