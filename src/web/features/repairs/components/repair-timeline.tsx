import { CheckCircle2, Circle, CircleDot, XCircle } from 'lucide-react';
import { formatDateTimeUK } from '@shared/dates';
import type { RepairTimelineEntry } from '@shared/repairs/tracking';
import { repairProgressSteps } from '@shared/repairs/tracking-words';
import { repairStatusLabel, type RepairStatus } from '@shared/repairs/values';
import { cn } from '@web/lib/cn';

type Step =
  | { kind: 'done' | 'current'; status: RepairStatus; at: string | null }
  | { kind: 'upcoming'; status: RepairStatus };

/** The statuses the repair has been in, then the usual ones still to come (none once it is over). */
function stepsOf(timeline: readonly RepairTimelineEntry[]): Step[] {
  const steps: Step[] = timeline.map((entry, index) => ({
    kind: index === timeline.length - 1 ? 'current' : 'done',
    status: entry.status,
    at: entry.at,
  }));
  const current = timeline.at(-1)?.status;
  const position = current ? repairProgressSteps.indexOf(current) : -1;
  if (position === -1) return steps;
  return [
    ...steps,
    ...repairProgressSteps
      .slice(position + 1)
      .map((status): Step => ({ kind: 'upcoming', status })),
  ];
}

function StepIcon({ step }: { step: Step }) {
  const className = 'size-5 shrink-0';
  if (step.kind === 'upcoming') {
    return <Circle className={cn(className, 'text-muted-foreground/60')} aria-hidden="true" />;
  }
  if (step.status === 'cancelled') {
    return <XCircle className={cn(className, 'text-destructive')} aria-hidden="true" />;
  }
  if (step.kind === 'current' && step.status !== 'collected') {
    return <CircleDot className={cn(className, 'text-brand-700')} aria-hidden="true" />;
  }
  return <CheckCircle2 className={cn(className, 'text-emerald-700')} aria-hidden="true" />;
}

/** A repair's progress as a vertical list of steps: what happened when, and what comes next. */
export function RepairTimeline({ timeline }: { timeline: readonly RepairTimelineEntry[] }) {
  return (
    <ol className="grid gap-0">
      {stepsOf(timeline).map((step, index, steps) => (
        <li
          key={`${step.status}-${index}`}
          aria-current={step.kind === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {/* The line joining this step to the next. */}
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-6 bottom-0 left-[9px] w-0.5 bg-border"
            />
          ) : null}
          <StepIcon step={step} />
          <div className="grid gap-0.5">
            <p
              className={cn(
                'leading-5',
                step.kind === 'current' ? 'font-semibold' : undefined,
                step.kind === 'upcoming' ? 'text-muted-foreground' : undefined,
              )}
            >
              {repairStatusLabel(step.status)}
              {step.kind === 'current' ? <span className="sr-only"> (now)</span> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {step.kind === 'upcoming'
                ? 'Still to come'
                : step.at
                  ? formatDateTimeUK(step.at)
                  : 'Time not recorded'}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
