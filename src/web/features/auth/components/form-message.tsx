import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * The admin signup outcome banner (spec section 8): green when the text says
 * "successfully", red otherwise. Success is a polite status; a problem is an alert.
 */
export function FormMessage({ message }: { message: string }) {
  const success = message.includes('successfully');
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={cn(
        'flex gap-2.5 rounded-lg border p-3.5 text-sm font-medium',
        success
          ? 'border-green-200 bg-green-50 text-green-800'
          : 'border-red-200 bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
