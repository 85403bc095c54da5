import { paymentsQuerySchema } from '@shared/payments/schemas';
import { PeriodForm } from '@web/components/form/period-form';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { paymentsCsvHref, type PaymentsPeriod } from '../api/get-payments-report';

type PeriodPickerProps = {
  /** The period shown now; the fields start from it (give the form a key to reset them). */
  period: PaymentsPeriod;
  onPeriodChange: (period: PaymentsPeriod) => void;
  /** The server's `{ message }` when it refused the period (a 400). */
  serverMessage?: string | null | undefined;
};

/** The payments page's period, and the CSV of it for the owner (exports are the owner's). */
export function PeriodPicker({ period, onPeriodChange, serverMessage }: PeriodPickerProps) {
  const { isStaffOnly } = useStaffRole();
  return (
    <PeriodForm
      period={period}
      schema={paymentsQuerySchema}
      onChange={onPeriodChange}
      serverMessage={serverMessage}
      download={isStaffOnly ? null : { href: paymentsCsvHref(period), label: 'Export CSV' }}
    />
  );
}
