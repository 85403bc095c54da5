import { cn } from '@web/lib/cn';
import type { UploadPhase } from '@web/lib/upload-file';

/** What each phase is called, for the status line and the bar's spoken value. */
export const UPLOAD_PHASE_TEXT: Readonly<Record<UploadPhase, string>> = {
  starting: 'Starting upload…',
  sending: 'Uploading image…',
  processing: 'Processing image…',
  done: 'Upload complete',
};

type UploadProgressBarProps = {
  percent: number;
  phase: UploadPhase;
  /** The bar's accessible name. */
  label?: string;
  className?: string;
};

/** A determinate progress bar (role="progressbar", 0–100). */
export function UploadProgressBar({
  percent,
  phase,
  label = 'Upload progress',
  className,
}: UploadProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}% – ${UPLOAD_PHASE_TEXT[phase]}`}
      data-phase={phase}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200 ease-out',
          phase === 'done' ? 'bg-success' : 'bg-primary',
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
