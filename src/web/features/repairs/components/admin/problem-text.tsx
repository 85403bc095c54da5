import { useId, useState } from 'react';
import { cn } from '@web/lib/cn';

/** Past this length the one-line view would hide part of the text: offer the full text. */
const LONG_TEXT = 48;

/**
 * The customer's problem cut to one line, with a "Show" disclosure for the
 * full text (read in place, no dialog to dismiss).
 */
export function ProblemText({ text, className }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > LONG_TEXT || text.includes('\n');
  return (
    <div className={cn('min-w-0', className)}>
      <p
        id={id}
        className={cn(
          'text-sm text-muted-foreground',
          open ? 'break-words whitespace-pre-wrap' : 'truncate',
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-0.5 text-xs font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {open ? 'Show less' : 'Show'} <span className="sr-only">full problem description</span>
        </button>
      ) : null}
    </div>
  );
}
