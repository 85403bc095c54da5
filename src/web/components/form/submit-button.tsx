import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

type SubmitButtonProps = {
  pending: boolean;
  /** Shown instead of the label while the request runs, e.g. "Signing in...". */
  pendingLabel: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A form's submit button, disabled with a pending label while the request runs.
 * Disabling the focused button drops keyboard focus to the page; when the request
 * ends and nothing else took focus, it comes back here so Tab continues in the form.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  children,
  className,
}: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);

  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [pending]);

  return (
    <Button
      ref={ref}
      type="submit"
      size="lg"
      className={cn('mt-1 w-full', className)}
      disabled={pending}
    >
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
