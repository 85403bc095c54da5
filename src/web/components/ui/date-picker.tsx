import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { addDays, dayOfWeek, isValidYmd, parseYmd, todayInLondon } from '@shared/repairs/dates';
import { Button } from '@web/components/ui/button';
import {
  formatCalendarDate,
  formatCalendarMonth,
  weekdayNames,
} from '@web/components/ui/date-picker-format';
import { cn } from '@web/lib/cn';

/**
 * An inline month calendar for picking one calendar date ('YYYY-MM-DD').
 *
 * Accessibility follows the WAI-ARIA date picker grid: a `role="grid"` table
 * labelled by the month, one button per day named like "Monday 7 December 2026",
 * a roving tab stop (Tab enters on the chosen or first open day), and the keys
 * ←/→ (day), ↑/↓ (week), Home/End (start/end of week), PageUp/PageDown (month;
 * with Shift, year), Enter or Space to choose. Days that cannot be chosen stay
 * focusable (so the arrows walk through them) but carry aria-disabled.
 *
 * Dates are strings from start to end (the shared calendar helpers do the
 * arithmetic); no Date object, so no time zone can move a day.
 */

export type DatePickerHandle = {
  /** Moves focus to the calendar's current day (react-hook-form calls it on an error). */
  focus: () => void;
};

export type DatePickerProps = {
  /** The chosen date, 'YYYY-MM-DD', or empty. */
  value: string | null | undefined;
  onChange: (date: string) => void;
  /** Earliest date offered; earlier days are disabled and the calendar does not page before its month. */
  min?: string | undefined;
  /** Latest date offered; later days are disabled and the calendar does not page past its month. */
  max?: string | undefined;
  /** Any further rule, e.g. closed on Sundays: return true to disable a day. */
  isDateDisabled?: ((date: string) => boolean) | undefined;
  /** Marks today (aria-current="date") and where the calendar opens with no value. Default: today in London. */
  today?: string | undefined;
  /** Names the whole calendar, e.g. the id of the field's label. */
  'aria-labelledby'?: string | undefined;
  /** E.g. the id of a hint or of the field's error message. */
  'aria-describedby'?: string | undefined;
  /** Draws the calendar's border in the error colour. */
  invalid?: boolean | undefined;
  className?: string | undefined;
  /** The month heading's id; by default one of its own (useId). */
  monthLabelId?: string | undefined;
  ref?: Ref<DatePickerHandle> | undefined;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Monday = 0 … Sunday = 6: British calendars start the week on Monday. */
const mondayIndex = (ymd: string) => (dayOfWeek(ymd) + 6) % 7;

/** Monday first; each entry is [short label, full name]. */
const weekdayHeaders = [1, 2, 3, 4, 5, 6, 0].map((day) => {
  const name = weekdayNames[day] ?? '';
  return [name.slice(0, 2), name] as const;
});

function monthStart(ymd: string): string {
  const parts = parseYmd(ymd);
  if (!parts) throw new RangeError(`Not a calendar date: ${ymd}`);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-01`;
}

function daysInMonth(firstOfMonth: string): number {
  const prefix = firstOfMonth.slice(0, 8);
  for (let day = 31; day > 28; day -= 1) {
    if (isValidYmd(`${prefix}${day}`)) return day;
  }
  return 28;
}

/** The same day `months` later (or earlier), kept inside the month: 31 Jan + 1 month → 28/29 Feb. */
function addMonths(ymd: string, months: number): string {
  const parts = parseYmd(ymd);
  if (!parts) throw new RangeError(`Not a calendar date: ${ymd}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const first = `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}-01`;
  return `${first.slice(0, 8)}${pad(Math.min(parts.day, daysInMonth(first)))}`;
}

function clamp(ymd: string, min: string | undefined, max: string | undefined): string {
  if (min && ymd < min) return min;
  if (max && ymd > max) return max;
  return ymd;
}

function focusDay(grid: HTMLTableElement | null, date: string): void {
  grid?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
}

/** Six weeks of seven cells (a steady height from month to month); null cells are outside the month. */
function monthCells(firstOfMonth: string): (string | null)[][] {
  const lead = mondayIndex(firstOfMonth);
  const length = daysInMonth(firstOfMonth);
  const cells = Array.from({ length: 42 }, (_, index) => {
    const day = index - lead;
    return day >= 0 && day < length ? addDays(firstOfMonth, day) : null;
  });
  return Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function DatePicker({
  value,
  onChange,
  min,
  max,
  isDateDisabled,
  today,
  invalid = false,
  className,
  monthLabelId: givenMonthLabelId,
  ref,
  ...aria
}: DatePickerProps) {
  const todayDate = today ?? todayInLondon();
  const ownMonthLabelId = useId();
  const monthLabelId = givenMonthLabelId ?? ownMonthLabelId;
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterRender = useRef(false);

  const isDisabled = (date: string) =>
    Boolean((min && date < min) || (max && date > max) || isDateDisabled?.(date));

  const [focusedDate, setFocusedDate] = useState(() => {
    if (value && isValidYmd(value)) return value;
    // Open on the first day that can be chosen, so Tab lands somewhere useful.
    const start = clamp(todayDate, min, max);
    for (let offset = 0; offset < 62; offset += 1) {
      const date = addDays(start, offset);
      if (max && date > max) break;
      if (!isDisabled(date)) return date;
    }
    return start;
  });

  // A value set from outside (a reset, a saved draft) brings its month into view.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value && isValidYmd(value) && value !== focusedDate) setFocusedDate(value);
  }

  useImperativeHandle(ref, () => ({ focus: () => focusDay(gridRef.current, focusedDate) }), [
    focusedDate,
  ]);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    focusDay(gridRef.current, focusedDate);
  }, [focusedDate]);

  const moveFocus = (date: string) => {
    const next = clamp(date, min, max);
    if (next === focusedDate) {
      focusDay(gridRef.current, next);
      return;
    }
    focusAfterRender.current = true;
    setFocusedDate(next);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusedDate, -1),
      ArrowRight: () => addDays(focusedDate, 1),
      ArrowUp: () => addDays(focusedDate, -7),
      ArrowDown: () => addDays(focusedDate, 7),
      Home: () => addDays(focusedDate, -mondayIndex(focusedDate)),
      End: () => addDays(focusedDate, 6 - mondayIndex(focusedDate)),
      PageUp: () => addMonths(focusedDate, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focusedDate, event.shiftKey ? 12 : 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveFocus(step());
  };

  const choose = (date: string) => {
    setFocusedDate(date);
    if (!isDisabled(date)) onChange(date);
  };

  const viewMonth = monthStart(focusedDate);
  const canGoBack = !min || monthStart(min) < viewMonth;
  const canGoForward = !max || monthStart(max) > viewMonth;
  const pageMonth = (months: number) =>
    setFocusedDate(clamp(addMonths(focusedDate, months), min, max));

  return (
    <div
      role="group"
      aria-labelledby={aria['aria-labelledby']}
      aria-describedby={aria['aria-describedby']}
      data-slot="date-picker"
      className={cn(
        'w-full rounded-lg border bg-card p-3 shadow-xs',
        invalid ? 'border-destructive' : 'border-border',
        className,
      )}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Previous month"
          aria-disabled={!canGoBack || undefined}
          onClick={() => canGoBack && pageMonth(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p id={monthLabelId} aria-live="polite" className="text-sm font-semibold text-brand-950">
          {formatCalendarMonth(viewMonth)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Next month"
          aria-disabled={!canGoForward || undefined}
          onClick={() => canGoForward && pageMonth(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={monthLabelId}
        className="w-full table-fixed border-collapse"
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {weekdayHeaders.map(([short, name]) => (
              <th
                key={name}
                scope="col"
                abbr={name}
                className="pb-1 text-center text-xs font-medium text-muted-foreground"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthCells(viewMonth).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={`blank-${column}`} role="gridcell" className="p-0.5" />
                ) : (
                  <td
                    key={date}
                    role="gridcell"
                    aria-selected={date === value}
                    className="p-0.5 text-center"
                  >
                    <DayButton
                      date={date}
                      selected={date === value}
                      disabled={isDisabled(date)}
                      isToday={date === todayDate}
                      tabbable={date === focusedDate}
                      onChoose={choose}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type DayButtonProps = {
  date: string;
  selected: boolean;
  disabled: boolean;
  isToday: boolean;
  tabbable: boolean;
  onChoose: (date: string) => void;
};

function DayButton({ date, selected, disabled, isToday, tabbable, onChoose }: DayButtonProps) {
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={formatCalendarDate(date, 'long')}
      aria-disabled={disabled || undefined}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onChoose(date)}
      className={cn(
        'relative mx-auto flex h-10 w-full max-w-10 items-center justify-center rounded-md text-sm font-medium tabular-nums transition-colors',
        disabled
          ? 'cursor-not-allowed text-muted-foreground/50'
          : 'text-foreground hover:bg-brand-50 hover:text-brand-900',
        selected && 'bg-primary text-primary-foreground hover:bg-brand-700 hover:text-white',
        isToday && !selected && 'font-bold text-brand-700',
      )}
    >
      {Number(date.slice(8))}
      {isToday ? (
        <span
          aria-hidden="true"
          className={cn(
            'absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full',
            selected ? 'bg-primary-foreground' : 'bg-brand-600',
          )}
        />
      ) : null}
    </button>
  );
}
